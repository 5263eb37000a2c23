// The top bar of the help pages: back (one step, or `fallback` when this page was opened first) and the title.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

export interface HelpBarProps {
  title: string;
  titleId: string;
  fallback: string;
}

export function HelpBar({ title, titleId, fallback }: HelpBarProps) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="cnt-help__bar">
      <button
        type="button"
        className="cnt-help__back"
        aria-label={t('help.back')}
        onClick={() => {
          // The router gives the first entry of the session the key 'default'.
          if (location.key !== 'default') void navigate(-1);
          else void navigate(fallback, { replace: true });
        }}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <h1 id={titleId} className="cnt-help__title">
        {title}
      </h1>
    </div>
  );
}
