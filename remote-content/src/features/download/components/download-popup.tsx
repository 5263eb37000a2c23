// The download popup (spec lobby §2: each page's layout has one): the download panel in a bottom sheet. It closes
// once a download starts.
import { Dialog } from 'shared';
import '../download.css';
import { DownloadPanel } from './download-panel';
import { useDownloadTranslation } from '../texts';

export interface DownloadPopupProps {
  open: boolean;
  onClose: () => void;
}

export function DownloadPopup({ open, onClose }: DownloadPopupProps) {
  const { t } = useDownloadTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('download.title')} variant="sheet">
      {open && <DownloadPanel onDone={onClose} />}
    </Dialog>
  );
}
