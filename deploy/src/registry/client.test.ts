// The registry client against a real registry: where its token comes from, how a refusal reads (the registry's
// message, its status and code), an answer from something else on the way, and what a release upload holds.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { RefusalError, sri } from '../releases';
import { RegistryClient, RegistryRefusal, registryFromEnvironment, releaseUpload } from './client';
import { startTestRegistry, type TestRegistry } from './testing';

let registry: TestRegistry;
let ops: string;

beforeAll(async () => {
  registry = await startTestRegistry();
  ops = await registry.createToken('ana', 'ops');
});
afterAll(() => registry.close());

/** What the promise was refused with. */
async function refusal(promise: Promise<unknown>): Promise<RegistryRefusal> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof RegistryRefusal))
    throw new Error(`expected a RegistryRefusal, got ${String(error)}`);
  return error;
}

describe('the token', () => {
  it('is REGISTRY_TOKEN when set, else the file REGISTRY_TOKEN_FILE', async () => {
    const file = path.join(mkdtempSync(path.join(registry.root, 'token-')), 'admin-token');
    writeFileSync(file, `${registry.adminToken}\n`);
    const fromVariable = registryFromEnvironment({
      REGISTRY_URL: registry.url,
      REGISTRY_TOKEN: ops,
      REGISTRY_TOKEN_FILE: file,
    });
    expect(await fromVariable.whoami()).toEqual({ name: 'ana', role: 'ops' });
    const fromFile = registryFromEnvironment({ REGISTRY_URL: registry.url, REGISTRY_TOKEN_FILE: file });
    expect(await fromFile.whoami()).toEqual({ name: 'admin', role: 'admin' });
  });

  it('without one, a call that needs it is refused naming REGISTRY_TOKEN; public pins are read', async () => {
    const missing = path.join(registry.root, 'no-token-here');
    const client = registryFromEnvironment({ REGISTRY_URL: registry.url, REGISTRY_TOKEN_FILE: missing });
    const error = await client.whoami().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RefusalError);
    expect((error as Error).message).toBe(
      'no registry token: set REGISTRY_TOKEN (a token from `pnpm remotes token create`), ' +
        `or REGISTRY_TOKEN_FILE to a file holding one (${missing} does not exist)`,
    );
    const { pins, revision } = await client.pins('staging');
    expect(pins.environment).toBe('staging');
    expect(revision).toEqual(expect.any(Number));
  });
});

describe('refusals', () => {
  it("carry the registry's message, its status and its code", async () => {
    const client = new RegistryClient({ url: registry.url, token: ops });
    const missing = await refusal(client.pin('staging', { remote: 'lobby', version: '9.9.9', reason: 'x' }));
    expect(missing).toMatchObject({
      message: 'release lobby@9.9.9 is not in the registry',
      status: 422,
      code: 'registry.refused',
    });
    expect(await refusal(client.tokens())).toMatchObject({ status: 403, code: 'registry.forbidden' });
    const unknown = new RegistryClient({ url: registry.url, token: 'rgt_not-a-token' });
    expect(await refusal(unknown.environments())).toMatchObject({
      message: 'the token is unknown or revoked',
      status: 401,
      code: 'registry.unauthenticated',
    });
  });

  it('a release the registry does not have is found as null', async () => {
    const client = new RegistryClient({ url: registry.url, token: ops });
    expect(await client.findRelease('lobby', '9.9.9')).toBeNull();
    expect(await client.findRelease('lobby', '1.0.0-staging')).toMatchObject({ version: '1.0.0-staging' });
  });

  it('an answer from something else on the way (a proxy) is refused with its status', async () => {
    const proxy: Server = createServer((_request, response) =>
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>'),
    );
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const client = new RegistryClient({ url, token: ops });
      expect(await refusal(client.environments())).toMatchObject({
        message: `registry at ${url} answered 502 Bad Gateway`,
        status: 502,
      });
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('rollouts, thresholds and health', () => {
  it('starts a rollout, widens it and promotes it; aborts another; each answer says from, to and the share', async () => {
    const client = new RegistryClient({ url: registry.url, token: ops });
    expect((await registry.release('lobby', '1.1.0')).status).toBe(201);
    expect((await registry.release('lobby', '1.2.0')).status).toBe(201);
    const change = { remote: 'lobby' as const, reason: 'some players' };
    expect(await client.canary('local', { ...change, version: '1.1.0', percent: 10 })).toMatchObject({
      from: '1.0.0-local',
      to: '1.1.0',
      percent: 10,
      dryRun: false,
    });
    expect(
      await client.canary('local', { ...change, version: '1.1.0', percent: 30, dryRun: true }),
    ).toMatchObject({ percent: 30, dryRun: true });
    expect((await client.pins('local')).pins.remotes.lobby.canary).toMatchObject({
      version: '1.1.0',
      percent: 10,
    });
    await client.canary('local', { ...change, version: '1.1.0', percent: 30 });
    expect(await client.endCanary('local', 'promote', change)).toMatchObject({
      from: '1.0.0-local',
      to: '1.1.0',
      percent: 0,
    });
    await client.canary('local', { ...change, version: '1.2.0', percent: 5 });
    expect(await client.endCanary('local', 'abort', change)).toMatchObject({
      from: '1.2.0',
      to: '1.1.0',
      percent: 0,
    });
    const { pins } = await client.pins('local');
    expect([pins.remotes.lobby.version, pins.remotes.lobby.canary]).toEqual(['1.1.0', undefined]);
    expect(
      (await client.history('local', 'lobby')).rows.slice(-5).map((row) => [row.action, row.percent]),
    ).toEqual([
      ['canary', 10],
      ['canary', 30],
      ['canary-promote', 0],
      ['canary', 5],
      ['canary-abort', 0],
    ]);
    expect(await refusal(client.endCanary('local', 'abort', change))).toMatchObject({
      message: 'no rollout of lobby runs in local',
      status: 409,
      code: 'registry.conflict',
    });
  });

  it('reads the thresholds of automatic aborts and sets them with ops; a team is refused', async () => {
    const client = new RegistryClient({ url: registry.url, token: ops });
    expect(await client.thresholds('staging')).toEqual({
      ratio: 2,
      points: 1,
      minViews: 200,
      minDevices: 50,
    });
    const wanted = { ratio: 3, points: 0.5, minViews: 400, minDevices: 80 };
    expect(await client.setThresholds('staging', wanted)).toEqual(wanted);
    expect(await client.thresholds('staging')).toEqual(wanted);
    const team = new RegistryClient({
      url: registry.url,
      token: await registry.createToken('lobby-ci', 'team:lobby'),
    });
    expect(await refusal(team.setThresholds('staging', { ...wanted, minDevices: 2 }))).toMatchObject({
      message: 'setting the thresholds of automatic aborts needs the ops role',
      status: 403,
    });
    expect(await client.thresholds('staging')).toEqual(wanted);
  });

  it('reads the hourly health points of an environment, of one remote when asked', async () => {
    const client = new RegistryClient({ url: registry.url, token: ops });
    const beacon = await fetch(`${registry.url}/beacons`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        environment: 'production',
        device: 'dddd0001',
        reports: [
          {
            remote: 'content',
            version: '1.0.0-production',
            views: 4,
            failedLoads: 1,
            fallbacks: 1,
            renderErrors: 0,
          },
        ],
      }),
    });
    expect(beacon.status).toBe(204);
    const [point, ...others] = (await client.health('production', { hours: 2 })).points;
    expect(others).toEqual([]);
    expect(point).toMatchObject({
      remote: 'content',
      version: '1.0.0-production',
      views: 4,
      devices: 1,
      failureRate: 0.25,
      lcpP75: null,
    });
    expect((await client.health('production', { remote: 'content' })).points).toHaveLength(1);
    expect((await client.health('production', { remote: 'lobby' })).points).toEqual([]);
  });
});

describe('a release upload', () => {
  it('holds every shipped file with its hash and bytes, and none of the build leftovers', () => {
    const dist = registry.fakeBuild('lobby', { label: 'upload' });
    writeFileSync(path.join(dist, '.build-stamp'), 'stamp');
    writeFileSync(path.join(dist, 'js', 'chunk.js.LICENSE.txt'), 'MIT');
    writeFileSync(path.join(dist, 'mf-manifest-stats.json'), '{}');
    const { upload, bytes } = releaseUpload(dist, 'c0ffee1');
    expect(Object.keys(upload.files).sort()).toEqual(['js/chunk.js', 'mf-manifest.json', 'remoteEntry.js']);
    for (const { integrity, content } of Object.values(upload.files))
      expect(sri(Buffer.from(content, 'base64'))).toBe(integrity);
    expect(bytes).toBe(
      Object.values(upload.files).reduce((sum, file) => sum + Buffer.from(file.content, 'base64').length, 0),
    );
    expect(upload.commit).toBe('c0ffee1');
  });

  it('of a folder without a manifest is refused: nothing was built', () => {
    const empty = mkdtempSync(path.join(registry.root, 'empty-'));
    expect(() => releaseUpload(empty, 'c0ffee1')).toThrow(
      new RefusalError(`${empty} holds no mf-manifest.json: build the remote first`),
    );
  });
});
