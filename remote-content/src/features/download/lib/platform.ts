// Where the page runs, as pure functions of the user agent (and the few browser flags that the user agent does
// not tell), for the app download (spec lobby §2 App download, §9 minimum iOS 12.4).
//
// The merchant's native app (a web view) appends shared's APP_USER_AGENT_MARKER to its user agent; inside it the
// download entries are hidden (shared's isNativeApp).
import { isNativeApp } from 'shared';

/** The app's minimum iOS version (spec §9). */
export const MIN_IOS_VERSION: readonly [number, number] = [12, 4];
/** Up to this iOS version the page shows legacy tips (spec §2). */
export const LEGACY_TIPS_UP_TO: readonly [number, number] = [12, 1];

export interface PlatformFlags {
  /** navigator.maxTouchPoints: iPadOS 13+ sends a desktop Mac user agent but has touch. */
  maxTouchPoints?: number;
}

export type IosVersion = [major: number, minor: number];

/** iPhone, iPod, iPad, or an iPad in desktop mode (a Mac user agent with touch). */
export function isIOS(ua: string, flags: PlatformFlags = {}): boolean {
  if (/\b(iPhone|iPod|iPad)\b/.test(ua)) return true;
  return /\bMacintosh\b/.test(ua) && (flags.maxTouchPoints ?? 0) > 1;
}

/** [major, minor] of iOS ('CPU iPhone OS 12_1_4 like Mac OS X' → [12, 1]); null elsewhere or when unknown. */
export function iosVersion(ua: string, flags: PlatformFlags = {}): IosVersion | null {
  if (!isIOS(ua, flags)) return null;
  const os = /\bOS (\d+)[_.](\d+)(?:[_.]\d+)? like Mac OS X/.exec(ua);
  if (os) return [Number(os[1]), Number(os[2] ?? 0)];
  // An iPad in desktop mode only tells its Safari version, which follows the iOS version since iOS 13.
  const version = /\bVersion\/(\d+)(?:\.(\d+))?/.exec(ua);
  return version ? [Number(version[1]), Number(version[2] ?? 0)] : null;
}

export function isAndroid(ua: string): boolean {
  return /\bAndroid\b/i.test(ua);
}

/** Other browsers and in-app web views on iOS (all WebKit underneath, but not Safari). */
const NOT_SAFARI =
  /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA|YaBrowser|DuckDuckGo|Brave|UCBrowser|MQQBrowser|Snapchat|Instagram|FBAN|FBAV|FB_IAB|FBIOS|Line|MicroMessenger|Twitter|TikTok|musical_ly|BytedanceWebview|Pinterest|LinkedInApp)\b/i;

/** Real Safari (iOS or macOS): not Chrome, Firefox, Edge, Opera or an app's web view; not the native app. */
export function isSafari(ua: string): boolean {
  if (!/\bSafari\/\d/.test(ua) || !/\bVersion\/\d/.test(ua)) return false;
  if (/\b(Chrome|Chromium|Edg|OPR|Android)\b/.test(ua)) return false;
  if (NOT_SAFARI.test(ua)) return false;
  return !isNativeApp(ua);
}

type MatchMedia = (query: string) => { matches: boolean };

/** An installed PWA or an iOS home-screen icon: display-mode standalone, or Safari's navigator.standalone. */
export function isStandalone(
  matchMedia: MatchMedia | undefined,
  navigator: { standalone?: boolean } | undefined,
): boolean {
  if (navigator?.standalone === true) return true;
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

function atMost(version: IosVersion, limit: readonly [number, number]): boolean {
  return version[0] < limit[0] || (version[0] === limit[0] && version[1] <= limit[1]);
}

/** iOS up to 12.1 (the app needs 12.4): the page shows legacy tips instead of the app. */
export function needsLegacyTips(ua: string, flags: PlatformFlags = {}): boolean {
  const version = iosVersion(ua, flags);
  return version !== null && atMost(version, LEGACY_TIPS_UP_TO);
}

export interface Platform {
  ios: boolean;
  iosVersion: IosVersion | null;
  android: boolean;
  safari: boolean;
  nativeApp: boolean;
  standalone: boolean;
  legacyTips: boolean;
}

/** Everything the download entry needs, for one environment. */
export function detectPlatform(
  ua: string,
  flags: PlatformFlags,
  matchMedia: MatchMedia | undefined,
  navigator: { standalone?: boolean } | undefined,
): Platform {
  return {
    ios: isIOS(ua, flags),
    iosVersion: iosVersion(ua, flags),
    android: isAndroid(ua),
    safari: isSafari(ua),
    nativeApp: isNativeApp(ua),
    standalone: isStandalone(matchMedia, navigator),
    legacyTips: needsLegacyTips(ua, flags),
  };
}

/** The current page's platform. */
export function currentPlatform(): Platform {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  const matchMedia =
    typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia.bind(globalThis) : undefined;
  return detectPlatform(nav?.userAgent ?? '', { maxTouchPoints: nav?.maxTouchPoints ?? 0 }, matchMedia, nav);
}
