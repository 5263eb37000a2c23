// A preview this browser runs (a signed preview link the site server verified): a bar at the top of every page,
// "Preview: lobby 0.4.0 · End preview", drawn in the first render from the pins, so nothing moves once the page has
// loaded (the site server's first frame leaves it room). A link the site server refused shows a notice instead:
// the player sees the site's normal release and is told why.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CloseIcon, type PinFile, type PreviewInfo } from 'shared';
import './preview.css';

/** The query parameter of a preview link; `end` ends the preview (deploy/src/previews.ts). */
const PREVIEW_PARAM = 'preview';

/** The page's own address with `preview` set to `value`, or without it (null). */
export function withPreviewParam(href: string, value: string | null): string {
  const url = new URL(href);
  if (value === null) url.searchParams.delete(PREVIEW_PARAM);
  else url.searchParams.set(PREVIEW_PARAM, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Ends the preview: the same page asked with `?preview=end`, which clears the cookie and answers the site's normal
 * pins (a replace, so Back does not return to the preview).
 */
export function endPreview(): void {
  window.location.replace(withPreviewParam(window.location.href, 'end'));
}

export interface PreviewBarProps {
  preview: PreviewInfo;
  onEnd?: () => void;
}

export function PreviewBar({ preview, onEnd = endPreview }: PreviewBarProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="mc-preview" role="region" aria-label={t('preview.region')} data-testid="preview-bar">
      <p className="mc-preview__text">
        {t('preview.bar', { remote: preview.remote, version: preview.version })}
      </p>
      <button type="button" className="mc-preview__end" onClick={onEnd}>
        {t('preview.end')}
      </button>
    </div>
  );
}

export interface PreviewNoticeProps {
  onClose: () => void;
}

export function PreviewNotice({ onClose }: PreviewNoticeProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="mc-preview-notice" role="status" data-testid="preview-notice">
      <p className="mc-preview-notice__text">{t('preview.notice')}</p>
      <Button
        variant="ghost"
        className="mc-preview-notice__close"
        aria-label={t('preview.close')}
        onClick={onClose}
      >
        <CloseIcon />
      </Button>
    </div>
  );
}

export interface PreviewStatusProps {
  /** The pins this page runs (federation/remotes currentPins). */
  pins: PinFile | null;
}

/** The bar while this browser runs a preview, the notice when its link was refused, else nothing. */
export function PreviewStatus({ pins }: PreviewStatusProps) {
  const [noticeClosed, setNoticeClosed] = useState(false);
  useEffect(() => {
    // The link did its work (the cookie): the address no longer carries it, so a reload or a shared address does
    // not apply it again, and "End preview" is not undone by a reload.
    if (new URL(window.location.href).searchParams.has(PREVIEW_PARAM)) {
      window.history.replaceState(window.history.state, '', withPreviewParam(window.location.href, null));
    }
  }, []);
  if (pins?.preview) return <PreviewBar preview={pins.preview} />;
  if (pins?.notice && !noticeClosed) return <PreviewNotice onClose={() => setNoticeClosed(true)} />;
  return null;
}
