// Preview links at the site server: a page asked with `?preview=<token>` whose token the registry signed (for this
// environment, a release on the allowed origins, not expired) sets a cookie, and every page and /env/remotes.json
// that browser then asks for carries that remote's pin replaced by the previewed release, the environment's release
// as its fallback, and `preview` saying so. A tampered or expired link or cookie gets the normal pins with a
// `notice`, and the cookie is cleared; `?preview=end` clears it. The registry's public key is fetched at start and
// kept in memory and in a file, so links keep working while the registry is away.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PinFile, PreviewNotice, RemotePin } from 'shared/pin-file';
import { type PreviewPayload, publicKeyOf, verifyPreview } from './preview-token.ts';

export const PREVIEW_COOKIE = 'mc_preview';
/** The query parameter of a preview link, and its value that ends a preview. */
export const PREVIEW_PARAM = 'preview';
export const END_PREVIEW = 'end';

export interface PreviewKeyFeed {
  /** The registry's public key, once fetched (or read from the key file); null before. */
  key: () => KeyObject | null;
  close: () => void;
}

export interface PreviewKeyOptions {
  registryUrl: string;
  /** Where the key is kept for a restart while the registry is away. */
  cacheFile?: string;
  /** Time between attempts while there is no key from the registry (default 5 s). */
  retryMs?: number;
  /** Time between two reads once it answered (default 5 min): a registry given a new key is followed. */
  refreshMs?: number;
  fetch?: typeof fetch;
}

/** Follows the registry's public key (GET /previews/key), starting from the key file when there is one. */
export function followPreviewKey(options: PreviewKeyOptions): PreviewKeyFeed {
  const url = `${options.registryUrl.replace(/\/+$/, '')}/previews/key`;
  const fetchKey = options.fetch ?? fetch;
  let key: KeyObject | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  if (options.cacheFile) {
    try {
      key = publicKeyOf(
        (JSON.parse(readFileSync(options.cacheFile, 'utf8')) as { publicKey: string }).publicKey,
      );
    } catch {
      // None yet, or unreadable: the registry's answer replaces it.
    }
  }
  const save = (publicKey: string) => {
    if (!options.cacheFile) return;
    try {
      mkdirSync(path.dirname(options.cacheFile), { recursive: true });
      const temp = `${options.cacheFile}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify({ url, publicKey, savedAt: new Date().toISOString() }));
      renameSync(temp, options.cacheFile);
    } catch {
      // The key in memory still serves; the next read tries again.
    }
  };
  const read = async () => {
    let fetched = false;
    try {
      const answer = await fetchKey(url, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) {
        const { publicKey } = (await answer.json()) as { publicKey?: unknown };
        const parsed = typeof publicKey === 'string' ? publicKeyOf(publicKey) : null;
        if (parsed && typeof publicKey === 'string') {
          if (!key?.equals(parsed)) save(publicKey);
          key = parsed;
          fetched = true;
        }
      } else {
        await answer.body?.cancel();
      }
    } catch {
      // Unreachable: the key had stays in use.
    }
    if (closed) return;
    timer = setTimeout(
      () => void read(),
      fetched ? (options.refreshMs ?? 300_000) : (options.retryMs ?? 5_000),
    );
    timer.unref();
  };
  void read();
  return {
    key: () => key,
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}

export interface SitePreviewOptions {
  /** The registry's public key now (followPreviewKey). */
  key: () => KeyObject | null;
  environment: string;
  /** The origins remotes may be loaded from here (the allow-list; the CSP's script sources). */
  origins: readonly string[];
  now?: () => number;
}

export interface SitePreviews {
  /**
   * The pin document for this request: the environment's (`text`), or this browser's preview of it. `page`: a page
   * request, the only kind a `?preview=` link is taken from. Sets or clears the preview cookie on `reply`.
   */
  pinsFor(request: FastifyRequest, reply: FastifyReply, text: string, page: boolean): string;
}

/** The value of one cookie of a request. */
function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function cookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${PREVIEW_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The pins with `payload`'s release in place of its remote's pin, the environment's release as its fallback. */
export function previewPins(pins: PinFile, payload: PreviewPayload): PinFile {
  const { previous, canary: _canary, ...stable } = pins.remotes[payload.remote];
  const release: RemotePin = {
    version: payload.version,
    manifest: payload.manifest,
    ...(payload.integrity ? { integrity: payload.integrity } : {}),
    ...(payload.entryIntegrity ? { entryIntegrity: payload.entryIntegrity } : {}),
    // Pinned meanwhile: the environment's own fallback stays the fallback.
    previous: stable.version === payload.version ? (previous ?? null) : stable,
  };
  return {
    environment: pins.environment,
    remotes: { ...pins.remotes, [payload.remote]: release },
    preview: {
      remote: payload.remote,
      version: payload.version,
      expiresAt: new Date(payload.exp * 1000).toISOString(),
    },
  };
}

export function createSitePreviews(options: SitePreviewOptions): SitePreviews {
  const now = options.now ?? (() => Date.now());
  const withNotice = (text: string, notice: PreviewNotice) =>
    `${JSON.stringify({ ...(JSON.parse(text) as PinFile), notice }, null, 2)}\n`;
  return {
    pinsFor(request, reply, text, page) {
      // What a page and the pins answer depends on this browser's cookie: no shared cache may mix browsers.
      reply.header('vary', 'cookie');
      const asked = page
        ? new URL(request.raw.url ?? '/', 'http://site').searchParams.get(PREVIEW_PARAM)
        : null;
      if (asked === END_PREVIEW) {
        reply.header('set-cookie', cookie(request, '', 0));
        return text;
      }
      const token = asked || cookieOf(request, PREVIEW_COOKIE);
      if (!token) return text;
      const key = options.key();
      const verdict = verifyPreview(token, key, {
        environment: options.environment,
        origins: options.origins,
        now: now(),
      });
      if (!verdict.ok) {
        // Without the registry's key yet nothing can be checked: the cookie stays for when it can.
        if (key) reply.header('set-cookie', cookie(request, '', 0));
        return withNotice(text, verdict.reason === 'expired' ? 'preview-expired' : 'preview-invalid');
      }
      if (asked) {
        const left = Math.max(1, verdict.payload.exp - Math.floor(now() / 1000));
        reply.header('set-cookie', cookie(request, token, left));
      }
      return `${JSON.stringify(previewPins(JSON.parse(text) as PinFile, verdict.payload), null, 2)}\n`;
    },
  };
}
