// A deposit while another connection (the seed command, a second instance in a rolling deploy) holds the
// database's write lock: the order waits for the lock instead of failing, and a lock held past the wait answers
// the retryable system.busy envelope with nothing written. The other connection runs in a worker thread: node:sqlite
// waits synchronously, so a timer on this thread could not release the lock while the request waits.
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { MONEY_PATHS } from 'shared/contract';
import { BUSY_TIMEOUT_MS } from '../db/database.ts';
import { countRows, createTestApp, loginToken } from '../testing/test-app.ts';
import { memberClient } from '../testing/member-client.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type { DepositRecord } from 'shared/contract';

// Takes the write lock, writes (as the seed does), and commits after `holdMs` from its own timer.
const HOLDER = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.dbPath);
db.exec('BEGIN IMMEDIATE');
db.prepare("INSERT INTO outbox (channel, recipient, body, created_at) VALUES ('sms', 'seed', 'held', 0)").run();
parentPort.postMessage('locked');
setTimeout(() => {
  db.exec('COMMIT');
  db.close();
  parentPort.postMessage('released');
}, workerData.holdMs);
`;

interface Holder {
  released: Promise<void>;
}

async function holdWriteLock(dbPath: string, holdMs: number): Promise<Holder> {
  const worker = new Worker(HOLDER, { eval: true, workerData: { dbPath, holdMs } });
  const released = new Promise<void>((resolve, reject) => {
    worker.on('message', (message) => {
      if (message === 'released') resolve();
    });
    worker.on('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return { released: released.then(() => worker.terminate().then(() => undefined)) };
}

const depositBody = () => ({
  channelId: 1,
  amountMinor: 50_000,
  promoId: null,
  reference: `BUSY${randomUUID().replaceAll('-', '').slice(0, 12)}`,
  idempotencyKey: randomUUID(),
});

describe('a deposit while another connection holds the write lock', () => {
  let t: TestApp;
  let demo: MemberClient;
  beforeAll(async () => {
    t = await createTestApp('development', { devAutoApproveMs: null });
    demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
    // The session is fresh: reading it needs no write of its own.
    await demo.get(MONEY_PATHS.depositChannels);
  });
  afterAll(async () => {
    await t.close();
  });

  it('waits for a lock released within the wait and creates the order', async () => {
    const holder = await holdWriteLock(t.dbPath, Math.round(BUSY_TIMEOUT_MS / 4));
    const response = await demo.post(MONEY_PATHS.deposit, depositBody());
    await holder.released;
    expect(response.statusCode).toBe(200);
    expect(response.json<{ value: DepositRecord }>().value.status).toBe('pending');
  });

  it('answers 503 system.busy (retryable) for a lock held past the wait, writing nothing', async () => {
    const before = countRows(t, 'deposits');
    const holder = await holdWriteLock(t.dbPath, BUSY_TIMEOUT_MS * 3);
    const body = depositBody();
    const response = await demo.post(MONEY_PATHS.deposit, body);
    await holder.released;
    expect(response.statusCode).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.json()).toEqual({
      success: false,
      code: 'system.busy',
      message: expect.any(String) as string,
      value: null,
    });
    expect(countRows(t, 'deposits')).toBe(before);
    // The same order sent again once the lock is gone goes through.
    const retry = await demo.post(MONEY_PATHS.deposit, body);
    expect(retry.statusCode).toBe(200);
    expect(countRows(t, 'deposits')).toBe(before + 1);
  });
});
