// A gain or loss in the merchant's currency: an explicit + or − sign as well as the colour, so the direction never
// rests on colour alone (net positions of the reality check and the game frame).
import { useMoneyFormat } from './use-money-format';

export interface SignedMoneyProps {
  /** Amount in minor units; positive is a gain. */
  minor: number;
  className?: string;
}

export function SignedMoney({ minor, className }: SignedMoneyProps) {
  const { format } = useMoneyFormat();
  // formatMoney writes '-' for a loss (and no sign when it rounds to zero); a gain gets its '+' here.
  const text = format(minor);
  const direction = text.startsWith('-') ? 'down' : minor > 0 && text !== format(0) ? 'up' : 'even';
  return (
    <span
      className={['mc-money', 'mc-money-signed', `mc-money-signed--${direction}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      {direction === 'up' ? `+${text}` : text}
    </span>
  );
}
