import {
  detectPlatform,
  iosVersion,
  isAndroid,
  isIOS,
  isSafari,
  isStandalone,
  needsLegacyTips,
} from './platform';
import { isNativeApp } from 'shared';

// Real user agents (as the browsers send them).
const UA = {
  iphoneSafari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  iphoneSafari12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphoneSafari12_1_4:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphoneSafari12_4:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iphoneSafari11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_0 like Mac OS X) AppleWebKit/604.1.38 (KHTML, like Gecko) Version/11.0 Mobile/15A372 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  iphoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/123.2420.56 Mobile/15E148 Safari/605.1.15',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/453.0.0.39.108;FBBV/563387245;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.3.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  iphoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 321.0.2.25.108 (iPhone14,2; iOS 17_3; en_US; en; scale=3.00; 1170x2532; 563378912)',
  iphoneGoogleApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/311.0.621926062 Mobile/15E148 Safari/604.1',
  iphoneWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.99 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidStock:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Safari/534.30',
  androidApp:
    'Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 VSBDT-App/2.3.0',
  iphoneApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1 vsbdt-app/2.3.0',
  iphoneLegacyMarker:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 VSBDT-App/1.0',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 Edg/123.0.2420.65',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:124.0) Gecko/20100101 Firefox/124.0',
};

describe('isIOS', () => {
  it('is true for iPhone, iPad and their other browsers and web views', () => {
    for (const ua of [
      UA.iphoneSafari17,
      UA.iphoneChrome,
      UA.iphoneFacebook,
      UA.iphoneWebView,
      UA.ipadSafari,
    ]) {
      expect(isIOS(ua)).toBe(true);
    }
  });

  it('is true for an iPad in desktop mode only when it has touch', () => {
    expect(isIOS(UA.ipadDesktopMode, { maxTouchPoints: 5 })).toBe(true);
    expect(isIOS(UA.macSafari, { maxTouchPoints: 0 })).toBe(false);
    expect(isIOS(UA.macSafari)).toBe(false);
  });

  it('is false for Android and desktops', () => {
    for (const ua of [
      UA.androidChrome,
      UA.androidSamsung,
      UA.macChrome,
      UA.windowsEdge,
      UA.windowsFirefox,
      '',
    ]) {
      expect(isIOS(ua)).toBe(false);
    }
  });
});

describe('iosVersion', () => {
  it('reads major and minor from the OS token', () => {
    expect(iosVersion(UA.iphoneSafari17)).toEqual([17, 4]);
    expect(iosVersion(UA.iphoneSafari12_1_4)).toEqual([12, 1]);
    expect(iosVersion(UA.iphoneSafari12_4)).toEqual([12, 4]);
    expect(iosVersion(UA.ipadSafari)).toEqual([16, 6]);
    expect(iosVersion(UA.iphoneChrome)).toEqual([17, 4]);
  });

  it('reads an iPad in desktop mode from its Safari version', () => {
    expect(iosVersion(UA.ipadDesktopMode, { maxTouchPoints: 5 })).toEqual([17, 4]);
  });

  it('is null outside iOS', () => {
    expect(iosVersion(UA.androidChrome)).toBeNull();
    expect(iosVersion(UA.macSafari)).toBeNull();
    expect(iosVersion('')).toBeNull();
  });
});

describe('isSafari', () => {
  it('is true for real Safari on iPhone, iPad and Mac', () => {
    for (const ua of [
      UA.iphoneSafari17,
      UA.iphoneSafari12_1,
      UA.ipadSafari,
      UA.macSafari,
      UA.ipadDesktopMode,
    ]) {
      expect(isSafari(ua)).toBe(true);
    }
  });

  it('is false for Chrome, Firefox, Edge and the Google app on iOS', () => {
    for (const ua of [UA.iphoneChrome, UA.iphoneFirefox, UA.iphoneEdge, UA.iphoneGoogleApp]) {
      expect(isSafari(ua)).toBe(false);
    }
  });

  it('is false for in-app browsers and web views', () => {
    for (const ua of [UA.iphoneFacebook, UA.iphoneInstagram, UA.iphoneWebView, UA.iphoneApp]) {
      expect(isSafari(ua)).toBe(false);
    }
  });

  it('is false for Android browsers (even the old stock one with a Safari token) and desktop Chrome', () => {
    for (const ua of [UA.androidChrome, UA.androidSamsung, UA.androidStock, UA.macChrome, UA.windowsEdge]) {
      expect(isSafari(ua)).toBe(false);
    }
  });
});

describe('isAndroid', () => {
  it('tells Android from the rest', () => {
    expect(isAndroid(UA.androidChrome)).toBe(true);
    expect(isAndroid(UA.androidSamsung)).toBe(true);
    expect(isAndroid(UA.androidApp)).toBe(true);
    expect(isAndroid(UA.iphoneSafari17)).toBe(false);
    expect(isAndroid(UA.windowsFirefox)).toBe(false);
  });
});

describe('isNativeApp', () => {
  it('looks for the app marker, whatever its case', () => {
    expect(isNativeApp(UA.androidApp)).toBe(true);
    expect(isNativeApp(UA.iphoneApp)).toBe(true);
    expect(isNativeApp(UA.iphoneLegacyMarker)).toBe(true);
  });

  it('is false in browsers', () => {
    for (const ua of [UA.iphoneSafari17, UA.androidChrome, UA.iphoneFacebook, UA.macSafari, '']) {
      expect(isNativeApp(ua)).toBe(false);
    }
  });
});

describe('isStandalone', () => {
  const media = (standalone: boolean) => (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
  });

  it('is true for an installed PWA (display-mode standalone)', () => {
    expect(isStandalone(media(true), {})).toBe(true);
  });

  it("is true for an iOS home-screen icon (Safari's navigator.standalone)", () => {
    expect(isStandalone(media(false), { standalone: true })).toBe(true);
    expect(isStandalone(undefined, { standalone: true })).toBe(true);
  });

  it('is false in a browser tab, and where matchMedia is missing', () => {
    expect(isStandalone(media(false), { standalone: false })).toBe(false);
    expect(isStandalone(undefined, undefined)).toBe(false);
  });
});

describe('needsLegacyTips', () => {
  it('is true up to iOS 12.1', () => {
    expect(needsLegacyTips(UA.iphoneSafari11)).toBe(true);
    expect(needsLegacyTips(UA.iphoneSafari12_1)).toBe(true);
    expect(needsLegacyTips(UA.iphoneSafari12_1_4)).toBe(true);
  });

  it('is false from iOS 12.2 on and outside iOS', () => {
    expect(needsLegacyTips(UA.iphoneSafari12_1.replace('12_1', '12_2'))).toBe(false);
    expect(needsLegacyTips(UA.iphoneSafari12_4)).toBe(false);
    expect(needsLegacyTips(UA.iphoneSafari17)).toBe(false);
    expect(needsLegacyTips(UA.androidStock)).toBe(false);
    expect(needsLegacyTips(UA.macSafari)).toBe(false);
  });
});

describe('detectPlatform', () => {
  it('puts it all together', () => {
    expect(detectPlatform(UA.iphoneSafari12_1, { maxTouchPoints: 5 }, undefined, {})).toEqual({
      ios: true,
      iosVersion: [12, 1],
      android: false,
      safari: true,
      nativeApp: false,
      standalone: false,
      legacyTips: true,
    });
  });
});
