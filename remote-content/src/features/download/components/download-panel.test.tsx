import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, CONTENT_PATHS, type DownloadLink } from 'shared';
import { renderWithProviders } from '../../../testing/render';
import { DownloadPage } from './download-page';
import { DownloadPanel } from './download-panel';
import { DownloadPopup } from './download-popup';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneOld:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.99 Mobile Safari/537.36',
  androidApp:
    'Mozilla/5.0 (Linux; Android 13; SM-A536E; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 VSBDT-App/2.3.0',
};

const ANDROID = 'https://dl.example.com/app.apk';
const PROFILE = 'https://dl.example.com/app.mobileconfig';
const IOS = 'itms-services://?action=download-manifest&url=https://dl.example.com/manifest.plist';

function setUserAgent(ua: string) {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
}

function setStandalone(standalone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: standalone && query === '(display-mode: standalone)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

function serveLinks(links: DownloadLink[]) {
  return jest.spyOn(api, 'get').mockImplementation((path: string) => {
    if (path === CONTENT_PATHS.downloadLinks) return Promise.resolve(links);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
}

const PROFILE_ONLY: DownloadLink[] = [
  { resourceType: 'Android', url: ANDROID },
  { resourceType: 'MOBILECONFIG', url: PROFILE },
];

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as Partial<Window>).matchMedia;
});

describe('DownloadPanel', () => {
  it('offers the Android app and, on iOS Safari, the profile link', async () => {
    setUserAgent(UA.iphoneSafari);
    serveLinks(PROFILE_ONLY);
    renderWithProviders(<DownloadPanel />);
    expect(await screen.findByRole('link', { name: 'iOS app (profile)' })).toHaveAttribute('href', PROFILE);
    expect(screen.getByRole('link', { name: 'Android app' })).toHaveAttribute('href', ANDROID);
    // iOS first on an iPhone.
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names[0]).toContain('iOS app');
  });

  it('shows the Safari alert instead of the profile on iOS Chrome', async () => {
    setUserAgent(UA.iphoneChrome);
    serveLinks(PROFILE_ONLY);
    const user = userEvent.setup();
    renderWithProviders(<DownloadPanel />);
    const ios = await screen.findByRole('button', { name: 'iOS app (profile)' });
    expect(screen.queryByRole('link', { name: 'iOS app (profile)' })).not.toBeInTheDocument();
    await user.click(ios);
    const alert = screen.getByRole('dialog', { name: 'Open in Safari' });
    expect(within(alert).getByRole('alert')).toHaveTextContent('Please use Safari for download App.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the direct iOS link when configured, in any browser', async () => {
    setUserAgent(UA.iphoneChrome);
    serveLinks([...PROFILE_ONLY, { resourceType: 'IOS', url: IOS }]);
    renderWithProviders(<DownloadPanel />);
    expect(await screen.findByRole('link', { name: 'iOS app' })).toHaveAttribute('href', IOS);
    expect(screen.queryByRole('button', { name: /iOS/ })).not.toBeInTheDocument();
  });

  it('hides the downloads in standalone mode (an installed PWA)', () => {
    setUserAgent(UA.android);
    setStandalone(true);
    const get = serveLinks(PROFILE_ONLY);
    renderWithProviders(<DownloadPanel />);
    expect(screen.getByText('You are using the app already.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('hides the downloads inside the native app', () => {
    setUserAgent(UA.androidApp);
    serveLinks(PROFILE_ONLY);
    renderWithProviders(<DownloadPanel />);
    expect(screen.getByText('You are using the app already.')).toBeInTheDocument();
  });

  it('shows legacy tips up to iOS 12.1', async () => {
    setUserAgent(UA.iphoneOld);
    serveLinks(PROFILE_ONLY);
    renderWithProviders(<DownloadPanel />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Your iOS 12.1 is older than the app needs (iOS 12.4 or later).',
    );
  });

  it('guides iOS players through Add to Home Screen and Android players through the browser menu', async () => {
    setUserAgent(UA.iphoneSafari);
    serveLinks(PROFILE_ONLY);
    const first = renderWithProviders(<DownloadPanel />);
    const guide = await screen.findByRole('region', { name: 'Add to home screen' });
    expect(guide).toHaveTextContent('Add to Home Screen');
    first.unmount();
    jest.restoreAllMocks();
    setUserAgent(UA.android);
    serveLinks(PROFILE_ONLY);
    renderWithProviders(<DownloadPanel />);
    expect(await screen.findByRole('region', { name: 'Add to home screen' })).toHaveTextContent(
      'browser’s menu',
    );
  });

  it('says so when nothing is configured, and never follows a script link', async () => {
    setUserAgent(UA.android);
    serveLinks([{ resourceType: 'Android', url: 'javascript:alert(1)' }]);
    renderWithProviders(<DownloadPanel />);
    expect(await screen.findByText('The app download is not available right now.')).toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });
});

describe('DownloadPage and DownloadPopup', () => {
  it('shows the panel under a title with back', async () => {
    setUserAgent(UA.android);
    serveLinks(PROFILE_ONLY);
    renderWithProviders(<DownloadPage />, { path: '/m/download' });
    expect(screen.getByRole('heading', { level: 1, name: 'Download the app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Android app' })).toBeInTheDocument();
  });

  it('closes the popup once a download starts', async () => {
    setUserAgent(UA.android);
    serveLinks(PROFILE_ONLY);
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<DownloadPopup open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Download the app' });
    const link = await within(dialog).findByRole('link', { name: 'Android app' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
  });
});
