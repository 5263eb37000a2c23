// Preview links from the registry over real HTTP: the rights and checks of a pin, a token the public key verifies,
// an audit row naming who made it, the pins untouched, and a life from a minute to 7 days.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PinFile } from 'shared/pin-file';
import { publicKeyOf, verifyPreview } from '../preview-token.ts';
import { REMOTE_DIRS } from '../releases.ts';
import type { AuditRow, EnvironmentAnswer, PreviewAnswer, PreviewKeyAnswer } from './contract.ts';
import { startTestRegistry, type TestRegistry } from './testing.ts';

const NOW = Date.parse('2030-03-04T05:06:07.000Z');
let registry: TestRegistry;

beforeEach(async () => {
  registry = await startTestRegistry({ now: () => NOW });
});
afterEach(() => registry.close());

async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

const preview = (body: Record<string, unknown>, environment = 'local', token?: string | null) =>
  registry.call('POST', `/environments/${environment}/previews`, body, token);

const historyOf = async (environment = 'local') =>
  (await json<{ rows: AuditRow[] }>(registry.call('GET', `/environments/${environment}/history`))).rows;

const pinsText = async (environment = 'local') =>
  (await fetch(`${registry.url}/environments/${environment}/pins`)).text();

async function expectError(response: Promise<Response>, status: number, code: string, message?: RegExp) {
  const answer = await response;
  const body = (await answer.json()) as { error: { code: string; message: string } };
  expect({ status: answer.status, code: body.error.code }).toEqual({ status, code });
  if (message) expect(body.error.message).toMatch(message);
}

async function released(version: string) {
  expect((await registry.release('lobby', version)).status).toBe(201);
}

async function publicKey() {
  const answer = await fetch(`${registry.url}/previews/key`);
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as PreviewKeyAnswer;
  expect(body.algorithm).toBe('Ed25519');
  return publicKeyOf(body.publicKey);
}

describe('preview links', () => {
  it('signs a token for a release that passes the pin checks; the public key verifies it; the pins stay', async () => {
    await released('1.1.0');
    const pinsBefore = await pinsText();
    const answer = await preview({ remote: 'lobby', version: '1.1.0', ttlSeconds: 3600 });
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as PreviewAnswer;
    expect(body).toMatchObject({
      remote: 'lobby',
      version: '1.1.0',
      expiresAt: new Date(Math.floor(NOW / 1000) * 1000 + 3_600_000).toISOString(),
    });
    const verdict = verifyPreview(body.token, await publicKey(), {
      environment: 'local',
      origins: [registry.cdn.origin],
      now: NOW,
    });
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.payload).toMatchObject({
      env: 'local',
      remote: 'lobby',
      version: '1.1.0',
      manifest: `${registry.cdn.origin}/${REMOTE_DIRS.lobby}/1.1.0/mf-manifest.json`,
    });
    expect(verdict.payload.integrity).toMatch(/^sha384-/);
    expect(verdict.payload.entryIntegrity).toMatch(/^sha384-/);
    // Nothing a player runs changed: the same document, the same revision.
    expect(await pinsText()).toBe(pinsBefore);
  });

  it('records who made the link, from the pinned version to the previewed one, until when', async () => {
    await released('1.1.0');
    const lobbyTeam = await registry.createToken('lobby-ci', 'team:lobby');
    const { revision } = await json<EnvironmentAnswer>(registry.call('GET', '/environments/staging'));
    const { expiresAt } = await json<PreviewAnswer>(
      preview({ remote: 'lobby', version: '1.1.0', ttlSeconds: 7200 }, 'staging', lobbyTeam),
    );
    const row = (await historyOf('staging')).at(-1)!;
    expect(row).toMatchObject({
      who: 'lobby-ci',
      action: 'preview',
      environment: 'staging',
      remote: 'lobby',
      from: '1.0.0-staging',
      to: '1.1.0',
      reason: `preview link until ${expiresAt}`,
      revision,
    });
    // The row put no version in place: the environment's view still names the pin's own row.
    const environment = await json<EnvironmentAnswer>(registry.call('GET', '/environments/staging'));
    expect(environment.revision).toBe(revision);
    expect(environment.pinned.lobby?.action).toBe('import');
  });

  it('answers the same public key every time, without a token', async () => {
    const first = await publicKey();
    const second = await publicKey();
    expect(first).not.toBeNull();
    expect(first!.equals(second!)).toBe(true);
  });

  it('has the rights of a pin: a team its own remote outside protected environments, ops anything', async () => {
    await released('1.1.0');
    const content = await registry.createToken('content-ci', 'team:content');
    const lobby = await registry.createToken('lobby-ci', 'team:lobby');
    const ops = await registry.createToken('ops-1', 'ops');
    const before = await historyOf('production');
    const request = { remote: 'lobby', version: '1.1.0', ttlSeconds: 600 };
    await expectError(preview(request, 'local', null), 401, 'registry.unauthenticated');
    await expectError(
      preview(request, 'local', content),
      403,
      'registry.forbidden',
      /team:content may change content only, not lobby/,
    );
    await expectError(
      preview(request, 'production', lobby),
      403,
      'registry.forbidden',
      /production is protected/,
    );
    expect(await historyOf('production')).toEqual(before);
    expect((await preview(request, 'production', ops)).status).toBe(201);
    expect((await preview(request, 'local', lobby)).status).toBe(201);
  });

  it('refuses a release that fails a pin check, one already running, and an unknown remote', async () => {
    const before = await historyOf();
    await expectError(
      preview({ remote: 'lobby', version: '9.9.9', ttlSeconds: 600 }),
      422,
      'registry.refused',
      /lobby@9\.9\.9 is not in the registry/,
    );
    await released('1.1.0');
    // Tampered after its release: the store's remoteEntry.js no longer matches its hash.
    writeFileSync(path.join(registry.store, REMOTE_DIRS.lobby, '1.1.0', 'remoteEntry.js'), '/* changed */');
    await expectError(
      preview({ remote: 'lobby', version: '1.1.0', ttlSeconds: 600 }),
      422,
      'registry.refused',
    );
    await expectError(
      preview({ remote: 'lobby', version: '1.0.0-local', ttlSeconds: 600 }),
      409,
      'registry.conflict',
      /runs 1\.0\.0-local in local already/,
    );
    await expectError(
      preview({ remote: 'games', version: '1.1.0', ttlSeconds: 600 }),
      404,
      'registry.not_found',
    );
    expect(await historyOf()).toEqual(before);
  });

  it('lives from a minute to 7 days, in whole seconds', async () => {
    await released('1.1.0');
    for (const ttlSeconds of [59, 604_801, 90.5, '3600', undefined]) {
      await expectError(
        preview({ remote: 'lobby', version: '1.1.0', ttlSeconds }),
        400,
        'registry.invalid',
        /ttlSeconds must be a whole number from 60 .* to 604800/,
      );
    }
    for (const ttlSeconds of [60, 604_800]) {
      const body = await json<PreviewAnswer>(preview({ remote: 'lobby', version: '1.1.0', ttlSeconds }));
      expect(Date.parse(body.expiresAt)).toBe(Math.floor(NOW / 1000) * 1000 + ttlSeconds * 1000);
    }
  });

  it('leaves a rollback as it was: the release before the previous one stays the fallback', async () => {
    for (const version of ['1.1.0', '1.2.0']) {
      await released(version);
      expect(
        (await registry.call('POST', '/environments/local/pin', { remote: 'lobby', version, reason: 'x' }))
          .status,
      ).toBe(200);
    }
    // A link to the previous release, made while 1.2.0 runs: its row goes from 1.2.0 to 1.1.0.
    expect((await preview({ remote: 'lobby', version: '1.1.0', ttlSeconds: 600 })).status).toBe(201);
    const rolled = await registry.call('POST', '/environments/local/rollback', {
      remote: 'lobby',
      reason: 'x',
    });
    expect(rolled.status).toBe(200);
    const pins = JSON.parse(await pinsText()) as PinFile;
    expect([pins.remotes.lobby.version, pins.remotes.lobby.previous?.version]).toEqual([
      '1.1.0',
      '1.0.0-local',
    ]);
  });
});
