// `pnpm bench:login`: figures, printed, never asserted (these machines are noisy). Starts the API in its own
// process on a fresh temporary database, fires 50 simultaneous sign-ins (demo01, right password, encrypted as the
// site does) and meanwhile asks GET /health one request after another, timing each answer. A server that hashes
// passwords on its event loop holds /health behind the sign-ins; one that hashes on the thread pool does not.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createEncryptKey, encryptPayload } from 'shared/crypto';
import { API_PATHS, MERCHANT_CODE } from 'shared/contract';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 50);
const dir = mkdtempSync(join(tmpdir(), 'bench-login-'));
const server = spawn(process.execPath, [join(import.meta.dirname, '..', 'platform-api', 'src', 'main.ts')], {
  env: { ...process.env, PORT: '0', API_MODE: 'development', DATA_DIR: join(dir, 'data') },
  stdio: ['ignore', 'pipe', 'inherit'],
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

try {
  const base = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
    createInterface({ input: server.stdout }).on('line', (line) => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (address) resolve(address);
    });
  });
  const loginUrl = `${base}${API_PATHS.login}?merchantCode=${MERCHANT_CODE}&moduleId=COMM3`;
  const health = async () => {
    const start = performance.now();
    await (await fetch(`${base}/health`)).text();
    return performance.now() - start;
  };
  for (let i = 0; i < 5; i += 1) await health();
  const idle: number[] = [];
  for (let i = 0; i < 20; i += 1) idle.push(await health());

  const requests = Array.from({ length: SIGN_INS }, () => {
    const key = createEncryptKey();
    const body = encryptPayload(
      { username: 'demo01', password: 'demo1234', captcha: '', type: 'username' },
      key,
    );
    return { key, body: JSON.stringify(body) };
  });
  const start = performance.now();
  let pending = SIGN_INS;
  const statuses = new Map<number, number>();
  const signIns = Promise.all(
    requests.map(async ({ key, body }) => {
      const response = await fetch(loginUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-encrypt-key': key },
        body,
      });
      await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      pending -= 1;
    }),
  );
  const busy: number[] = [];
  while (pending > 0) busy.push(await health());
  await signIns;
  const total = performance.now() - start;

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${SIGN_INS} simultaneous sign-ins: all done in ${ms(total)}; statuses ${JSON.stringify([...statuses])}`,
  );
  console.log(`/health idle:            median ${ms(percentile(idle, 50))}, max ${ms(Math.max(...idle))}`);
  console.log(
    `/health during sign-ins: ${busy.length} answers, median ${ms(percentile(busy, 50))}, ` +
      `p95 ${ms(percentile(busy, 95))}, max ${ms(Math.max(...busy))}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
