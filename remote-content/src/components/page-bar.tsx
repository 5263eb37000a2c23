// The top bar of the content pages: back (one step back, or `fallback` when this page was the first one opened)
// and the page title as the page's heading.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import './page-bar.css';
import { BackIcon } from 'shared';

/** Back one step, or to `fallback` (replacing) when the page was opened first: the router keys that 'default'. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

export interface PageBarProps {
  title: string;
  titleId: string;
  /** Where back goes when there is no history entry of this site to return to. */
  fallback: string;
}

export function PageBar({ title, titleId, fallback }: PageBarProps) {
  const { t } = useTranslation('shared');
  const goBack = useGoBack(fallback);
  return (
    <div className="cnt-page-bar">
      <button type="button" className="cnt-page-bar__back" aria-label={t('common.back')} onClick={goBack}>
        <BackIcon />
      </button>
      <h1 id={titleId} className="cnt-page-bar__title">
        {title}
      </h1>
    </div>
  );
}
