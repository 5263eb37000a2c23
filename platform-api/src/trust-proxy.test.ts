// The caller's address behind a proxy: per-IP limits (failed logins, SMS, trial play, captchas) count what the
// app takes as the caller, so it must be the player's own address behind the site's proxy, and must not be one a
// caller made up when it talks to the API directly.
import {
  createTestApp,
  fromIp,
  injectLogin,
  loginPayload,
  type TestApp,
  theRow,
} from './testing/test-app.ts';

// Each test starts an app on a fresh, seeded database: a few seconds on a busy machine.
jest.setTimeout(20_000);

let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map(async (app) => await app.close()));
  apps = [];
});

async function failedLoginIp(trustProxy: string): Promise<string> {
  const t = await createTestApp('development', { trustProxy });
  apps.push(t);
  await injectLogin(t, loginPayload('demo01', 'wrong-password'), fromIp('203.0.113.7'));
  const row = await theRow<{
    ip: string;
  }>(t, 'SELECT ip FROM login_attempts ORDER BY id DESC LIMIT 1');
  return row.ip;
}

it("takes the forwarded address from a trusted proxy (the tests' requests come from loopback)", async () => {
  expect(await failedLoginIp('loopback')).toBe('203.0.113.7');
});

it('reads a list of proxies, as TRUST_PROXY gives it', async () => {
  expect(await failedLoginIp('10.0.0.0/8, loopback')).toBe('203.0.113.7');
});

it('ignores X-Forwarded-For from an address that is not a configured proxy', async () => {
  expect(await failedLoginIp('10.0.0.0/8,uniquelocal')).toBe('127.0.0.1');
});
