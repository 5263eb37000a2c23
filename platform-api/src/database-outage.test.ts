// The API on a PostgreSQL server it cannot reach. At start it names the database it could not reach and exits
// non-zero; while running, requests answer the retryable 503 system.busy with Retry-After and write nothing, and the
// API serves again when the database returns, without a restart. The outage is a TCP relay between the API and the
// server that the test closes (refusing connections and cutting open ones) and opens again. The server is the test
// run's (TEST_DATABASE_URL), or, when the tests run on the embedded default, a throwaway cluster of this file's own.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import { API_PATHS, MONEY_PATHS } from 'shared/contract';
import { createDatabase, startPostgresServer } from '../../scripts/lib/postgres-server.ts';
import { buildApp } from './app.ts';
import { getRow, openDatabase } from './db/database.ts';
import { loginToken, request } from './testing/test-app.ts';
import { memberClient } from './testing/member-client.ts';
import { openTestDatabase } from './testing/test-database.ts';
import type { Server, Socket } from 'node:net';
import type { PostgresServer } from '../../scripts/lib/postgres-server.ts';
import type { ApiApp } from './app-context.ts';
import type { Db } from './db/database.ts';
import type { InjectOptions, InjectResponse } from './testing/test-app.ts';

/** A relay from a local port to `target`; `cut` refuses new connections and ends the open ones. */
async function relay(
  target: URL,
): Promise<{ port: number; cut: () => Promise<void>; mend: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    server = createServer((inbound) => {
      const outbound = createConnection({ host: target.hostname, port: Number(target.port) });
      for (const socket of [inbound, outbound]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  };
  await listen();
  return {
    port,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    mend: listen,
  };
}

const API_MAIN = path.join(import.meta.dirname, 'main.ts');

describe('a database the API cannot reach at start', () => {
  it('makes the API exit non-zero, naming the database without its password', async () => {
    const child = spawn(process.execPath, [API_MAIN], {
      env: {
        ...process.env,
        API_PORT: '0',
        DATABASE_URL: 'postgres://platform:s3cret-word@127.0.0.1:9/platform',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('cannot reach the database at postgres://platform:***@127.0.0.1:9/platform');
    expect(stderr).not.toContain('s3cret-word');
  });
});

describe('a database that goes away while the API runs', () => {
  let own: PostgresServer | undefined;
  let drop: (() => Promise<void>) | undefined;
  let link: Awaited<ReturnType<typeof relay>>;
  let app: ApiApp;
  let reader: Db;
  let inject: (options: InjectOptions) => Promise<InjectResponse>;
  beforeAll(async () => {
    let url: string;
    const shared = await openTestDatabase();
    if (shared.url) {
      url = shared.url;
      reader = shared.db;
      drop = shared.drop;
    } else {
      await shared.drop();
      own = await startPostgresServer();
      url = await createDatabase(own.url, 'outage');
      reader = await openDatabase({ url, poolSize: 1 });
    }
    const target = new URL(url);
    link = await relay(target);
    const relayed = new URL(url);
    relayed.host = `127.0.0.1:${link.port}`;
    app = await buildApp({
      db: await openDatabase({ url: relayed.toString(), poolSize: 2 }),
      mode: 'development',
      devAutoApproveMs: null,
    });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    inject = async (options) => await request(baseUrl, options);
  });
  afterAll(async () => {
    await app.close();
    await link.cut();
    if (drop) await drop();
    else await reader.close();
    await own?.stop();
  });

  const deposits = async () => (await getRow<{ n: number }>(reader, 'SELECT COUNT(*) AS n FROM deposits'))!.n;

  it('answers 503 system.busy with Retry-After and writes nothing, then serves again once it is back', async () => {
    const demo = memberClient({ inject }, await loginToken({ inject }, 'demo01', 'demo1234'));
    expect((await demo.get(API_PATHS.memberInfo)).statusCode).toBe(200);
    const before = await deposits();
    const order = {
      channelId: 1,
      amountMinor: 50_000,
      promoId: null,
      reference: `OUT${randomUUID().replaceAll('-', '').slice(0, 12)}`,
      idempotencyKey: randomUUID(),
    };

    await link.cut();
    for (const response of [
      await demo.get(API_PATHS.memberInfo),
      await demo.post(MONEY_PATHS.deposit, order),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(response.json()).toMatchObject({ success: false, code: 'system.busy' });
    }
    expect(await deposits()).toBe(before);

    await link.mend();
    expect((await demo.get(API_PATHS.memberInfo)).statusCode).toBe(200);
    const placed = await demo.post(MONEY_PATHS.deposit, order);
    expect(placed.statusCode).toBe(200);
    expect(await deposits()).toBe(before + 1);
  });
});
