// The app download (spec lobby §2 App download): an Android app; an iOS app, which is the direct iOS link when
// configured, else the configuration profile, which only Safari can install (elsewhere an alert says 'Please use
// Safari for download App.'); an add-to-home-screen guide; legacy tips up to iOS 12.1 (the app needs 12.4).
// Inside the native app or an installed PWA the downloads are replaced by a short note.
import { type ReactNode, useId, useState } from 'react';
import { Button, copyWithToast, Dialog, Skeleton } from 'shared';
import { linkOf, useDownloadLinks } from '../../../lib/download-links';
import '../download.css';
import { useInstallPromptAvailable, usePlatform } from '../hooks/use-platform';
import { promptInstall } from '../lib/install-prompt';
import { MIN_IOS_VERSION, type Platform } from '../lib/platform';
import { safeDownloadUrl } from '../lib/safe-url';
import { useDownloadTranslation } from '../texts';
import { waitingOrRetry } from '../../../components/retry-line';

export interface DownloadPanelProps {
  /** Called after a download starts (the popup closes then). */
  onDone?: () => void;
}

export function DownloadPanel({ onDone }: DownloadPanelProps) {
  const { t } = useDownloadTranslation();
  const platform = usePlatform();
  if (platform.nativeApp || platform.standalone) {
    return (
      <div className="cnt-download">
        <p className="cnt-download__in-app">{t('download.inApp')}</p>
      </div>
    );
  }
  return <DownloadOptions platform={platform} onDone={onDone} />;
}

function DownloadOptions({ platform, onDone }: { platform: Platform; onDone: (() => void) | undefined }) {
  const { t } = useDownloadTranslation();
  const downloadLinks = useDownloadLinks();
  const links = downloadLinks.data;
  const [safariAlert, setSafariAlert] = useState(false);
  const android = safeDownloadUrl(linkOf(links, 'Android'));
  const ios = safeDownloadUrl(linkOf(links, 'IOS'));
  const profile = safeDownloadUrl(linkOf(links, 'MOBILECONFIG'));
  const done = () => onDone?.();

  const androidEntry = android ? (
    <li key="android">
      <a className="cnt-download__app" href={android} onClick={done}>
        <AppIcon kind="android" />
        <span>{t('download.android')}</span>
      </a>
    </li>
  ) : null;

  let iosEntry: ReactNode = null;
  if (ios) {
    iosEntry = (
      <li key="ios">
        <a className="cnt-download__app" href={ios} onClick={done}>
          <AppIcon kind="ios" />
          <span>{t('download.ios')}</span>
        </a>
      </li>
    );
  } else if (profile && platform.safari) {
    iosEntry = (
      <li key="ios">
        <a className="cnt-download__app" href={profile} onClick={done}>
          <AppIcon kind="ios" />
          <span>{t('download.iosProfile')}</span>
        </a>
        <p className="cnt-download__hint">{t('download.profileHint')}</p>
      </li>
    );
  } else if (profile) {
    iosEntry = (
      <li key="ios">
        <button
          type="button"
          className="cnt-download__app"
          aria-haspopup="dialog"
          onClick={() => setSafariAlert(true)}
        >
          <AppIcon kind="ios" />
          <span>{t('download.iosProfile')}</span>
        </button>
      </li>
    );
  }

  const entries = platform.ios ? [iosEntry, androidEntry] : [androidEntry, iosEntry];
  const none = !androidEntry && !iosEntry;

  return (
    <div className="cnt-download">
      {platform.legacyTips && platform.iosVersion && (
        <div className="cnt-download__legacy" role="note">
          <p>
            {t('download.legacy.body', {
              version: platform.iosVersion.join('.'),
              minimum: MIN_IOS_VERSION.join('.'),
            })}
          </p>
          <p>{t('download.legacy.hint')}</p>
        </div>
      )}
      {waitingOrRetry(downloadLinks, <Skeleton rows={2} />) ??
        (none ? (
          <p className="cnt-download__none">{t('download.none')}</p>
        ) : (
          <ul className="cnt-download__apps">{entries}</ul>
        ))}
      <InstallGuide platform={platform} />
      <Dialog open={safariAlert} onClose={() => setSafariAlert(false)} title={t('download.safari.title')}>
        <div className="cnt-download__alert">
          <p role="alert">{t('download.safari.message')}</p>
          <div className="mc-actions">
            <Button variant="secondary" onClick={() => void copyWithToast(window.location.href)}>
              {t('download.safari.copy')}
            </Button>
            <Button onClick={() => setSafariAlert(false)}>{t('download.ok')}</Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

function InstallGuide({ platform }: { platform: Platform }) {
  const { t } = useDownloadTranslation();
  const titleId = useId();
  const offered = useInstallPromptAvailable();

  let body: ReactNode;
  if (platform.ios) {
    body = (
      <>
        {!platform.safari && <p className="cnt-download__hint">{t('download.guide.iosSafariOnly')}</p>}
        <ol className="cnt-download__steps">
          <li>{t('download.guide.iosShare')}</li>
          <li>{t('download.guide.iosAdd')}</li>
          <li>{t('download.guide.iosConfirm')}</li>
        </ol>
      </>
    );
  } else if (offered) {
    body = (
      <>
        <p className="cnt-download__hint">{t('download.guide.installText')}</p>
        <Button variant="secondary" onClick={() => void promptInstall()}>
          {t('download.guide.install')}
        </Button>
      </>
    );
  } else {
    body = (
      <ol className="cnt-download__steps">
        <li>{t('download.guide.androidMenu')}</li>
        <li>{t('download.guide.androidAdd')}</li>
        <li>{t('download.guide.androidConfirm')}</li>
      </ol>
    );
  }

  return (
    <section className="cnt-download__guide" aria-labelledby={titleId}>
      <h3 id={titleId} className="cnt-download__guide-title">
        {t('download.guide.title')}
      </h3>
      {body}
    </section>
  );
}

function AppIcon({ kind }: { kind: 'android' | 'ios' }) {
  return (
    <svg
      className="cnt-download__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {kind === 'android' ? (
        <path d="M6 18a1 1 0 0 0 1 1h1v3h2v-3h4v3h2v-3h1a1 1 0 0 0 1-1V8H6v10Zm-2.5-10A1.5 1.5 0 0 0 2 9.5v7a1.5 1.5 0 0 0 3 0v-7A1.5 1.5 0 0 0 3.5 8Zm17 0A1.5 1.5 0 0 0 19 9.5v7a1.5 1.5 0 0 0 3 0v-7A1.5 1.5 0 0 0 20.5 8Zm-4.97-5.84 1.3-1.3-.7-.7-1.48 1.47A5.9 5.9 0 0 0 12 1c-.96 0-1.86.23-2.66.63L7.85.15l-.7.7 1.31 1.31A5.97 5.97 0 0 0 6 7h12a5.97 5.97 0 0 0-2.47-4.84ZM10 5H9V4h1v1Zm5 0h-1V4h1v1Z" />
      ) : (
        <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.4-.8 1.5 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.8-1.1-2.8-4.1ZM13.9 5c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.1 1.2.1 2.3-.6 3-1.5Z" />
      )}
    </svg>
  );
}
