// The frame of the protection pages: a bar with back (one step, or the member centre when the page was opened
// directly) and the page title, then the content. Class names follow the member area's bar.
import { type ReactNode, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import '../protection.css';
import { useProtectionTranslation } from '../texts';
import { BackIcon } from 'shared';

export interface ProtectionFrameProps {
  title: string;
  children?: ReactNode;
}

export function ProtectionFrame({ title, children }: ProtectionFrameProps) {
  const { t } = useProtectionTranslation();
  const navigate = useNavigate();
  // React Router gives the first entry of a tab the key 'default': there is no step back to take then.
  const firstPage = useLocation().key === 'default';
  const headingId = useId();
  return (
    <section className="acc-page acc-rg" aria-labelledby={headingId}>
      <div className="acc-member__bar">
        <button
          type="button"
          className="acc-member__icon"
          aria-label={t('protection.back')}
          onClick={() => void (firstPage ? navigate('/m/member') : navigate(-1))}
        >
          <BackIcon />
        </button>
        <h1 id={headingId}>{title}</h1>
      </div>
      {children}
    </section>
  );
}
