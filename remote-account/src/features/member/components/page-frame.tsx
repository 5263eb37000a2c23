// The frame of every member-area page below the member centre: a bar with a back control (one step back, or the
// member centre when the page was opened directly), the page title, optional actions, then the content.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMemberTranslation } from '../texts';
import { BackIcon } from 'shared';

export interface PageFrameProps {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** React Router keeps the history index in history.state; 0 means this page was the first one opened. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export function PageFrame({ title, actions, children, className }: PageFrameProps) {
  const { t } = useMemberTranslation();
  const navigate = useNavigate();
  return (
    <section className={['acc-page', className].filter(Boolean).join(' ')} aria-labelledby="acc-page-title">
      <div className="acc-member__bar">
        <button
          type="button"
          className="acc-member__icon"
          aria-label={t('memberArea.common.back')}
          onClick={() => {
            if (canGoBack()) void navigate(-1);
            else void navigate('/m/member');
          }}
        >
          <BackIcon />
        </button>
        <h1 id="acc-page-title">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
