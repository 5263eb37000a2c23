// The frame of every money page: a top bar (one step back, or the member centre when the page was opened
// directly), the title, an optional link, and the wallet line.
import { type ReactNode, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { WalletLine } from './wallet-line';
import '../money.css';
import { useMoneyTranslation } from '../texts';
import { BackIcon } from 'shared';

export interface MoneyPageProps {
  title: string;
  /** Shown at the end of the top bar, e.g. the link to the record page. */
  action?: ReactNode;
  children?: ReactNode;
}

export const MEMBER_CENTRE_PATH = '/m/member';

export function MoneyPage({ title, action, children }: MoneyPageProps) {
  const { t } = useMoneyTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  // React Router marks the first entry of this tab with the key 'default': there is no step back to take.
  const back = () => void (location.key === 'default' ? navigate(MEMBER_CENTRE_PATH) : navigate(-1));
  return (
    <section className="acc-money" aria-labelledby={titleId}>
      <div className="acc-money__bar">
        <button type="button" className="acc-money__back" aria-label={t('money.back')} onClick={back}>
          <BackIcon />
        </button>
        <h1 id={titleId}>{title}</h1>
        {action}
      </div>
      <WalletLine />
      {children}
    </section>
  );
}
