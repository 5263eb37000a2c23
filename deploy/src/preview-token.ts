// The preview link's token: which release of which remote one browser may run in one environment, until when,
// signed by the release registry (Ed25519) and verified by every site server with the registry's public key. The
// token names the release exactly as a pin does (manifest and integrity), so a site server never runs a URL a link
// chose: only what the registry checked and signed.
import { createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from 'shared/pin-file';

/** What a preview token says. `exp` in seconds since the epoch. */
export interface PreviewPayload {
  env: string;
  remote: RemoteName;
  version: string;
  manifest: string;
  integrity?: string;
  entryIntegrity?: string;
  exp: number;
}

/** The shortest and longest life of a preview link, in seconds. */
export const PREVIEW_TTL = { min: 60, max: 7 * 24 * 3600 } as const;

/** base64url(payload JSON) "." base64url(signature of the first part's bytes). */
export function signPreview(payload: PreviewPayload, privateKey: KeyObject): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(null, Buffer.from(body), privateKey).toString('base64url')}`;
}

export type PreviewVerdict =
  { ok: true; payload: PreviewPayload } | { ok: false; reason: 'invalid' | 'expired' };

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A token is a few hundred bytes; anything much longer is not one. */
const MAX_TOKEN_LENGTH = 2048;

/**
 * Whether `token` is a preview of this site's environment that it may run now: signed by the registry's key, for
 * `environment`, of a known remote whose manifest is on `origins` (the site's allowed remote origins, its CSP's
 * script sources), and not expired at `now` (ms). Expired only once the signature holds: a forged token is invalid.
 */
export function verifyPreview(
  token: string,
  publicKey: KeyObject | null,
  site: { environment: string; origins: readonly string[]; now: number },
): PreviewVerdict {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (!publicKey || token.length > MAX_TOKEN_LENGTH) return invalid;
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length || !BASE64URL.test(body) || !BASE64URL.test(signature))
    return invalid;
  let signed: boolean;
  try {
    signed = verify(null, Buffer.from(body), publicKey, Buffer.from(signature, 'base64url'));
  } catch {
    return invalid;
  }
  if (!signed) return invalid;
  let payload: PreviewPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PreviewPayload;
  } catch {
    return invalid;
  }
  if (
    !payload ||
    payload.env !== site.environment ||
    !REMOTE_NAMES.includes(payload.remote) ||
    typeof payload.version !== 'string' ||
    !Number.isFinite(payload.exp) ||
    !site.origins.includes(originOf(payload.manifest))
  ) {
    return invalid;
  }
  if (payload.exp * 1000 <= site.now) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}

function originOf(url: unknown): string {
  try {
    return typeof url === 'string' ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/** A public key from its SPKI PEM; null when the text is not one (an Ed25519 key, that is). */
export function publicKeyOf(pem: string): KeyObject | null {
  try {
    const key = createPublicKey(pem);
    return key.asymmetricKeyType === 'ed25519' ? key : null;
  } catch {
    return null;
  }
}
