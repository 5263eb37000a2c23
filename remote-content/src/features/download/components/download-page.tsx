// /m/download: the download panel as a page, with a title and a back control.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import '../download.css';
import { DownloadPanel } from './download-panel';

export function DownloadPage() {
  const { t } = useTranslation('content');
  const titleId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <section className="cnt-download-page" aria-labelledby={titleId}>
      <div className="cnt-download-page__bar">
        <button
          type="button"
          className="cnt-download-page__back"
          aria-label={t('download.back')}
          onClick={() => {
            // The router gives the first entry of the session the key 'default'.
            if (location.key !== 'default') void navigate(-1);
            else void navigate('/m/home', { replace: true });
          }}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h1 id={titleId} className="cnt-download-page__title">
          {t('download.title')}
        </h1>
      </div>
      <DownloadPanel />
    </section>
  );
}
