// The frame of every agent page: a bar with a back control (one step back, or `fallback` when the page was
// opened directly), the page title (the section's accessible name), then the content.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import './components.css';
import { BackIcon } from 'shared';

export interface PageFrameProps {
  title: string;
  /** Where back leads when there is no earlier page in this tab. */
  fallback: string;
  children?: ReactNode;
  className?: string;
}

/** React Router keeps the history index in history.state; 0 means this page was the first one opened. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export function PageFrame({ title, fallback, children, className }: PageFrameProps) {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <section className={['agt-page', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="agt-page__bar">
        <button
          type="button"
          className="agt-icon-button"
          aria-label={t('common.back')}
          onClick={() => {
            if (canGoBack()) void navigate(-1);
            else void navigate(fallback);
          }}
        >
          <BackIcon />
        </button>
        <h1 id={titleId}>{title}</h1>
      </div>
      {children}
    </section>
  );
}
