// The mark of a payment provider (bKash, Nagad, Rocket, bank) in its brand colour; decorative, the name is
// always written beside it.
import type { PaymentProvider } from 'shared';

const MARKS: Record<PaymentProvider, string> = { BKASH: 'b', NAGAD: 'N', ROCKET: 'R', BANK: '🏦' };

export function ChannelIcon({ provider }: { provider: PaymentProvider }) {
  return (
    <span className={`acc-money-icon acc-money-icon--${provider.toLowerCase()}`} aria-hidden="true">
      {MARKS[provider]}
    </span>
  );
}
