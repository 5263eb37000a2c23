// The API as `node src/main.ts` starts it: development mode (the outbox of SMS codes and reset links, deciding
// deposits, the API document) only when API_MODE=development asks for it; anything else is production, which
// refuses to start without the site's public origin.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

// Each start migrates and seeds a fresh database: a few seconds on a busy machine.
jest.setTimeout(30_000);

const MAIN = path.join(__dirname, 'main.ts');
let dir: string;
let children: ChildProcess[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'platform-api-main-'));
});
afterEach(async () => {
  // An API a failed expectation left running.
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))),
  );
  children = [];
  rmSync(dir, { recursive: true, force: true });
});

type Started =
  { listening: true; baseUrl: string; stop: () => Promise<void> } | { listening: false; output: string };

/** Starts main.ts with exactly `env` (plus a fresh database and a free port): its address, or why it exited. */
function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', DB_PATH: path.join(dir, 'platform.db'), PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve) => {
    void exited.then(() => resolve({ listening: false, output }));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (address)
        resolve({
          listening: true,
          baseUrl: address,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
    });
  });
}

async function statusesOf(env: Record<string, string>): Promise<{ outbox: number; docs: number }> {
  const started = await start(env);
  if (!started.listening) throw new Error(`the API did not start: ${started.output}`);
  try {
    const outbox = (await fetch(`${started.baseUrl}/dev/outbox`)).status;
    const docs = (await fetch(`${started.baseUrl}/docs/json`)).status;
    return { outbox, docs };
  } finally {
    await started.stop();
  }
}

it('runs in production when no mode is named: no development outbox, no API document', async () => {
  expect(await statusesOf({ PUBLIC_ORIGIN: 'https://m.example.com' })).toEqual({ outbox: 404, docs: 404 });
});

it('runs in production whatever NODE_ENV says, unless API_MODE=development', async () => {
  expect(await statusesOf({ PUBLIC_ORIGIN: 'https://m.example.com', NODE_ENV: 'development' })).toEqual({
    outbox: 404,
    docs: 404,
  });
  expect(await statusesOf({ PUBLIC_ORIGIN: 'https://m.example.com', API_MODE: 'develop' })).toEqual({
    outbox: 404,
    docs: 404,
  });
});

it('runs in development when API_MODE=development asks for it, on the default public origin', async () => {
  expect(await statusesOf({ API_MODE: 'development' })).toEqual({ outbox: 200, docs: 200 });
});

it('refuses to start in production without the public origin of the site', async () => {
  const started = await start({});
  expect(started.listening).toBe(false);
  expect(!started.listening && started.output).toContain('PUBLIC_ORIGIN');
});

it('refuses development mode on a machine that says NODE_ENV=production', async () => {
  const started = await start({ API_MODE: 'development', NODE_ENV: 'production' });
  expect(started.listening).toBe(false);
  expect(!started.listening && started.output).toContain('API_MODE');
});
