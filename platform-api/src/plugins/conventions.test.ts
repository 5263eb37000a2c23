import { connect } from 'node:net';
import { API_PATHS, MONEY_PATHS } from 'shared/contract';
import { createTestApp, request, withQuery } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';
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

  it('answers malformed JSON with the 400 bad_request envelope', async () => {
    const malformed = await t.inject({
      method: 'POST',
      url: withQuery(API_PATHS.login),
      payload: '{"data":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(envelope('bad_request'));
  });

  it('answers schema validation failures with 400 bad_request', async () => {
    const response = await t.inject({ url: withQuery(API_PATHS.vendorGameTypes, { typeId: '7' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
  });
});

const envelope = (code: string) => ({
  success: false,
  code,
  message: expect.any(String) as string,
  value: null,
});

describe('framework errors answer the envelope with a sensible status', () => {
  it('answers a path parameter over 100 characters 414 request.uri_too_long', async () => {
    const response = await t.inject({ url: withQuery(`${MONEY_PATHS.deposit}/${'9'.repeat(101)}`) });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(envelope('request.uri_too_long'));
  });

  it('answers a malformed percent-encoding in the path 400 bad_request', async () => {
    const response = await t.inject({ url: withQuery(`${MONEY_PATHS.deposit}/%E0%A4%A`) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(envelope('bad_request'));
  });

  it('answers a body over the limit 413 request.too_large', async () => {
    const response = await t.inject({
      method: 'POST',
      url: withQuery(API_PATHS.login),
      payload: { data: 'A'.repeat(200 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(envelope('request.too_large'));
  });

  it('answers a body of an unsupported media type 415 request.unsupported_media_type', async () => {
    const response = await t.inject({
      method: 'POST',
      url: withQuery(API_PATHS.login),
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(envelope('request.unsupported_media_type'));
  });

  it('answers a known path with another method 405 request.method_not_allowed, naming the allowed ones', async () => {
    const response = await t.inject({ method: 'PUT', url: withQuery(MONEY_PATHS.deposit), payload: {} });
    expect(response.statusCode).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.json()).toEqual(envelope('request.method_not_allowed'));
    const withParam = await t.inject({ method: 'POST', url: withQuery(`${MONEY_PATHS.deposit}/7`) });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers a request with oversized headers 431 request.headers_too_large', async () => {
    const response = await t.inject({ url: '/health', headers: { 'x-filler': 'x'.repeat(20 * 1024) } });
    expect(response.statusCode).toBe(431);
    expect(response.json()).toEqual(envelope('request.headers_too_large'));
  });

  it('answers a malformed HTTP request 400 bad_request', async () => {
    const answer = await rawRequest(
      t.baseUrl,
      'GET /health HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(envelope('bad_request'));
  });
});

/** Sends raw bytes and returns everything the server answered before closing. */
function rawRequest(baseUrl: string, raw: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(raw));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(text));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('unexpected errors', () => {
  it('answers a thrown internal error with 500 unknown and no stack or detail in the body', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ db: database.db, mode: 'development' });
    app.get('/test/explode', async () => {
      throw new Error('secret internal detail at /srv/db');
    });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await request(baseUrl, { url: '/test/explode' });
    await app.close();
    await database.drop();
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
    const database = await openTestDatabase();
    const app = await buildApp({ db: database.db, mode: 'development' });
    await app.db.exec('DROP TABLE vendors');
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await request(baseUrl, { url: withQuery(API_PATHS.vendorGameTypes, { typeId: '1' }) });
    await app.close();
    await database.drop();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/vendors|relation|SQL/i);
  });
});

describe('health', () => {
  it('answers GET /health with { ok: true }', async () => {
    const response = await t.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
