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
