// The release registry over real HTTP on a real database: who may do what, every refusal writes nothing, uploads
// are checked on arrival, pin changes never lose an update, a promotion applies whole or not at all.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PinFile } from 'shared/pin-file';
import { openDatabase } from '../../../platform-api/src/db/database.ts';
import { createRegistry } from './server.ts';
import type { AuditRow, ChangeAnswer, ReleaseRecord, TokenCreated, TokensAnswer } from './contract.ts';
import { startTestRegistry, type TestRegistry } from './testing.ts';

let registry: TestRegistry;

beforeEach(async () => {
  registry = await startTestRegistry();
});
afterEach(() => registry.close());

async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

const pins = async (environment = 'local') =>
  json<PinFile>(fetch(`${registry.url}/environments/${environment}/pins`));
const historyOf = async (environment = 'local') =>
  (await json<{ rows: AuditRow[] }>(registry.call('GET', `/environments/${environment}/history`))).rows;

/** What a refusal must leave as it was: every environment's pins and history. */
async function snapshot() {
  return Promise.all(
    ['local', 'staging', 'production'].map(async (environment) => [
      await pins(environment),
      await historyOf(environment),
    ]),
  );
}

async function expectError(response: Promise<Response>, status: number, code: string, message?: RegExp) {
  const answer = await response;
  const body = (await answer.json()) as { error: { code: string; message: string } };
  expect({ status: answer.status, code: body.error.code }).toEqual({ status, code });
  if (message) expect(body.error.message).toMatch(message);
}

describe('reading pins', () => {
  it('answers an environment’s pins without a token, with its revision as the ETag, and 304 when unchanged', async () => {
    const first = await fetch(`${registry.url}/environments/local/pins`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(((await first.json()) as PinFile).remotes.lobby.version).toBe('1.0.0-local');
    const again = await fetch(`${registry.url}/environments/local/pins`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);

    expect((await registry.call('POST', '/environments/local/pin', await lobbyRelease('1.1.0'))).status).toBe(
      200,
    );
    const changed = await fetch(`${registry.url}/environments/local/pins`, {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 for an unknown environment', async () => {
    await expectError(fetch(`${registry.url}/environments/moon/pins`), 404, 'registry.not_found', /moon/);
  });
});

/** Uploads lobby@version as the admin and answers the pin request body for it. */
async function lobbyRelease(version: string, reason = 'try it') {
  expect((await registry.release('lobby', version)).status).toBe(201);
  return { remote: 'lobby', version, reason };
}

describe('identity', () => {
  it('refuses a write without a token, with an unknown one and with a revoked one, before reading its body', async () => {
    const before = await snapshot();
    await expectError(
      registry.call('POST', '/environments/local/pin', { remote: 'lobby' }, null),
      401,
      'registry.unauthenticated',
    );
    await expectError(
      registry.call('POST', '/environments/local/pin', {}, 'rgt_forged'),
      401,
      'registry.unauthenticated',
    );
    // A body too large and not even JSON: the token is checked first.
    const unread = await fetch(`${registry.url}/environments/local/pin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{'.repeat(2 * 1024 * 1024),
    });
    expect(unread.status).toBe(401);

    const ops = await registry.createToken('ana', 'ops');
    expect((await registry.call('DELETE', '/tokens/ana')).status).toBe(200);
    await expectError(
      registry.call(
        'POST',
        '/environments/local/pin',
        { remote: 'lobby', version: '1.0.0-staging', reason: 'x' },
        ops,
      ),
      401,
      'registry.unauthenticated',
      /revoked/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('lets a team release and pin its own remote where the environment is not protected, and names the rule otherwise', async () => {
    const lobbyTeam = await registry.createToken('lobby-team', 'team:lobby');
    expect((await registry.release('lobby', '1.1.0', lobbyTeam)).status).toBe(201);
    const pinned = await json<ChangeAnswer>(
      registry.call(
        'POST',
        '/environments/local/pin',
        { remote: 'lobby', version: '1.1.0', reason: 'new strip' },
        lobbyTeam,
      ),
    );
    expect(pinned).toMatchObject({ from: '1.0.0-local', to: '1.1.0', dryRun: false });

    const before = await snapshot();
    await expectError(
      registry.call(
        'POST',
        '/environments/production/pin',
        { remote: 'lobby', version: '1.1.0', reason: 'x' },
        lobbyTeam,
      ),
      403,
      'registry.forbidden',
      /production is protected: a change there needs the ops role/,
    );
    await expectError(
      registry.call(
        'POST',
        '/environments/local/pin',
        { remote: 'account', version: '1.0.0-staging', reason: 'x' },
        lobbyTeam,
      ),
      403,
      'registry.forbidden',
      /team:lobby may change lobby only, not account/,
    );
    await expectError(
      registry.release('account', '1.1.0', lobbyTeam),
      403,
      'registry.forbidden',
      /not account/,
    );
    expect(await snapshot()).toEqual(before);
    await expectError(registry.call('GET', '/releases/account/1.1.0'), 404, 'registry.not_found');

    // An ops token may change production; the history says who made each change, from the token, not a flag.
    const ops = await registry.createToken('ana', 'ops');
    expect(
      (
        await registry.call(
          'POST',
          '/environments/production/pin',
          { remote: 'lobby', version: '1.1.0', reason: 'weekly' },
          ops,
        )
      ).status,
    ).toBe(200);
    expect((await historyOf('local')).at(-1)).toMatchObject({
      who: 'lobby-team',
      action: 'pin',
      to: '1.1.0',
    });
    expect((await historyOf('production')).at(-1)).toMatchObject({
      who: 'ana',
      action: 'pin',
      from: '1.0.0-production',
    });
  });

  it('keeps tokens to the admin: listed without their secrets, created once by name, revocable', async () => {
    const ops = await registry.createToken('ana', 'ops');
    await expectError(
      registry.call('GET', '/tokens', undefined, ops),
      403,
      'registry.forbidden',
      /admin role/,
    );
    await expectError(
      registry.call('POST', '/tokens', { name: 'x', role: 'ops' }, ops),
      403,
      'registry.forbidden',
    );

    const created = await registry.call('POST', '/tokens', { name: 'rafi', role: 'team:content' });
    expect(created.status).toBe(201);
    const { secret } = (await created.json()) as TokenCreated;
    expect(await json(registry.call('GET', '/whoami', undefined, secret))).toEqual({
      name: 'rafi',
      role: 'team:content',
    });
    await expectError(
      registry.call('POST', '/tokens', { name: 'rafi', role: 'ops' }),
      409,
      'registry.exists',
    );
    await expectError(
      registry.call('POST', '/tokens', { name: 'x', role: 'team:casino' }),
      400,
      'registry.invalid',
      /role/,
    );
    await expectError(
      registry.call('POST', '/tokens', { name: 'a b', role: 'ops' }),
      400,
      'registry.invalid',
    );

    const listed = await registry.call('GET', '/tokens');
    const text = await listed.text();
    expect(text).not.toContain(secret);
    expect(text).not.toContain(ops);
    expect((JSON.parse(text) as TokensAnswer).tokens.map((token) => [token.name, token.role])).toEqual(
      expect.arrayContaining([
        ['admin', 'admin'],
        ['ana', 'ops'],
        ['rafi', 'team:content'],
      ]),
    );
    await expectError(registry.call('DELETE', '/tokens/nobody'), 404, 'registry.not_found');
  });
});

describe('uploads', () => {
  it('stores a release whose every file matches its hash, with who released it', async () => {
    const record = await json<ReleaseRecord>(registry.release('lobby', '1.1.0'));
    expect(record).toMatchObject({ remote: 'lobby', version: '1.1.0', releasedBy: 'admin' });
    expect(Object.keys(record.files).sort()).toEqual(['js/chunk.js', 'mf-manifest.json', 'remoteEntry.js']);
    expect(existsSync(path.join(registry.store, 'remote-lobby/1.1.0/js/chunk.js'))).toBe(true);
    const listed = await json<{ releases: ReleaseRecord[] }>(registry.call('GET', '/releases/lobby'));
    expect(listed.releases.map((each) => each.version)).toContain('1.1.0');
  });

  it('refuses a file that does not match its hash, naming it, and stores nothing', async () => {
    const upload = registry.uploadOf(registry.fakeBuild('lobby'));
    upload.files['js/chunk.js']!.content = Buffer.from('console.log("swapped")').toString('base64');
    await expectError(
      registry.call('PUT', '/releases/lobby/1.1.0', upload),
      422,
      'registry.integrity',
      /js\/chunk\.js does not match its hash/,
    );
    expect(existsSync(path.join(registry.store, 'remote-lobby/1.1.0'))).toBe(false);
    await expectError(registry.call('GET', '/releases/lobby/1.1.0'), 404, 'registry.not_found');
  });

  it('never overwrites a version, refuses development versions, paths that leave the release and unknown remotes', async () => {
    expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
    await expectError(registry.release('lobby', '1.1.0'), 409, 'registry.exists', /never overwritten/);
    await expectError(registry.release('lobby', '1.2.0-dev'), 422, 'registry.refused', /development builds/);
    await expectError(
      registry.call('PUT', '/releases/casino/1.2.0', registry.uploadOf(registry.fakeBuild('lobby'))),
      404,
      'registry.not_found',
      /unknown remote/,
    );
    const escaping = registry.uploadOf(registry.fakeBuild('lobby'));
    escaping.files['../../escape.js'] = escaping.files['remoteEntry.js']!;
    await expectError(
      registry.call('PUT', '/releases/lobby/1.3.0', escaping),
      400,
      'registry.invalid',
      /escape\.js/,
    );
    expect(existsSync(path.join(registry.store, 'remote-lobby/1.3.0'))).toBe(false);
  });
});

describe('pin changes', () => {
  it('refuses a stale revision with 409 and writes nothing', async () => {
    const request = await lobbyRelease('1.1.0');
    const [environment] = (
      await json<{ environments: { name: string; revision: number }[] }>(
        registry.call('GET', '/environments'),
      )
    ).environments.filter((each) => each.name === 'local');
    const before = await snapshot();
    await expectError(
      registry.call('POST', '/environments/local/pin', { ...request, revision: environment!.revision - 1 }),
      409,
      'registry.stale_revision',
      /nothing was written/,
    );
    expect(await snapshot()).toEqual(before);
    expect(
      (
        await registry.call('POST', '/environments/local/pin', {
          ...request,
          revision: environment!.revision,
        })
      ).status,
    ).toBe(200);
  });

  it('runs every pin check: a release not in the registry, a tampered file and an empty reason are refused', async () => {
    await lobbyRelease('1.1.0');
    const before = await snapshot();
    await expectError(
      registry.call('POST', '/environments/local/pin', { remote: 'lobby', version: '9.9.9', reason: 'x' }),
      422,
      'registry.refused',
      /lobby@9\.9\.9 is not in the registry/,
    );
    await expectError(
      registry.call('POST', '/environments/local/pin', { remote: 'lobby', version: '1.1.0', reason: ' ' }),
      400,
      'registry.invalid',
      /reason is required/,
    );
    writeFileSync(path.join(registry.store, 'remote-lobby/1.1.0/js/chunk.js'), 'alert(1)');
    await expectError(
      registry.call('POST', '/environments/local/pin', { remote: 'lobby', version: '1.1.0', reason: 'x' }),
      422,
      'registry.refused',
      /was altered: js\/chunk\.js/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers a dry run with what would change and writes nothing', async () => {
    const request = await lobbyRelease('1.1.0');
    const before = await snapshot();
    expect(
      await json(registry.call('POST', '/environments/local/pin', { ...request, dryRun: true })),
    ).toMatchObject({
      from: '1.0.0-local',
      to: '1.1.0',
      dryRun: true,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('lands two pins of different remotes sent at once, each with its audit row', async () => {
    expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
    expect((await registry.release('content', '1.1.0')).status).toBe(201);
    const answers = await Promise.all(
      (['lobby', 'content'] as const).map((remote) =>
        registry.call('POST', '/environments/local/pin', { remote, version: '1.1.0', reason: 'together' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const after = await pins();
    expect([after.remotes.lobby.version, after.remotes.content.version]).toEqual(['1.1.0', '1.1.0']);
    expect(after.remotes.lobby.previous?.version).toBe('1.0.0-local');
    const rows = (await historyOf()).filter((row) => row.reason === 'together');
    expect(rows.map((row) => row.remote).sort()).toEqual(['content', 'lobby']);
    expect(new Set(rows.map((row) => row.revision)).size).toBe(2);
  });

  it('never loses an update when two registry instances pin the same remote at once', async () => {
    // On a database server the second instance has its own pool, as a registry on another machine would.
    const db = registry.databaseUrl
      ? await openDatabase({ url: registry.databaseUrl, poolSize: 2 })
      : registry.db;
    const second = await createRegistry({ ...registry.options, db });
    try {
      expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
      expect((await registry.release('lobby', '1.2.0')).status).toBe(201);
      const send = (app: FastifyInstance, version: string) =>
        app.inject({
          method: 'POST',
          url: '/environments/local/pin',
          headers: { authorization: `Bearer ${registry.adminToken}` },
          payload: { remote: 'lobby', version, reason: 'at once' },
        });
      const answers = await Promise.all([send(registry.app, '1.1.0'), send(second, '1.2.0')]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      // Applied one after the other: the later one's fallback is the earlier one, and the history chains them.
      const rows = (await historyOf()).filter((row) => row.reason === 'at once');
      expect(rows).toHaveLength(2);
      expect(rows[1]!.from).toBe(rows[0]!.to);
      const after = await pins();
      expect([after.remotes.lobby.version, after.remotes.lobby.previous?.version]).toEqual([
        rows[1]!.to,
        rows[0]!.to,
      ]);
    } finally {
      await second.close();
      if (db !== registry.db) await db.close();
    }
  });

  it('rolls back to the previous release and keeps the one before it as the fallback', async () => {
    await registry.call('POST', '/environments/local/pin', await lobbyRelease('1.1.0'));
    await registry.call('POST', '/environments/local/pin', await lobbyRelease('1.2.0'));
    const rolled = await json<ChangeAnswer>(
      registry.call('POST', '/environments/local/rollback', { remote: 'lobby', reason: 'broken tabs' }),
    );
    expect(rolled).toMatchObject({ from: '1.2.0', to: '1.1.0' });
    const after = await pins();
    expect([after.remotes.lobby.version, after.remotes.lobby.previous?.version]).toEqual([
      '1.1.0',
      '1.0.0-local',
    ]);
    expect((await historyOf()).at(-1)).toMatchObject({
      action: 'rollback',
      who: 'admin',
      reason: 'broken tabs',
    });
  });
});

describe('promote', () => {
  it('pins in the target what the source runs, all remotes in one revision', async () => {
    const answer = await json<{ changes: { remote: string }[]; revision: number }>(
      registry.call('POST', '/promote', { from: 'staging', to: 'production', reason: 'weekly' }),
    );
    expect(answer.changes.map((change) => change.remote).sort()).toEqual([
      'account',
      'agent',
      'content',
      'lobby',
    ]);
    const after = await pins('production');
    expect(after.remotes.agent).toMatchObject({
      version: '1.0.0-staging',
      previous: { version: '1.0.0-production' },
    });
    const rows = (await historyOf('production')).filter((row) => row.action === 'promote');
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.revision))).toEqual(new Set([answer.revision]));
  });

  it('writes nothing when one of its releases fails a check', async () => {
    writeFileSync(path.join(registry.store, 'remote-content/1.0.0-staging/remoteEntry.js'), 'tampered');
    const before = await snapshot();
    await expectError(
      registry.call('POST', '/promote', { from: 'staging', to: 'production', reason: 'weekly' }),
      422,
      'registry.refused',
      /content@1\.0\.0-staging was altered/,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('import', () => {
  it('loads pin files and an audit log, keeping each row’s time and who', async () => {
    const staging = await pins('staging');
    const document = {
      ...staging,
      remotes: { ...staging.remotes, lobby: (await pins('local')).remotes.lobby },
    };
    const answer = await json(
      registry.call('POST', '/import', {
        environments: { staging: document },
        audit: [
          {
            at: '2026-01-02T03:04:05.000Z',
            who: 'rafi',
            action: 'pin',
            environment: 'staging',
            remote: 'lobby',
            from: '1.0.0-staging',
            to: '1.0.0-local',
            reason: 'from the old log',
          },
        ],
      }),
    );
    expect(answer).toEqual({ environments: ['staging'], auditRows: 1 });
    expect((await pins('staging')).remotes.lobby.version).toBe('1.0.0-local');
    const rows = await historyOf('staging');
    expect(rows[0]).toMatchObject({
      at: '2026-01-02T03:04:05.000Z',
      who: 'rafi',
      reason: 'from the old log',
    });
    expect(rows.at(-1)).toMatchObject({ action: 'import', who: 'admin', remote: 'lobby' });
  });

  it('refuses a malformed pin file with the reason and imports nothing', async () => {
    const before = await snapshot();
    await expectError(
      registry.call('POST', '/import', {
        environments: { staging: { environment: 'staging', remotes: {} } },
      }),
      400,
      'registry.invalid',
      /the pin file of staging/,
    );
    const team = await registry.createToken('lobby-team', 'team:lobby');
    await expectError(
      registry.call('POST', '/import', { environments: {} }, team),
      403,
      'registry.forbidden',
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('rollouts', () => {
  const canary = (body: Record<string, unknown>, token?: string) =>
    registry.call(
      'POST',
      '/environments/local/canary',
      { remote: 'lobby', reason: 'try on some', ...body },
      token,
    );

  it('starts a rollout in the pin document, widens it under the same name, and promotes the candidate to the pin', async () => {
    expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
    expect(await json(canary({ version: '1.1.0', percent: 10 }))).toMatchObject({
      from: '1.0.0-local',
      to: '1.1.0',
      percent: 10,
    });
    const started = (await pins()).remotes.lobby;
    expect(started.version).toBe('1.0.0-local');
    expect(started.canary).toMatchObject({ version: '1.1.0', percent: 10 });
    expect(started.canary!.integrity).toMatch(/^sha384-/);

    expect((await canary({ version: '1.1.0', percent: 50 })).status).toBe(200);
    const widened = (await pins()).remotes.lobby.canary!;
    expect([widened.percent, widened.rollout]).toEqual([50, started.canary!.rollout]);

    const promoted = await json(
      registry.call('POST', '/environments/local/canary/promote', { remote: 'lobby', reason: 'good' }),
    );
    expect(promoted).toMatchObject({ from: '1.0.0-local', to: '1.1.0', percent: 0 });
    const after = (await pins()).remotes.lobby;
    expect([after.version, after.previous?.version, after.canary]).toEqual([
      '1.1.0',
      '1.0.0-local',
      undefined,
    ]);
    expect((await historyOf()).slice(-3).map((row) => [row.action, row.percent])).toEqual([
      ['canary', 10],
      ['canary', 50],
      ['canary-promote', 0],
    ]);
  });

  it('aborts a rollout: every device back on the stable release, the pin unchanged', async () => {
    expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
    await canary({ version: '1.1.0', percent: 50 });
    const aborted = await json(
      registry.call('POST', '/environments/local/canary/abort', { remote: 'lobby', reason: 'errors' }),
    );
    expect(aborted).toMatchObject({ from: '1.1.0', to: '1.0.0-local', percent: 0 });
    const after = (await pins()).remotes.lobby;
    expect([after.version, after.canary]).toEqual(['1.0.0-local', undefined]);
    expect((await historyOf()).at(-1)).toMatchObject({
      action: 'canary-abort',
      who: 'admin',
      reason: 'errors',
    });
  });

  it('refuses a rollback while a rollout runs, and an aborted rollout leaves the pin as its own change put it', async () => {
    await registry.call('POST', '/environments/local/pin', await lobbyRelease('1.1.0'));
    expect((await registry.release('lobby', '1.2.0')).status).toBe(201);
    await canary({ version: '1.2.0', percent: 20 });
    const before = await snapshot();
    await expectError(
      registry.call('POST', '/environments/local/rollback', { remote: 'lobby', reason: 'x' }),
      409,
      'registry.conflict',
      /a rollout of lobby 1\.2\.0 runs in local \(20 %\): promote or abort it first/,
    );
    expect(await snapshot()).toEqual(before);
    // An aborted rollout leaves the pin as the pin's own change put it: its row, not the abort's.
    await registry.call('POST', '/environments/local/canary/abort', { remote: 'lobby', reason: 'stop' });
    const local = await json<{ pinned: Record<string, AuditRow> }>(
      registry.call('GET', '/environments/local'),
    );
    expect(local.pinned.lobby).toMatchObject({ action: 'pin', to: '1.1.0' });
  });

  it('refuses what would confuse a rollout, with the reason, and writes nothing', async () => {
    expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
    expect((await registry.release('lobby', '1.2.0')).status).toBe(201);
    await expectError(
      registry.call('POST', '/environments/local/canary/abort', { remote: 'lobby', reason: 'x' }),
      409,
      'registry.conflict',
      /no rollout/,
    );
    await canary({ version: '1.1.0', percent: 20 });
    const before = await snapshot();
    await expectError(
      canary({ version: '1.2.0', percent: 20 }),
      409,
      'registry.conflict',
      /promote or abort it before another/,
    );
    await expectError(canary({ version: '1.1.0', percent: 20 }), 409, 'registry.conflict', /at 20 % already/);
    await expectError(
      registry.call('POST', '/environments/local/pin', { remote: 'lobby', version: '1.2.0', reason: 'x' }),
      409,
      'registry.conflict',
      /a rollout of lobby 1\.1\.0 runs in local \(20 %\)/,
    );
    for (const percent of [0, 101, 2.5, '30']) {
      await expectError(canary({ version: '1.1.0', percent }), 400, 'registry.invalid', /percent/);
    }
    await expectError(
      canary({ version: '9.9.9', percent: 30 }),
      422,
      'registry.refused',
      /not in the registry/,
    );
    const team = await registry.createToken('content-team', 'team:content');
    await expectError(
      canary({ version: '1.1.0', percent: 30 }, team),
      403,
      'registry.forbidden',
      /not lobby/,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('release health', () => {
  // The start of this hour: the registry's audit takes the database's clock, health takes this one.
  const thisHour = () => Math.floor(Date.now() / 3_600_000) * 3_600_000;
  let clock = thisHour();
  beforeEach(async () => {
    await registry.close();
    clock = thisHour();
    registry = await startTestRegistry({ now: () => clock });
  });

  const beacon = (
    device: string,
    reports: Record<string, unknown>[],
    address = '198.51.100.7',
    environment = 'local',
  ) =>
    registry.app.inject({
      method: 'POST',
      url: '/beacons',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
      payload: JSON.stringify({ environment, device, reports }),
    });
  const report = (version: string, extra: Record<string, unknown> = {}) => ({
    remote: 'lobby',
    version,
    views: 1,
    failedLoads: 0,
    fallbacks: 0,
    renderErrors: 0,
    ...extra,
  });
  const points = async () =>
    (
      await json<{
        points: {
          version: string;
          views: number;
          devices: number;
          failureRate: number;
          lcpP75: number | null;
          hour: string;
        }[];
      }>(registry.call('GET', '/environments/local/health?remote=lobby'))
    ).points;

  it('adds beacons up per release and hour: views, failures, distinct devices and the p75 of each vital', async () => {
    const opened = clock;
    for (const [device, lcp] of [
      ['aaaa0001', 900],
      ['aaaa0001', 1100],
      ['aaaa0002', 2600],
      ['aaaa0003', 700],
    ] as const) {
      expect((await beacon(device, [report('1.0.0-local', { lcp, inp: 40, cls: 0.02 })])).statusCode).toBe(
        204,
      );
    }
    await beacon('aaaa0002', [report('1.0.0-local', { failedLoads: 1, fallbacks: 1, views: 0 })]);
    clock += 3_600_000;
    await beacon('aaaa0004', [report('1.0.0-local', { renderErrors: 1 })]);
    const [first, second] = await points();
    expect(first).toMatchObject({
      hour: new Date(opened).toISOString(),
      views: 4,
      devices: 3,
      failureRate: 0.25,
      lcpP75: 1250,
    });
    expect(second).toMatchObject({
      hour: new Date(opened + 3_600_000).toISOString(),
      views: 1,
      devices: 1,
      failureRate: 1,
      lcpP75: null,
    });
  });

  it('drops malformed, oversized, foreign and flooding beacons without an error, storing nothing from them', async () => {
    const dropped = [
      await registry.app.inject({
        method: 'POST',
        url: '/beacons',
        headers: { 'content-type': 'text/plain' },
        payload: '{not json',
      }),
      await registry.app.inject({
        method: 'POST',
        url: '/beacons',
        headers: { 'content-type': 'text/plain' },
        payload: 'x'.repeat(20_000),
      }),
      await beacon('aaaa0001', [report('9.9.9')]),
      await beacon('aaaa0001', [report('1.0.0-local', { views: -1 })]),
      await beacon('aaaa0001', [report('1.0.0-local', { lcp: 'slow' })]),
      await beacon('not a device', [report('1.0.0-local')]),
      await beacon('aaaa0001', [report('1.0.0-local')], '198.51.100.7', 'moon'),
      await beacon('aaaa0001', [{ ...report('1.0.0-local'), remote: 'casino' }]),
    ];
    expect(dropped.map((answer) => answer.statusCode)).toEqual(Array(dropped.length).fill(204));
    expect(await points()).toEqual([]);
    // One address: the first 120 beacons of a minute count, the rest are dropped; another address is not held up.
    for (let index = 0; index < 125; index += 1)
      await beacon('aaaa0001', [report('1.0.0-local')], '203.0.113.9');
    await beacon('aaaa0002', [report('1.0.0-local')], '203.0.113.10');
    expect((await points())[0]!.views).toBe(121);
  });

  it('aborts a rollout by itself once the candidate fails over the thresholds on enough devices, with the figures', async () => {
    const ops = await registry.createToken('ana', 'ops');
    const thresholds = { ratio: 2, points: 1, minViews: 20, minDevices: 5 };
    expect((await registry.call('PUT', '/environments/local/thresholds', thresholds, ops)).status).toBe(200);
    expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
    expect(
      (
        await registry.call('POST', '/environments/local/canary', {
          remote: 'lobby',
          version: '1.1.0',
          percent: 50,
          reason: 'try',
        })
      ).status,
    ).toBe(200);
    // Reports arrive after the rollout started, in its hour or a later one.
    clock = Date.now();
    for (let device = 0; device < 10; device += 1) {
      await beacon(`bbbb000${device}`, [report('1.0.0-local', { views: 3 })]);
    }
    // Forged: many failing views from four devices, under the device minimum, abort nothing.
    for (let device = 0; device < 4; device += 1) {
      await beacon(`cccc000${device}`, [report('1.1.0', { views: 10, failedLoads: 5, fallbacks: 5 })]);
    }
    expect((await pins()).remotes.lobby.canary?.version).toBe('1.1.0');
    await beacon('cccc0004', [report('1.1.0', { views: 2, failedLoads: 1, fallbacks: 1 })]);
    expect((await pins()).remotes.lobby.canary).toBeUndefined();
    const row = (await historyOf()).at(-1)!;
    expect(row).toMatchObject({
      action: 'canary-abort',
      who: 'registry',
      from: '1.1.0',
      to: '1.0.0-local',
      percent: 0,
    });
    expect(row.reason).toMatch(/automatic abort: lobby 1\.1\.0 failed on 50 % of 42 views from 5 devices/);
    expect(row.figures).toMatchObject({
      candidateViews: 42,
      candidateDevices: 5,
      candidateFailureRate: 0.5,
      stableViews: 30,
      stableFailureRate: 0,
    });
  });

  it('lets ops set the thresholds, with a device minimum of at least 2', async () => {
    expect(await json(registry.call('GET', '/environments/local/thresholds'))).toEqual({
      ratio: 2,
      points: 1,
      minViews: 200,
      minDevices: 50,
    });
    const team = await registry.createToken('lobby-team', 'team:lobby');
    await expectError(
      registry.call(
        'PUT',
        '/environments/local/thresholds',
        { ratio: 2, points: 1, minViews: 5, minDevices: 2 },
        team,
      ),
      403,
      'registry.forbidden',
      /ops role/,
    );
    await expectError(
      registry.call('PUT', '/environments/local/thresholds', {
        ratio: 2,
        points: 1,
        minViews: 5,
        minDevices: 1,
      }),
      400,
      'registry.invalid',
      /minDevices/,
    );
    expect(await json(registry.call('GET', '/environments/local/thresholds'))).toMatchObject({
      minDevices: 50,
    });
  });
});
