// Preview links at the site server: what a token must be to run (the registry's signature, this environment, an
// allowed origin, not expired), and what one browser then gets: a cookie, the previewed release in its pins and
// pages, the environment's release as the fallback; a notice and the normal pins for a tampered or expired link.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { INLINE_PIN_FILE_ID } from 'shared/page-parts';
import type { PinFile } from 'shared/pin-file';
import type { PinHealth, PinSource } from './pin-feed.ts';
import { type PreviewPayload, signPreview, verifyPreview } from './preview-token.ts';
import { createSitePreviews, followPreviewKey, PREVIEW_COOKIE } from './previews.ts';
import type { PreviewAnswer } from './registry/contract.ts';
import { startTestRegistry } from './registry/testing.ts';
import { createSiteServer } from './site-server.ts';

const STORE = 'http://localhost:8081';
const NOW = Date.parse('2030-03-04T05:00:00.000Z');
const EXP = NOW / 1000 + 3600;
const keys = generateKeyPairSync('ed25519');
const release = (remote: string, version: string) => ({
  version,
  manifest: `${STORE}/remote-${remote}/${version}/mf-manifest.json`,
  integrity: `sha384-${remote}${version.replace(/\W/g, '')}`,
});
const PAYLOAD: PreviewPayload = {
  env: 'local',
  remote: 'lobby',
  ...release('lobby', '0.4.0'),
  entryIntegrity: 'sha384-entry040',
  exp: EXP,
};
const site = { environment: 'local', origins: [STORE], now: NOW };
const token = (payload: Partial<PreviewPayload> = {}, key: KeyObject = keys.privateKey) =>
  signPreview({ ...PAYLOAD, ...payload }, key);

/** The token with its payload changed and the signature kept. */
function tamperedPayload(valid: string): string {
  const [body, signature] = valid.split('.');
  const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as PreviewPayload;
  return `${Buffer.from(JSON.stringify({ ...payload, version: '6.6.6' })).toString('base64url')}.${signature}`;
}

describe('verifying a preview token', () => {
  it('runs a token the registry signed for this environment, on an allowed origin, before it expires', () => {
    expect(verifyPreview(token(), keys.publicKey, site)).toEqual({ ok: true, payload: PAYLOAD });
  });

  it('refuses a token whose payload or signature was changed, or that another key signed', () => {
    const valid = token();
    expect(verifyPreview(tamperedPayload(valid), keys.publicKey, site)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [body, signature] = valid.split('.');
    const flipped = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(verifyPreview(`${body}.${flipped}`, keys.publicKey, site).ok).toBe(false);
    const other = generateKeyPairSync('ed25519').privateKey;
    expect(verifyPreview(token({}, other), keys.publicKey, site)).toEqual({ ok: false, reason: 'invalid' });
    for (const garbage of [
      '',
      'x',
      'a.b.c',
      `${body}.`,
      `${body}.${signature}.x`,
      'https://evil.example/x',
    ]) {
      expect(verifyPreview(garbage, keys.publicKey, site)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('says expired once its time has passed, and only for a token that is genuine', () => {
    expect(verifyPreview(token(), keys.publicKey, { ...site, now: EXP * 1000 })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyPreview(token(), keys.publicKey, { ...site, now: EXP * 1000 - 1 }).ok).toBe(true);
    const forgedAndOld = tamperedPayload(token({ exp: NOW / 1000 - 10 }));
    expect(verifyPreview(forgedAndOld, keys.publicKey, site)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token of another environment, or of a release on an origin the site does not allow', () => {
    expect(verifyPreview(token({ env: 'staging' }), keys.publicKey, site).ok).toBe(false);
    const elsewhere = { manifest: 'https://evil.example/remote-lobby/0.4.0/mf-manifest.json' };
    expect(verifyPreview(token(elsewhere), keys.publicKey, site)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses every token while the site has no key', () => {
    expect(verifyPreview(token(), null, site)).toEqual({ ok: false, reason: 'invalid' });
  });
});

const PINS: PinFile = {
  environment: 'local',
  remotes: {
    account: { ...release('account', '0.1.0'), previous: null },
    lobby: {
      ...release('lobby', '0.3.0'),
      previous: release('lobby', '0.2.0'),
      canary: { ...release('lobby', '0.3.5'), percent: 100, rollout: 'lobby-0.3.5-ab' },
    },
    content: { ...release('content', '0.1.0'), previous: null },
    agent: { ...release('agent', '0.1.0'), previous: null },
  },
};
const PINS_TEXT = `${JSON.stringify(PINS, null, 2)}\n`;

const pinSource = (text: string): PinSource => ({
  text: () => text,
  health: () => ({ source: 'registry', registry: 'ok' }) as PinHealth,
});

function shellDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'previews-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

function inlinePins(html: string): PinFile {
  const match = new RegExp(`<script type="application/json" id="${INLINE_PIN_FILE_ID}">(.*?)</script>`).exec(
    html,
  );
  return JSON.parse(match![1]!) as PinFile;
}

describe('a preview at the site server', () => {
  let app: FastifyInstance;
  let clock = NOW;
  let key: KeyObject | null = keys.publicKey;

  beforeAll(async () => {
    app = await createSiteServer({
      shellDir: shellDir(),
      pins: pinSource(PINS_TEXT),
      environment: 'local',
      apiOrigin: 'http://127.0.0.1:9',
      remoteOrigins: [STORE],
      previews: createSitePreviews({
        key: () => key,
        environment: 'local',
        origins: [STORE],
        now: () => clock,
      }),
    });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    clock = NOW;
    key = keys.publicKey;
  });

  const page = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie: `${PREVIEW_COOKIE}=${cookie}` } : {} });
  const pins = async (cookie?: string) => (await page('/env/remotes.json', cookie)).json<PinFile>();

  it('sets a cookie for the time left and runs the release in this browser’s page and pins, before the rollout', async () => {
    const link = token();
    const opened = await page(`/m/home?preview=${link}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['set-cookie']).toBe(
      `${PREVIEW_COOKIE}=${link}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(opened.headers.vary).toMatch(/cookie/i);
    const previewed = {
      ...PINS,
      remotes: {
        ...PINS.remotes,
        lobby: {
          ...release('lobby', '0.4.0'),
          entryIntegrity: 'sha384-entry040',
          previous: release('lobby', '0.3.0'),
        },
      },
      preview: { remote: 'lobby', version: '0.4.0', expiresAt: '2030-03-04T06:00:00.000Z' },
    };
    expect(inlinePins(opened.body)).toEqual(previewed);
    // The page's first frame starts below the bar the shell will show.
    expect(opened.body).toContain('aria-hidden="true"><p></p>');

    clock = NOW + 600_000;
    expect(await pins(link)).toEqual(previewed);
    const again = await page('/m/about', link);
    expect(inlinePins(again.body)).toEqual(previewed);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('serves another browser, and the pins asked without the cookie, the environment’s pins as they are', async () => {
    const plain = await page('/env/remotes.json');
    expect(plain.body).toBe(PINS_TEXT);
    expect(plain.headers['set-cookie']).toBeUndefined();
    expect(inlinePins((await page('/m/home')).body)).toEqual(PINS);
    // A link is taken from a page only.
    expect((await page(`/env/remotes.json?preview=${token()}`)).body).toBe(PINS_TEXT);
  });

  it('stops at its expiry: the normal pins with a notice, and the cookie cleared', async () => {
    const link = token();
    clock = EXP * 1000;
    const answer = await page('/env/remotes.json', link);
    expect(answer.json()).toEqual({ ...PINS, notice: 'preview-expired' });
    expect(answer.headers['set-cookie']).toBe(
      `${PREVIEW_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
    );
    const opened = await page(`/m/home?preview=${link}`);
    expect(inlinePins(opened.body)).toEqual({ ...PINS, notice: 'preview-expired' });
    expect(opened.body).not.toContain('<p></p>');
  });

  it('answers a tampered link or cookie with the normal pins and a notice, and clears the cookie', async () => {
    const forged = tamperedPayload(token());
    const opened = await page(`/m/lobby/slots?preview=${forged}`, token());
    expect(inlinePins(opened.body)).toEqual({ ...PINS, notice: 'preview-invalid' });
    expect(opened.headers['set-cookie']).toMatch(/^mc_preview=; Max-Age=0;/);
    expect(await pins(forged)).toEqual({ ...PINS, notice: 'preview-invalid' });
    expect(await pins(token({ env: 'production' }))).toEqual({ ...PINS, notice: 'preview-invalid' });
  });

  it('ends a preview with ?preview=end: the cookie cleared, the normal pins, no notice', async () => {
    const ended = await page('/m/home?preview=end', token());
    expect(ended.headers['set-cookie']).toMatch(/^mc_preview=; Max-Age=0;/);
    expect(inlinePins(ended.body)).toEqual(PINS);
  });

  it('keeps the cookie while it has no key to check it with', async () => {
    key = null;
    const answer = await page('/env/remotes.json', token());
    expect(answer.json()).toEqual({ ...PINS, notice: 'preview-invalid' });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('the registry’s key at the site server', () => {
  it('follows the key of the registry that signs links, and keeps it in a file for a restart while it is away', async () => {
    const registry = await startTestRegistry();
    const cacheFile = path.join(registry.root, 'site-preview-key.json');
    try {
      expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
      const answer = await registry.call('POST', '/environments/local/previews', {
        remote: 'lobby',
        version: '1.1.0',
        ttlSeconds: 600,
      });
      const { token: link } = (await answer.json()) as PreviewAnswer;
      const feed = followPreviewKey({ registryUrl: registry.url, cacheFile });
      const check = (key: KeyObject | null) =>
        verifyPreview(link, key, { environment: 'local', origins: [registry.cdn.origin], now: Date.now() });
      try {
        for (let tries = 0; !feed.key() && tries < 100; tries += 1)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(check(feed.key()).ok).toBe(true);
      } finally {
        feed.close();
      }
      // A site server starting while the registry is away has the key from its file at once.
      const away = followPreviewKey({ registryUrl: 'http://127.0.0.1:9', cacheFile });
      try {
        expect(check(away.key()).ok).toBe(true);
      } finally {
        away.close();
      }
    } finally {
      await registry.close();
    }
  });
});
