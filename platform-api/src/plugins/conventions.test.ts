import { API_PATHS } from 'shared/contract';
import { createTestApp, request, tempDbPath, withQuery } from '../testing/test-app.ts';
import { buildApp } from '../app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('request conventions on /wps/*', () => {
  it('answers 400 bad_request when moduleId is missing or unknown', async () => {
    for (const url of [
      `${API_PATHS.systemStatus}?merchantCode=vsbdtf5`,
      `${API_PATHS.systemStatus}?merchantCode=vsbdtf5&moduleId=NOPE`,
    ]) {
      const response = await t.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'bad_request',
        message: expect.any(String) as string,
        value: null,
      });
    }
  });

  it('answers 400 bad_request without merchantCode and 400 merchant.unknown for another merchant', async () => {
    const missing = await t.inject({ url: `${API_PATHS.systemStatus}?moduleId=COMM3` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('bad_request');
    const other = await t.inject({ url: `${API_PATHS.systemStatus}?merchantCode=other&moduleId=COMM3` });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('merchant.unknown');
  });

  it('answers an unknown route with the 404 not_found envelope', async () => {
    for (const url of [withQuery('/wps/no/such/route'), '/nothing-here']) {
      const response = await t.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'not_found',
        message: expect.any(String) as string,
        value: null,
      });
    }
  });

  it('answers malformed JSON and oversized bodies with the 400 bad_request envelope', async () => {
    const malformed = await t.inject({
      method: 'POST',
      url: withQuery(API_PATHS.login),
      payload: '{"data":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('bad_request');
    const huge = await t.inject({
      method: 'POST',
      url: withQuery(API_PATHS.login),
      payload: { data: 'A'.repeat(200 * 1024) },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().code).toBe('bad_request');
  });

  it('answers schema validation failures with 400 bad_request', async () => {
    const response = await t.inject({ url: withQuery(API_PATHS.vendorGameTypes, { typeId: '7' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
  });
});

describe('unexpected errors', () => {
  it('answers a thrown internal error with 500 unknown and no stack or detail in the body', async () => {
    const { dbPath, cleanup } = tempDbPath();
    const app = await buildApp({ dbPath, mode: 'development' });
    app.get('/wps/test/explode', async () => {
      throw new Error('secret internal detail at /srv/db');
    });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await request(baseUrl, { url: withQuery('/wps/test/explode') });
    await app.close();
    cleanup();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'unknown',
      message: 'Internal error',
      value: null,
    });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
  });

  it('answers a database failure inside a route with 500 unknown', async () => {
    const { dbPath, cleanup } = tempDbPath();
    const app = await buildApp({ dbPath, mode: 'development' });
    app.db.exec('DROP TABLE vendors');
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await request(baseUrl, { url: withQuery(API_PATHS.vendorGameTypes, { typeId: '1' }) });
    await app.close();
    cleanup();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/vendors|sqlite|SQL/i);
  });
});

describe('health', () => {
  it('answers GET /health with { ok: true }', async () => {
    const response = await t.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
