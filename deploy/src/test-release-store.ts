// A release store for tests: a node:http server on 127.0.0.1 serving a folder as the CDN would, or one that
// answers 404 for everything (the files never reached the CDN), or one that serves other bytes (a stale or
// tampered CDN copy).
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { StorePaths } from './releases';

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
