import { API_PATHS } from 'shared/contract';
import { createTestApp, withQuery } from '../testing/test-app.ts';
import { DEV_RESET_LOGIN_ATTEMPTS_PATH } from './dev.ts';
import type { TestApp } from '../testing/test-app.ts';
import { getRow } from '../db/database.ts';

describe('dev routes in development mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('development');
  });
  afterAll(async () => {
    await t.close();
  });

  it('forces the reported system status, maintenance winning over restriction', async () => {
    const set = await t.inject({
      method: 'POST',
      url: API_PATHS.devSystemStatus,
      payload: { status: 1, ipRestricted: true },
    });
    expect(set.statusCode).toBe(200);
    const status = await t.inject({ url: withQuery(API_PATHS.systemStatus) });
    expect(status.json().value).toMatchObject({ status: 1, ipRestricted: true });

    await t.inject({
      method: 'POST',
      url: API_PATHS.devSystemStatus,
      payload: { status: 0, ipRestricted: true },
    });
    const restricted = await t.inject({ url: withQuery(API_PATHS.systemStatus) });
    expect(restricted.json().value).toMatchObject({ status: 0, ipRestricted: true });
  });

  it('rejects an invalid dev system status body with 400 bad_request', async () => {
    const response = await t.inject({
      method: 'POST',
      url: API_PATHS.devSystemStatus,
      payload: { status: 9 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
  });

  it('lists the outbox newest first', async () => {
    for (const username of ['first', 'second']) {
      await t.inject({ url: withQuery('/wps/captcha', { username }, 'CAPTCHA3') });
    }
    const response = await t.inject({ url: API_PATHS.devOutbox });
    const messages = response.json<{ value: { messages: { to: string; body: string }[] } }>().value.messages;
    expect(messages.map((message) => message.to)).toEqual(['second', 'first']);
    expect(messages[0]?.body).toMatch(/^\d{4}$/);
  });

  it('clears login attempts', async () => {
    await t.app.db.exec(
      "INSERT INTO login_attempts (username, success, ip, created_at) VALUES ('x', 0, '::1', 1)",
    );
    const response = await t.inject({ method: 'POST', url: DEV_RESET_LOGIN_ATTEMPTS_PATH });
    expect(response.statusCode).toBe(200);
    expect(await getRow(t.app.db, 'SELECT COUNT(*) AS n FROM login_attempts')).toEqual({ n: 0 });
  });
});

describe('dev routes in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('production');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 not_found for every dev route', async () => {
    const calls = [
      { method: 'GET' as const, url: API_PATHS.devOutbox },
      {
        method: 'POST' as const,
        url: API_PATHS.devSystemStatus,
        payload: { status: 1, ipRestricted: false },
      },
      { method: 'POST' as const, url: DEV_RESET_LOGIN_ATTEMPTS_PATH },
    ];
    for (const call of calls) {
      const response = await t.inject(call);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });
});
