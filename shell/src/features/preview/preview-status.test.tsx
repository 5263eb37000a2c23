import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type PinFile } from 'shared';
import { renderWithProviders } from 'shared/testing';
import bn from '../../locales/bn.json';
import en from '../../locales/en.json';
import { PreviewBar, PreviewStatus, withPreviewParam } from './preview-status';

const release = (version: string) => ({
  version,
  manifest: `http://localhost:8081/remote-lobby/${version}/mf-manifest.json`,
});
const PINS = {
  environment: 'local',
  remotes: {
    account: release('0.1.0'),
    lobby: { ...release('0.4.0'), previous: release('0.3.0') },
    content: release('0.1.0'),
    agent: release('0.1.0'),
  },
} as PinFile;
const PREVIEW = { remote: 'lobby', version: '0.4.0', expiresAt: '2030-01-01T10:00:00.000Z' } as const;

async function inLanguage(language: 'en' | 'bn') {
  await act(() => i18n.changeLanguage(language));
}

describe('the preview bar and notice', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'shell', en, true, true);
    i18n.addResourceBundle('bn', 'shell', bn, true, true);
  });
  afterEach(async () => {
    await inLanguage('en');
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['en', 'Preview: lobby 0.4.0', 'End preview'],
    ['bn', 'প্রিভিউ: lobby 0.4.0', 'প্রিভিউ শেষ করুন'],
  ] as const)('in %s says which release runs, and ends the preview', async (language, text, end) => {
    const onEnd = jest.fn();
    renderWithProviders(<PreviewBar preview={PREVIEW} onEnd={onEnd} />);
    await inLanguage(language);
    expect(screen.getByTestId('preview-bar')).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: end }));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows the bar in its first render from the pins of a preview, and nothing without one', () => {
    const { unmount } = renderWithProviders(<PreviewStatus pins={{ ...PINS, preview: PREVIEW }} />);
    expect(screen.getByTestId('preview-bar')).toHaveTextContent('Preview: lobby 0.4.0');
    unmount();
    renderWithProviders(<PreviewStatus pins={PINS} />);
    expect(screen.queryByTestId('preview-bar')).toBeNull();
    expect(screen.queryByTestId('preview-notice')).toBeNull();
  });

  it.each([
    [
      'en',
      "This preview link is not valid or has expired. You are seeing the site's normal release.",
      'Close',
    ],
    ['bn', 'এই প্রিভিউ লিঙ্কটি বৈধ নয় বা এর মেয়াদ শেষ হয়ে গেছে। আপনি সাইটের সাধারণ রিলিজ দেখছেন।', 'বন্ধ করুন'],
  ] as const)('in %s tells of a refused link until closed', async (language, text, close) => {
    renderWithProviders(<PreviewStatus pins={{ ...PINS, notice: 'preview-expired' }} />);
    await inLanguage(language);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: close }));
    expect(screen.queryByTestId('preview-notice')).toBeNull();
  });

  it('takes the link out of the address, keeping everything else, so a reload does not apply it again', () => {
    window.history.replaceState({ key: 'k1' }, '', '/m/home?lang=en&preview=abc.def#top');
    renderWithProviders(<PreviewStatus pins={{ ...PINS, preview: PREVIEW }} />);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/m/home?lang=en#top',
    );
    expect(window.history.state).toEqual({ key: 'k1' });
  });

  it('ends a preview on the same page, asked with preview=end', () => {
    expect(withPreviewParam('http://site.test/m/lobby/slots?lang=bn', 'end')).toBe(
      '/m/lobby/slots?lang=bn&preview=end',
    );
  });
});
