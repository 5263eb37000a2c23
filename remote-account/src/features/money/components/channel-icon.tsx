// The mark of a payment provider (bKash, Nagad, Rocket, bank) in its brand colour; decorative, the name is
// always written beside it.
import type { PaymentProvider } from 'shared';
import { BankIcon } from 'shared';
import type { ReactNode } from 'react';

// The wallets' initials, drawn in the site's font, and the set's bank icon.
const MARKS: Record<PaymentProvider, ReactNode> = { BKASH: 'b', NAGAD: 'N', ROCKET: 'R', BANK: <BankIcon /> };

export function ChannelIcon({ provider }: { provider: PaymentProvider }) {
  return (
    <span className={`acc-money-icon acc-money-icon--${provider.toLowerCase()}`} aria-hidden="true">
      {MARKS[provider]}
    </span>
  );
}
