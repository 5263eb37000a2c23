// A real registry for tests: its own database (a copy from platform-api's test databases, embedded or on the
// server of TEST_DATABASE_URL), a temporary release store served over HTTP as a CDN would, an allow-list naming that
// CDN for every environment, and starting pins of releases `1.0.0-<environment>` of every remote in the store.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform-api/src/db/database.ts';
import { openTestDatabase } from '../../../platform-api/src/testing/test-database.ts';
import { REMOTE_NAMES, type RemoteName } from 'shared/pin-file';
import { federationRuntimeVersion, publishRelease, REMOTE_DIRS, sri } from '../releases.ts';
import {
  fakeBuild as writeFakeBuild,
  type FakeBuildOptions,
  startTestReleaseStore,
  TEST_REQUIREMENTS,
  type TestReleaseStore,
} from '../test-release-store.ts';
import type { ReleaseRecord, ReleaseUpload, Role } from './contract.ts';
import { createRegistry, type RegistryOptions } from './server.ts';
import { createToken } from './store.ts';

export { TEST_REQUIREMENTS };

export const TEST_ENVIRONMENTS = ['local', 'staging', 'production'] as const;

export interface TestRegistry {
  url: string;
  adminToken: string;
  /** The release store folder the registry writes and the CDN serves. */
  store: string;
  /** The CDN's origin (every environment's allowed store); its behaviour can be switched. */
  cdn: TestReleaseStore;
  /** The registry's folder: store, allow-list, initial pins. */
  root: string;
  db: Db;
  /** The database's URL on a server (another registry instance can open it); undefined when embedded. */
  databaseUrl?: string;
  /** What the registry was started with, to start a second instance on the same database and store. */
  options: RegistryOptions;
  app: FastifyInstance;
  createToken(name: string, role: Role): Promise<string>;
  /** A built remote as webpack leaves it: manifest (shared versions, exposes), entry and a chunk. */
  fakeBuild(remote: RemoteName, options?: FakeBuildOptions): string;
  /** The upload body of a dist folder (what `pnpm remotes release` sends). */
  uploadOf(dist: string): ReleaseUpload;
  /** Uploads a fake build as `token` (the admin's by default). */
  release(remote: RemoteName, version: string, token?: string): Promise<Response>;
  /** A call with a token (the admin's by default); JSON bodies. */
  call(method: string, route: string, body?: unknown, token?: string | null): Promise<Response>;
  close(): Promise<void>;
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(path.join(dir, entry.name), base)
      : [path.relative(base, path.join(dir, entry.name))],
  );
}

export async function startTestRegistry(
  options: {
    protectedEnvironments?: string[];
    /** The registry's clock (release health's hours). */
    now?: () => number;
  } = {},
): Promise<TestRegistry> {
  const root = mkdtempSync(path.join(tmpdir(), 'registry-'));
  const store = path.join(root, 'store');
  const initialPins = path.join(root, 'environments');
  mkdirSync(store);
  mkdirSync(initialPins);
  const cdn = await startTestReleaseStore(() => store);
  const allowList = path.join(root, 'allow-list.json');
  writeFileSync(
    allowList,
    JSON.stringify({
      stores: Object.fromEntries(TEST_ENVIRONMENTS.map((name) => [name, cdn.origin])),
      origins: Object.fromEntries(TEST_ENVIRONMENTS.map((name) => [name, [cdn.origin]])),
      gameProviders: {},
    }),
  );

  const fakeBuild: TestRegistry['fakeBuild'] = (remote, build) => writeFakeBuild(root, remote, build);

  // The starting pins: release 1.0.0-<environment> of every remote, already in the store.
  for (const environment of TEST_ENVIRONMENTS) {
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((remote) => {
        const version = `1.0.0-${environment}`;
        publishRelease({ store }, remote, version, fakeBuild(remote), 'abc1234');
        return [
          remote,
          {
            version,
            manifest: `${cdn.origin}/${REMOTE_DIRS[remote]}/${version}/mf-manifest.json`,
            previous: null,
          },
        ];
      }),
    );
    writeFileSync(path.join(initialPins, `${environment}.json`), JSON.stringify({ environment, remotes }));
  }

  const database = await openTestDatabase();
  const adminTokenFile = path.join(root, 'admin-token');
  const registryOptions: RegistryOptions = {
    db: database.db,
    store,
    allowList,
    requirements: TEST_REQUIREMENTS,
    initialPins,
    adminTokenFile,
    ...(options.protectedEnvironments ? { protectedEnvironments: options.protectedEnvironments } : {}),
    ...(options.now ? { now: options.now } : {}),
  };
  const app = await createRegistry(registryOptions);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const adminToken = readFileSync(adminTokenFile, 'utf8').trim();

  const call: TestRegistry['call'] = (method, route, body, token = adminToken) =>
    fetch(`${url}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const uploadOf = (dist: string): ReleaseUpload => ({
    commit: 'abc1234',
    federationRuntime: federationRuntimeVersion(),
    files: Object.fromEntries(
      listFiles(dist).map((file) => {
        const content = readFileSync(path.join(dist, file));
        return [file, { integrity: sri(content), content: content.toString('base64') }];
      }),
    ),
  });

  return {
    url,
    adminToken,
    store,
    cdn,
    root,
    db: database.db,
    ...(database.url ? { databaseUrl: database.url } : {}),
    options: registryOptions,
    app,
    createToken: async (name, role) => (await createToken(database.db, name, role, 'test'))!,
    fakeBuild,
    uploadOf,
    release: (remote, version, token) =>
      call('PUT', `/releases/${remote}/${version}`, uploadOf(fakeBuild(remote, { label: version })), token),
    call,
    close: async () => {
      await app.close();
      await cdn.close();
      await database.drop();
    },
  };
}

export type { ReleaseRecord };
