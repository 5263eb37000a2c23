// The bar at the top of every inner page: back, the page's title as its heading, and optional actions at the end
// (a link to the records, say). One back rule for the whole site: one step back in this tab, or — when the page was
// the first one opened here (a link from outside, a reload of a shared link) — to `fallback`, the page this one
// belongs under, replacing the entry, so the in-page back never loops and the browser's back still leaves the site.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BackIcon } from '../icons';

/** Back one step, or to `fallback` when there is no earlier page of this site: React Router keys that entry 'default'. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

export interface PageBarProps {
  title: ReactNode;
  /** The heading's id, for the page section's aria-labelledby. */
  titleId: string;
  /** Where back goes when there is no earlier page of this site to return to. */
  fallback: string;
  /** Shown at the end of the bar. */
  actions?: ReactNode;
}

export function PageBar({ title, titleId, fallback, actions }: PageBarProps) {
  const { t } = useTranslation('shared');
  const goBack = useGoBack(fallback);
  return (
    <div className="mc-page-bar">
      <button type="button" className="mc-icon-button" aria-label={t('common.back')} onClick={goBack}>
        <BackIcon />
      </button>
      <h1 id={titleId} className="mc-page-bar__title">
        {title}
      </h1>
      {actions}
    </div>
  );
}
