// Where a sign-in comes from, for the active-sessions list and "Last sign-in": a coarse place from a small
// built-in table of IP prefixes, and a short device name from the `x-device` header or the user agent.
// There is no geolocation database: loopback, private, link-local and carrier-grade NAT addresses are
// 'Local network', the documentation ranges (RFC 5737, used by tests) are 'Test network', anything else is
// unknown (null) and the client shows the IP instead. Both are kept as recorded, in English; they are answered in
// the caller's language (placeIn, deviceIn): a name of our own words translated, a browser's or a system's name as
// it is.
import { HEADERS } from 'shared/contract';
import type { FastifyRequest } from 'fastify';
import type { ContentLanguage } from './language.ts';

export const LOCAL_NETWORK = 'Local network';
export const TEST_NETWORK = 'Test network';

/** IPv4 prefixes (dotted, compared as string prefixes of the address) and the place they name. */
const IPV4_PLACES: readonly (readonly [prefix: string, place: string])[] = [
  ['127.', LOCAL_NETWORK],
  ['10.', LOCAL_NETWORK],
  ['192.168.', LOCAL_NETWORK],
  ['169.254.', LOCAL_NETWORK],
  ...Array.from({ length: 16 }, (_, i) => [`172.${16 + i}.`, LOCAL_NETWORK] as const),
  ...Array.from({ length: 64 }, (_, i) => [`100.${64 + i}.`, LOCAL_NETWORK] as const),
  ['192.0.2.', TEST_NETWORK],
  ['198.51.100.', TEST_NETWORK],
  ['203.0.113.', TEST_NETWORK],
];

/** The place of an IP address (IPv4, IPv6, or IPv4-mapped IPv6), or null when the table does not know it. */
export function placeOfIp(ip: string): string | null {
  const address = ip.trim().toLowerCase();
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) {
    return IPV4_PLACES.find(([prefix]) => v4.startsWith(prefix))?.[1] ?? null;
  }
  if (address === '::1' || /^f[cd][0-9a-f]{2}:/.test(address) || /^fe[89ab][0-9a-f]:/.test(address)) {
    return LOCAL_NETWORK;
  }
  if (address.startsWith('2001:db8:')) return TEST_NETWORK;
  return null;
}

/** The built-in places in each language (the recorded name is the English one). */
const PLACE_NAMES: Readonly<Record<string, Readonly<Record<ContentLanguage, string>>>> = {
  [LOCAL_NETWORK]: { en: LOCAL_NETWORK, bn: 'স্থানীয় নেটওয়ার্ক' },
  [TEST_NETWORK]: { en: TEST_NETWORK, bn: 'পরীক্ষার নেটওয়ার্ক' },
};

/** A recorded place as the caller reads it: a built-in place in the caller's language, any other as recorded. */
export function placeIn(place: string | null, language: ContentLanguage): string | null {
  return place === null ? null : (PLACE_NAMES[place]?.[language] ?? place);
}

/** How each language says a browser on a system; the English form is the one recorded. */
const BROWSER_ON_SYSTEM_IN: Readonly<Record<ContentLanguage, (browser: string, system: string) => string>> = {
  en: (browser, system) => `${browser} on ${system}`,
  bn: (browser, system) => `${system}-এ ${browser}`,
};

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome on Android' from a user agent; '' when neither part is recognised. */
export function describeUserAgent(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return BROWSER_ON_SYSTEM_IN.en(browser, system);
  return browser ?? system ?? '';
}

/** A browser on a system, as describeUserAgent records it: 'Chrome on Android', maybe with the site's tag after it. */
const BROWSER_ON_SYSTEM = new RegExp(
  `^(${BROWSERS.map(([, name]) => name).join('|')}) on (${SYSTEMS.map(([, name]) => name).join('|')})(?=$| \\()`,
);

/** A recorded device as the caller reads it: the browser on its system said in the caller's language. */
export function deviceIn(device: string, language: ContentLanguage): string {
  return device.replace(BROWSER_ON_SYSTEM, (_, browser: string, system: string) =>
    BROWSER_ON_SYSTEM_IN[language](browser, system),
  );
}

export interface ClientOrigin {
  ip: string;
  place: string | null;
  device: string;
}

/**
 * The origin of a request: the device is the user agent's short form, with the `x-device` value in brackets
 * when the site sends one (e.g. 'Chrome on Android (OTHERS)' from an installed app).
 */
export function originOf(request: FastifyRequest): ClientOrigin {
  const userAgent = request.headers['user-agent'];
  const deviceHeader = request.headers[HEADERS.device];
  const described = describeUserAgent(typeof userAgent === 'string' ? userAgent : '');
  const tag = typeof deviceHeader === 'string' ? deviceHeader.trim().slice(0, 32) : '';
  const device = tag === '' ? described : described === '' ? tag : `${described} (${tag})`;
  return { ip: request.ip, place: placeOfIp(request.ip), device: device.slice(0, 80) };
}
