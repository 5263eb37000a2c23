// A gain or loss: an explicit + or − sign as well as the colour, so the direction never rests on colour alone.
import { useMoneyFormat } from 'shared';

export function SignedMoney({ minor }: { minor: number }) {
  const { format } = useMoneyFormat();
  const direction = minor > 0 ? 'up' : minor < 0 ? 'down' : 'even';
  // formatMoney already writes '-' for losses.
  return (
    <span className={`acc-money-signed acc-money-signed--${direction}`}>
      {minor > 0 ? '+' : ''}
      {format(minor)}
    </span>
  );
}
