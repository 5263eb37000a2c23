import { installedMode, isNativeApp, runsInBrowser } from './running-context';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('runsInBrowser', () => {
  it('is true in a browser tab', () => {
    expect(runsInBrowser({ userAgent: SAFARI, iosStandalone: false, displayStandalone: false })).toBe(true);
  });

  it('is false in the native app, an installed PWA or an iOS home-screen icon', () => {
    const base = { userAgent: SAFARI, iosStandalone: false, displayStandalone: false };
    expect(runsInBrowser({ ...base, userAgent: `${SAFARI} VSBDT-App/1.0` })).toBe(false);
    expect(runsInBrowser({ ...base, displayStandalone: true })).toBe(false);
    expect(runsInBrowser({ ...base, iosStandalone: true })).toBe(false);
  });
});

describe('isNativeApp', () => {
  it('finds the app marker in any letter case', () => {
    expect(isNativeApp(`${SAFARI} VSBDT-App/1.0`)).toBe(true);
    expect(isNativeApp(`${SAFARI} vsbdt-app/1.0`)).toBe(true);
    expect(isNativeApp(SAFARI)).toBe(false);
  });
});

describe('installedMode', () => {
  const tab = { userAgent: SAFARI, iosStandalone: false, displayStandalone: false };

  it('is null in a browser tab', () => {
    expect(installedMode(tab)).toBeNull();
  });

  it('is PWA for an app installed on Android or a desktop (standalone display mode)', () => {
    expect(installedMode({ ...tab, displayStandalone: true })).toBe('PWA');
  });

  it('is WEBCLIP for an iOS home-screen icon, which also reports standalone display mode', () => {
    expect(installedMode({ ...tab, iosStandalone: true })).toBe('WEBCLIP');
    expect(installedMode({ ...tab, iosStandalone: true, displayStandalone: true })).toBe('WEBCLIP');
  });

  it('reads the real page when no context is given (a jsdom tab)', () => {
    expect(installedMode()).toBeNull();
  });
});
