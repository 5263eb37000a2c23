// /m/download: the download panel as a page, with a title and a back control.
import { PageBar } from 'shared';
import { useId } from 'react';
import '../download.css';
import { DownloadPanel } from './download-panel';
import { useDownloadTranslation } from '../texts';

export function DownloadPage() {
  const { t } = useDownloadTranslation();
  const titleId = useId();
  return (
    <section className="cnt-download-page" aria-labelledby={titleId}>
      <PageBar title={t('download.title')} titleId={titleId} fallback="/m/home" />
      <DownloadPanel />
    </section>
  );
}
