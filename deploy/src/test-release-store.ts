// A release store for tests: a node:http server on 127.0.0.1 serving a folder as the CDN would, or one that
// answers 404 for everything (the files never reached the CDN), or one that serves other bytes (a stale or
// tampered CDN copy); and builds of remotes as webpack leaves them, to release into it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { RemoteName } from 'shared/pin-file';
import { REMOTE_EXPOSES } from 'shared/remote-modules';
import { FEDERATION_RUNTIME, federationRuntimeVersion, type StorePaths } from './releases.ts';

/** The shell's requirements in tests: what fakeBuild's manifests share, and this checkout's federation runtime. */
export const TEST_REQUIREMENTS: Record<string, string> = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  'react-router-dom': '^7.18.5',
  jotai: '^3.0.1',
  shared: '^0.1.0',
  [FEDERATION_RUNTIME]: federationRuntimeVersion(),
};

export interface FakeBuildOptions {
  /** The version of react the manifest shares (the one the shell requires by default). */
  react?: string;
  /** What the manifest exposes (the shell's contract by default). */
  exposes?: readonly string[];
  /** Written into the entry and the chunk, so two builds differ. */
  label?: string;
}

/**
 * A built remote as webpack leaves it, in a new folder under `root`: a manifest sharing the singletons at the
 * versions the shell requires and exposing its contract, an entry and a chunk.
 */
export function fakeBuild(root: string, remote: RemoteName, options: FakeBuildOptions = {}): string {
  const dist = mkdtempSync(path.join(root, `dist-${remote}-`));
  const shared = Object.entries(TEST_REQUIREMENTS)
    .filter(([name]) => name !== FEDERATION_RUNTIME)
    .map(([name, range]) => ({
      name,
      version: name === 'react' && options.react ? options.react : range.slice(1),
      singleton: true,
    }));
  const exposes = (options.exposes ?? REMOTE_EXPOSES[remote]).map((expose) => ({ path: expose }));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: remote, shared, exposes }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${remote} ${options.label ?? ''} */`);
  mkdirSync(path.join(dist, 'js'));
  writeFileSync(path.join(dist, 'js', 'chunk.js'), `console.log(${JSON.stringify(options.label ?? remote)})`);
  return dist;
}

/** A fresh temporary folder laid out as a pin check reads it: an empty release store and the allow-list's place. */
export function tempDeployLayout(prefix: string): { root: string; paths: StorePaths } {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const paths: StorePaths = {
    store: path.join(root, 'store'),
    allowList: path.join(root, 'allow-list.json'),
  };
  mkdirSync(paths.store);
  return { root, paths };
}

export type StoreBehaviour = 'serve' | 'missing' | 'other-bytes';

export interface TestReleaseStore {
  origin: string;
  behaviour: StoreBehaviour;
  close(): Promise<void>;
}

/** `folder` is read on every request, so one server can follow a store that each test creates afresh. */
export async function startTestReleaseStore(folder: () => string): Promise<TestReleaseStore> {
  const store: { behaviour: StoreBehaviour } = { behaviour: 'serve' };
  const server: Server = createServer((request, response) => {
    const base = folder();
    const file = path.join(base, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (store.behaviour === 'missing' || !file.startsWith(base)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (content) => {
        response
          .writeHead(200)
          .end(store.behaviour === 'other-bytes' ? Buffer.concat([content, Buffer.from(' ')]) : content);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    get behaviour() {
      return store.behaviour;
    },
    set behaviour(value: StoreBehaviour) {
      store.behaviour = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
