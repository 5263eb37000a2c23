// The top bar of the announcement pages: a back control (one step back, or `fallback` when the page was the first
// one opened) and the page title.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

export interface PageBarProps {
  title: string;
  /** Where back goes when there is no history entry of this site to return to. */
  fallback: string;
  titleId: string;
}

export function PageBar({ title, fallback, titleId }: PageBarProps) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="cnt-notice-page__bar">
      <button
        type="button"
        className="cnt-notice-page__back"
        aria-label={t('announcements.back')}
        onClick={() => {
          // The router gives the first entry of the session the key 'default'.
          if (location.key !== 'default') void navigate(-1);
          else void navigate(fallback, { replace: true });
        }}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <h1 id={titleId} className="cnt-notice-page__title">
        {title}
      </h1>
    </div>
  );
}
