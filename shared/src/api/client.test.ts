/** @jest-environment node */
// The API client against the real platform API over HTTP, plus tiny local servers for the failure modes
// the platform never produces on purpose (silence, 502 proxy pages, HTML bodies).
import { createServer } from 'node:http';
import { createApiClient } from './client';
import { API_PATHS, MERCHANT_CODE } from './contract';
import { decryptPayload } from './crypto';
import type { EarlyAnswers } from './early-answers';
import { apiRequestPath, START_REQUESTS } from '../contracts/start-requests';
import { ApiError } from './errors';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiClientOptions } from './client';
import type { EncryptedBody, LoginPayload, LoginValue, MemberInfo, SystemStatus } from './contract';

const DEMO: LoginPayload = { username: 'demo01', password: 'demo1234', captcha: '', type: 'username' };

type PlatformApp = Awaited<ReturnType<typeof import('../../../platform-api/src/app.ts').buildApp>>;

let app: PlatformApp;
let baseUrl: string;
let dropDatabase: () => Promise<void>;

interface CountingServer {
  server: Server;
  url: string;
  hits: { method: string; url: string }[];
}

const localServers: Server[] = [];

async function startServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<CountingServer> {
  const hits: CountingServer['hits'] = [];
  const server = createServer((request, response) => {
    hits.push({ method: request.method ?? '', url: request.url ?? '' });
    handler(request, response);
  });
  localServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, hits };
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A fetch that records every request it is asked to make, then really makes it. */
function recordingFetch() {
  const urls: URL[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const raw = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    urls.push(new URL(raw));
    return fetch(input, init);
  };
  return { fetchImpl, urls };
}

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl, getToken: () => null, retries: 0, ...overrides });
}

async function login(): Promise<LoginValue> {
  return client().sendEncrypted<LoginValue>('post', API_PATHS.login, DEMO, { moduleId: 'COMM3' });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

// The real API on a freshly migrated and seeded database: about 5 s embedded on an idle machine, several times that
// under load (as the API's own tests allow, tools/jest/setup-api.ts), more than Jest's default 5 s for a hook.
const SEEDED_API_START_MS = 60_000;

beforeAll(async () => {
  const { buildApp } = await import('../../../platform-api/src/app.ts');
  const { openTestDatabase } = await import('../../../platform-api/src/testing/test-database.ts');
  const database = await openTestDatabase();
  dropDatabase = database.drop;
  app = await buildApp({ db: database.db, mode: 'development', logger: false });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
}, SEEDED_API_START_MS);

afterAll(async () => {
  await Promise.all(localServers.map((server) => closeServer(server)));
  await app.close();
  await dropDatabase();
});

describe('request conventions', () => {
  it('sends merchantCode and moduleId on every call and unwraps the envelope to its value', async () => {
    const { fetchImpl, urls } = recordingFetch();
    const status = await client({ fetch: fetchImpl }).get<SystemStatus>(API_PATHS.systemStatus, {
      moduleId: 'COMM3',
      query: { extra: 'x', skipped: undefined },
    });

    expect(status).toMatchObject({ status: 0, ipRestricted: false });
    expect(status).not.toHaveProperty('success');
    expect(urls).toHaveLength(1);
    expect(urls[0]?.searchParams.get('merchantCode')).toBe(MERCHANT_CODE);
    expect(urls[0]?.searchParams.get('merchantCode')).toBe('vsbdtf5');
    expect(urls[0]?.searchParams.get('moduleId')).toBe('COMM3');
    expect(urls[0]?.searchParams.get('extra')).toBe('x');
    expect(urls[0]?.searchParams.has('skipped')).toBe(false);
  });

  it('is rejected by the platform with merchant.unknown when the merchant code is wrong', async () => {
    const error = await rejection(
      client({ merchantCode: 'nope123' }).get(API_PATHS.systemStatus, { moduleId: 'COMM3' }),
    );
    expect(error.code).toBe('merchant.unknown');
    expect(error.toastType).toBe('fail');
  });
});

describe('login and the bearer token', () => {
  it('logs in with an encrypted payload and the token then authorises member calls', async () => {
    const value = await login();
    expect(value.token).toMatch(/^[0-9a-f]{64}$/);
    expect(value.userName).toBe('demo01');

    const authed = client({ getToken: () => value.token });
    const member = await authed.get<MemberInfo>(API_PATHS.memberInfo, { moduleId: 'COMM3' });
    expect(member.account).toBe('demo01');
  });

  it('rejects a wrong password as auth.user_not_found (401) with the catalogue text key', async () => {
    const error = await rejection(
      client().sendEncrypted(
        'post',
        API_PATHS.login,
        { ...DEMO, password: 'wrong-password' },
        { moduleId: 'COMM3' },
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('auth.user_not_found');
    expect(error.status).toBe(401);
    expect(error.messageKey).toBe('errors.userNotFound');
    expect(error.toastType).toBe('fail');
  });

  it('reports a revoked token as auth.session_expired and tells the app the session is lost', async () => {
    const { token } = await login();
    const onSessionLost = jest.fn();
    const authed = client({ getToken: () => token, onSessionLost });

    await authed.delete(API_PATHS.logout, { moduleId: 'COMM3' });
    expect(onSessionLost).not.toHaveBeenCalled();

    const error = await rejection(authed.get(API_PATHS.memberInfo, { moduleId: 'COMM3' }));
    expect(error.code).toBe('auth.session_expired');
    expect(error.status).toBe(401);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it("tells the app the session is lost when the player's session time limit has ended it", async () => {
    const ended = await startServer((_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          success: false,
          code: 'limit.session_exceeded',
          message: 'The session time limit has been reached',
          value: { endedAt: '2026-11-22T04:00:00.000Z', minutes: 30 },
        }),
      );
    });
    const onSessionLost = jest.fn();
    const error = await rejection(
      createApiClient({ baseUrl: ended.url, getToken: () => 'token', retries: 0, onSessionLost }).get(
        API_PATHS.memberInfo,
        { moduleId: 'COMM3' },
      ),
    );
    expect(error.code).toBe('limit.session_exceeded');
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('does not report a lost session for a call that never had a token', async () => {
    const onSessionLost = jest.fn();
    const error = await rejection(client({ onSessionLost }).get(API_PATHS.memberInfo, { moduleId: 'COMM3' }));
    expect(error.code).toBe('auth.not_logged_in');
    expect(onSessionLost).not.toHaveBeenCalled();
  });
});

describe("the loader's early answers", () => {
  const info = START_REQUESTS.memberInfo;
  const infoUrl = () => `${baseUrl}${apiRequestPath(info.path, info.moduleId)}`;

  /** What the page's loader does (shell/src/index.html): asks with the token and language it found. */
  function askEarly(token: string | null, language = 'en', response?: Promise<Response>): EarlyAnswers {
    const headers: Record<string, string> = { 'x-lang': language };
    if (token) headers.authorization = `Bearer ${token}`;
    return {
      [infoUrl()]: { token, language, at: Date.now(), response: response ?? fetch(infoUrl(), { headers }) },
    };
  }

  /** The page's client in English with `token`, given the loader's answers (and a recording fetch, if any). */
  const pageClient = (token: string, early: EarlyAnswers, overrides: Partial<ApiClientOptions> = {}) =>
    client({ getToken: () => token, getLanguage: () => 'en', earlyAnswers: () => early, ...overrides });
  const memberInfo = (api: ReturnType<typeof client>) =>
    api.get<MemberInfo>(info.path, { moduleId: info.moduleId });

  it('takes the answer the loader asked for instead of asking again, once', async () => {
    const { token } = await login();
    const early = askEarly(token);
    const { fetchImpl, urls } = recordingFetch();
    const authed = pageClient(token, early, { fetch: fetchImpl });

    const member = await memberInfo(authed);
    expect(member.account).toBe('demo01');
    expect(urls).toHaveLength(0);
    // The next call of the same kind asks the platform: an early answer serves the start only.
    await memberInfo(authed);
    expect(urls).toHaveLength(1);
  });

  it("asks again when the loader asked with another session's token or another language", async () => {
    const { token } = await login();
    const { fetchImpl, urls } = recordingFetch();
    for (const early of [askEarly('an-old-token'), askEarly(token, 'bn')]) {
      const authed = pageClient(token, early, { fetch: fetchImpl });
      const member = await memberInfo(authed);
      expect(member.account).toBe('demo01');
    }
    expect(urls).toHaveLength(2);
  });

  it('asks again at once when the early call failed, even without retries', async () => {
    const { token } = await login();
    const early = askEarly(token, 'en', Promise.reject(new TypeError('Failed to fetch')));
    const { fetchImpl, urls } = recordingFetch();
    const authed = pageClient(token, early, { fetch: fetchImpl });

    const member = await memberInfo(authed);
    expect(member.account).toBe('demo01');
    expect(urls).toHaveLength(1);
  });

  it('asks again at once when the platform asked the loader to try again later', async () => {
    const { token } = await login();
    const busy = Promise.resolve(new Response('', { status: 503 }));
    const { fetchImpl, urls } = recordingFetch();
    const authed = pageClient(token, askEarly(token, 'en', busy), { fetch: fetchImpl, retries: 0 });

    const member = await memberInfo(authed);
    expect(member.account).toBe('demo01');
    expect(urls).toHaveLength(1);
  });

  it('reads an early error answer like any other: a revoked token still ends the session', async () => {
    const onSessionLost = jest.fn();
    const early = askEarly('0'.repeat(64));
    const error = await rejection(memberInfo(pageClient('0'.repeat(64), early, { onSessionLost })));
    expect(error.code).toBe('auth.session_expired');
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });
});

describe('yielding to the page before a request', () => {
  // Chromium's scheduler.yield (Node has none): the test holds each yield until it lets it go.
  let released: (() => void)[] = [];
  beforeEach(() => {
    released = [];
    (globalThis as { scheduler?: unknown }).scheduler = {
      yield: () => new Promise<void>((resolve) => released.push(resolve)),
    };
  });
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('starts each request only after the page had its turn, and answers it then', async () => {
    const { fetchImpl, urls } = recordingFetch();
    const api = client({ fetch: fetchImpl });
    const status = api.get<SystemStatus>(API_PATHS.systemStatus, { moduleId: 'COMM3' });
    const again = api.get<SystemStatus>(API_PATHS.systemStatus, { moduleId: 'COMM3' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Both calls wait for a turn of their own; nothing is on the wire yet.
    expect(released).toHaveLength(2);
    expect(urls).toHaveLength(0);

    for (const release of released) release();
    expect((await status).ipRestricted).toBe(false);
    expect((await again).ipRestricted).toBe(false);
    expect(urls).toHaveLength(2);
  });

  it("takes the loader's early answer without waiting for a turn", async () => {
    const path = apiRequestPath(START_REQUESTS.systemStatus.path, START_REQUESTS.systemStatus.moduleId);
    const early: EarlyAnswers = {
      [`${baseUrl}${path}`]: {
        token: null,
        language: 'en',
        at: Date.now(),
        response: fetch(`${baseUrl}${path}`),
      },
    };
    const { fetchImpl, urls } = recordingFetch();
    const api = client({ fetch: fetchImpl, getLanguage: () => 'en', earlyAnswers: () => early });
    const status = await api.get<SystemStatus>(START_REQUESTS.systemStatus.path, {
      moduleId: START_REQUESTS.systemStatus.moduleId,
    });
    expect(status.ipRestricted).toBe(false);
    expect(released).toHaveLength(0);
    expect(urls).toHaveLength(0);
  });
});

describe('network failures', () => {
  it('fails as network.offline without making a request when the device is offline', async () => {
    const { fetchImpl, urls } = recordingFetch();
    const error = await rejection(
      client({ fetch: fetchImpl, isOnline: () => false }).get(API_PATHS.systemStatus, { moduleId: 'COMM3' }),
    );
    expect(error.code).toBe('network.offline');
    expect(error.toastType).toBe('offline');
    expect(error.messageKey).toBe('errors.offline');
    expect(urls).toHaveLength(0);
  });

  it('fails as network.offline when nothing listens at the address', async () => {
    const closed = await startServer((_request, response) => response.end());
    await closeServer(closed.server);

    const error = await rejection(
      createApiClient({ baseUrl: closed.url, getToken: () => null, retries: 0 }).get(API_PATHS.systemStatus, {
        moduleId: 'COMM3',
      }),
    );
    expect(error.code).toBe('network.offline');
    expect(error.toastType).toBe('offline');
  });

  it('fails as network.timeout when the server never answers', async () => {
    const silent = await startServer(() => {
      // Never answer.
    });
    const error = await rejection(
      createApiClient({ baseUrl: silent.url, getToken: () => null, retries: 0, timeoutMs: 50 }).get(
        API_PATHS.systemStatus,
        { moduleId: 'COMM3' },
      ),
    );
    expect(error.code).toBe('network.timeout');
    expect(error.toastType).toBe('offline');
    expect(silent.hits).toHaveLength(1);
  });
});

describe('retries', () => {
  it.each([500, 502])('retries a GET that answered %i', async (status) => {
    const failing = await startServer((_request, response) => {
      response.statusCode = status;
      response.end();
    });
    const api = createApiClient({ baseUrl: failing.url, getToken: () => null, retries: 1 });

    await rejection(api.get(API_PATHS.systemStatus, { moduleId: 'COMM3' }));

    expect(failing.hits).toHaveLength(2);
    expect(failing.hits.every((hit) => hit.method === 'GET')).toBe(true);
  });

  /** Drops the connection of the first request (a network error), answers an envelope afterwards. */
  async function flakyServer() {
    let first = true;
    return startServer((request, response) => {
      if (first) {
        first = false;
        request.socket.destroy();
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: true, code: 'ok', message: '', value: { answered: true } }));
    });
  }

  it('retries a GET after a dropped connection and returns the answer of the retry', async () => {
    const flaky = await flakyServer();
    const api = createApiClient({ baseUrl: flaky.url, getToken: () => null, retries: 1 });

    await expect(api.get(API_PATHS.systemStatus, { moduleId: 'COMM3' })).resolves.toEqual({ answered: true });
    expect(flaky.hits).toHaveLength(2);
  });

  it('never retries a POST after a dropped connection', async () => {
    const flaky = await flakyServer();
    const api = createApiClient({ baseUrl: flaky.url, getToken: () => null, retries: 1 });

    const error = await rejection(api.post(API_PATHS.login, { a: 1 }, { moduleId: 'COMM3' }));

    expect(error.code).toBe('network.offline');
    expect(flaky.hits).toHaveLength(1);
  });

  it('never retries a POST, even on 502', async () => {
    const failing = await startServer((_request, response) => {
      response.statusCode = 502;
      response.end();
    });
    const api = createApiClient({ baseUrl: failing.url, getToken: () => null, retries: 1 });

    const error = await rejection(api.post(API_PATHS.login, { a: 1 }, { moduleId: 'COMM3' }));

    expect(error.code).toBe('network.offline');
    expect(failing.hits).toHaveLength(1);
  });
});

describe('responses that are not the envelope', () => {
  const html = '<!doctype html><html><body><h1>Bad Gateway</h1></body></html>';

  it.each([502, 503, 504])('maps an HTML %i proxy page to network.offline', async (status) => {
    const proxy = await startServer((_request, response) => {
      response.statusCode = status;
      response.setHeader('content-type', 'text/html');
      response.end(html);
    });
    const error = await rejection(
      createApiClient({ baseUrl: proxy.url, getToken: () => null, retries: 0 }).get(API_PATHS.systemStatus, {
        moduleId: 'COMM3',
      }),
    );
    expect(error.code).toBe('network.offline');
    expect(error.status).toBe(status);
    expect(error.message).not.toContain('Bad Gateway');
  });

  it.each([200, 500])('maps an HTML body with status %i to response.invalid', async (status) => {
    const odd = await startServer((_request, response) => {
      response.statusCode = status;
      response.setHeader('content-type', 'text/html');
      response.end(html);
    });
    const error = await rejection(
      createApiClient({ baseUrl: odd.url, getToken: () => null, retries: 0 }).get(API_PATHS.systemStatus, {
        moduleId: 'COMM3',
      }),
    );
    expect(error.code).toBe('response.invalid');
    expect(error.status).toBe(status);
    expect(error.toastType).toBe('fail');
  });

  it('maps JSON that is not an envelope to response.invalid', async () => {
    const odd = await startServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status: 0 }));
    });
    const error = await rejection(
      createApiClient({ baseUrl: odd.url, getToken: () => null, retries: 0 }).get(API_PATHS.systemStatus, {
        moduleId: 'COMM3',
      }),
    );
    expect(error.code).toBe('response.invalid');
  });
});

// The transport itself (the wire, retries, time limits, cancellation): counted on real local servers, never a
// mocked fetch.

const ok = (value: unknown) => JSON.stringify({ success: true, code: 'ok', message: '', value });

/** Answers `status` (an empty body) to the first `failures` requests, then an envelope. */
function failingThenOk(status: number, failures = 1, headers: Record<string, string> = {}) {
  let answered = 0;
  return startServer((_request, response) => {
    answered += 1;
    if (answered <= failures) {
      response.writeHead(status, headers);
      response.end();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(ok({ answered: true }));
  });
}

describe('what goes on the wire', () => {
  interface Seen {
    method: string;
    url: URL;
    headers: IncomingMessage['headers'];
    body: string;
  }

  async function echoServer() {
    const seen: Seen[] = [];
    const server = await startServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        seen.push({
          method: request.method ?? '',
          url: new URL(request.url ?? '', 'http://echo'),
          headers: request.headers,
          body,
        });
        response.setHeader('content-type', 'application/json');
        response.end(ok({ echoed: true }));
      });
    });
    return { ...server, seen };
  }

  it('sends the token and language on every call, JSON bodies with their content type, no body on a GET', async () => {
    const echo = await echoServer();
    const api = createApiClient({
      baseUrl: echo.url,
      getToken: () => 'secret-token',
      getLanguage: () => 'bn',
      retries: 0,
    });

    await expect(api.get('/wps/a', { moduleId: 'COMM3', query: { page: 2, on: true } })).resolves.toEqual({
      echoed: true,
    });
    await api.post('/wps/b', { amount: 50_000 }, { moduleId: 'MEMTRANS3' });
    await api.put('/wps/c', { nickname: 'রহিম' }, { moduleId: 'MEMTRANS3' });
    await api.delete('/wps/d', { moduleId: 'MEMTRANS3' }, { paymentPassword: '123456' });
    await api.delete('/wps/e', { moduleId: 'MEMTRANS3' });

    expect(echo.seen.map((seen) => `${seen.method} ${seen.url.pathname}`)).toEqual([
      'GET /wps/a',
      'POST /wps/b',
      'PUT /wps/c',
      'DELETE /wps/d',
      'DELETE /wps/e',
    ]);
    for (const seen of echo.seen) {
      expect(seen.headers.authorization).toBe('Bearer secret-token');
      expect(seen.headers['x-lang']).toBe('bn');
      expect(seen.url.searchParams.get('merchantCode')).toBe(MERCHANT_CODE);
    }
    const [get, post, put, withBody, withoutBody] = echo.seen;
    expect(get?.url.searchParams.get('moduleId')).toBe('COMM3');
    expect(get?.url.searchParams.get('page')).toBe('2');
    expect(get?.url.searchParams.get('on')).toBe('true');
    expect(get?.body).toBe('');
    expect(get?.headers['content-type']).toBeUndefined();
    expect(post?.url.searchParams.get('moduleId')).toBe('MEMTRANS3');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual({ amount: 50_000 });
    expect(JSON.parse(put?.body ?? '')).toEqual({ nickname: 'রহিম' });
    expect(JSON.parse(withBody?.body ?? '')).toEqual({ paymentPassword: '123456' });
    expect(withoutBody?.body).toBe('');
    expect(withoutBody?.headers['content-type']).toBeUndefined();
  });

  it('sends no authorization header without a token', async () => {
    const echo = await echoServer();
    await createApiClient({ baseUrl: echo.url, getToken: () => null }).get('/wps/a', { moduleId: 'COMM3' });
    expect(echo.seen[0]?.headers).not.toHaveProperty('authorization');
    expect(echo.seen[0]?.headers).not.toHaveProperty('x-lang');
  });

  it('posts a form URL-encoded', async () => {
    const echo = await echoServer();
    await createApiClient({ baseUrl: echo.url, getToken: () => null }).postForm(
      '/wps/form',
      { email: 'a+b@example.com', name: 'Rahim Uddin' },
      { moduleId: 'COMM3' },
    );
    expect(echo.seen[0]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(echo.seen[0]?.body))).toEqual({
      email: 'a+b@example.com',
      name: 'Rahim Uddin',
    });
  });

  it('sends an encrypted payload as {data} with its key in x-encrypt-key, never the plain text', async () => {
    const echo = await echoServer();
    await createApiClient({ baseUrl: echo.url, getToken: () => null }).sendEncrypted(
      'put',
      '/wps/secret',
      { password: 'demo1234' },
      { moduleId: 'COMM3' },
    );
    const seen = echo.seen[0];
    const key = seen?.headers['x-encrypt-key'];
    expect(seen?.method).toBe('PUT');
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(seen?.body).not.toContain('demo1234');
    expect(decryptPayload(JSON.parse(seen?.body ?? '') as EncryptedBody, String(key))).toEqual({
      password: 'demo1234',
    });
  });

  it('keeps a query already in the path and resolves paths against the base URL like a link', async () => {
    const echo = await echoServer();
    const api = createApiClient({ baseUrl: `${echo.url}/api/`, getToken: () => null });
    await api.get('/wps/a?kind=x', { moduleId: 'COMM3' });
    await api.get('wps/b', { moduleId: 'COMM3' });

    expect(echo.seen[0]?.url.pathname).toBe('/wps/a');
    expect(echo.seen[0]?.url.searchParams.get('kind')).toBe('x');
    expect(echo.seen[0]?.url.searchParams.get('moduleId')).toBe('COMM3');
    expect(echo.seen[1]?.url.pathname).toBe('/api/wps/b');
  });
});

describe('retries of GET calls', () => {
  it.each([408, 429, 500, 502, 503, 504])(
    'retries a GET that answered %i and returns the answer of the retry',
    async (status) => {
      const flaky = await failingThenOk(status);
      const api = createApiClient({ baseUrl: flaky.url, getToken: () => null, retries: 1 });

      await expect(api.get(API_PATHS.systemStatus, { moduleId: 'COMM3' })).resolves.toEqual({
        answered: true,
      });
      expect(flaky.hits.map((hit) => hit.method)).toEqual(['GET', 'GET']);
    },
  );

  it.each([400, 401, 404, 501])('does not retry a GET that answered %i', async (status) => {
    const answer = await startServer((_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, code: 'not_found', message: 'No', value: null }));
    });
    const error = await rejection(
      createApiClient({ baseUrl: answer.url, getToken: () => null }).get(API_PATHS.systemStatus, {
        moduleId: 'COMM3',
      }),
    );
    expect(error.code).toBe('not_found');
    expect(answer.hits).toHaveLength(1);
  });

  it('tries a GET three times by default, waiting longer each time, then maps the HTML 502 page', async () => {
    const proxy = await startServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<!doctype html><html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>');
    });
    const started = performance.now();
    const error = await rejection(
      createApiClient({ baseUrl: proxy.url, getToken: () => null }).get(API_PATHS.systemStatus, {
        moduleId: 'COMM3',
      }),
    );
    const elapsed = performance.now() - started;

    expect(proxy.hits).toHaveLength(3);
    expect(error.code).toBe('network.offline');
    expect(error.status).toBe(502);
    expect(error.toastType).toBe('offline');
    expect(error.messageKey).toBe('errors.offline');
    expect(error.message).not.toContain('Bad Gateway');
    // 0.3 s before the first retry, 0.6 s before the second (a few ms of timer slack allowed).
    expect(elapsed).toBeGreaterThanOrEqual(880);
  });

  it('waits as long as a 503 answer asks in Retry-After before trying again', async () => {
    const busy = await failingThenOk(503, 1, { 'retry-after': '1' });
    const started = performance.now();
    await expect(
      createApiClient({ baseUrl: busy.url, getToken: () => null }).get(API_PATHS.systemStatus, {
        moduleId: 'COMM3',
      }),
    ).resolves.toEqual({ answered: true });

    expect(busy.hits).toHaveLength(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(980);
  });

  it('shows a 429 at once when Retry-After asks for longer than a call may take', async () => {
    const limited = await startServer((_request, response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '120' });
      response.end(
        JSON.stringify({ success: false, code: 'rate_limited', message: 'Slow down', value: null }),
      );
    });
    const error = await rejection(
      createApiClient({ baseUrl: limited.url, getToken: () => null }).get(API_PATHS.systemStatus, {
        moduleId: 'COMM3',
      }),
    );
    expect(error.code).toBe('rate_limited');
    expect(error.status).toBe(429);
    expect(limited.hits).toHaveLength(1);
  });

  it.each(['post', 'put', 'delete'] as const)('never retries a %s, even on 503', async (method) => {
    const busy = await failingThenOk(503, 5);
    const api = createApiClient({ baseUrl: busy.url, getToken: () => null, retries: 2 });
    const request = { moduleId: 'MEMTRANS3' } as const;
    const call =
      method === 'delete'
        ? api.delete('/wps/x', request, { a: 1 })
        : api[method]('/wps/x', { a: 1 }, request);

    const error = await rejection(call);

    expect(error.code).toBe('network.offline');
    expect(error.status).toBe(503);
    expect(busy.hits).toHaveLength(1);
    expect(busy.hits[0]?.method).toBe(method.toUpperCase());
    expect(busy.hits[0]?.url).toMatch(/^\/wps\/x\?/);
  });
});

describe('time limits and cancellation', () => {
  /** A server that never answers, and tells when a request has arrived and when its connection closed. */
  async function silentServer() {
    let arrived!: () => void;
    let closed!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    const server = await startServer((request) => {
      request.socket.on('close', closed);
      arrived();
    });
    return { ...server, requestArrived, connectionClosed };
  }

  it('does not retry a GET that timed out, and says network.timeout', async () => {
    const silent = await silentServer();
    const error = await rejection(
      createApiClient({ baseUrl: silent.url, getToken: () => null, timeoutMs: 100 }).get(
        API_PATHS.systemStatus,
        {
          moduleId: 'COMM3',
        },
      ),
    );
    expect(error.code).toBe('network.timeout');
    expect(error.messageKey).toBe('errors.offline');
    expect(silent.hits).toHaveLength(1);
    await silent.connectionClosed;
  });

  it('keeps the time limit when the caller passes its own signal', async () => {
    const silent = await silentServer();
    const caller = new AbortController();
    const error = await rejection(
      createApiClient({ baseUrl: silent.url, getToken: () => null, timeoutMs: 100 }).get(
        API_PATHS.systemStatus,
        {
          moduleId: 'COMM3',
          signal: caller.signal,
        },
      ),
    );
    expect(error.code).toBe('network.timeout');
    expect(caller.signal.aborted).toBe(false);
  });

  it('times out an answer whose body stops halfway', async () => {
    const stalled = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"success":true,"code":"ok","value":');
    });
    const error = await rejection(
      createApiClient({ baseUrl: stalled.url, getToken: () => null, timeoutMs: 150 }).get(
        API_PATHS.systemStatus,
        {
          moduleId: 'COMM3',
        },
      ),
    );
    expect(error.code).toBe('network.timeout');
    expect(stalled.hits).toHaveLength(1);
  });

  it("cancels the request on the caller's abort, passes the abort on and never retries", async () => {
    const silent = await silentServer();
    const caller = new AbortController();
    const call = createApiClient({ baseUrl: silent.url, getToken: () => null, retries: 2 }).get(
      API_PATHS.systemStatus,
      { moduleId: 'COMM3', signal: caller.signal },
    );
    await silent.requestArrived;
    caller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
    await silent.connectionClosed;
    expect(silent.hits).toHaveLength(1);
  });

  it("stops waiting to retry on the caller's abort", async () => {
    const busy = await failingThenOk(503, 5);
    let answered!: () => void;
    const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
    const fetchImpl: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      answered();
      return response;
    };
    const caller = new AbortController();
    const call = createApiClient({
      baseUrl: busy.url,
      getToken: () => null,
      retries: 2,
      fetch: fetchImpl,
    }).get(API_PATHS.systemStatus, { moduleId: 'COMM3', signal: caller.signal });
    await firstAnswer;
    caller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(busy.hits).toHaveLength(1);
  });

  it('makes no request when the caller has already cancelled', async () => {
    const listening = await startServer((_request, response) => response.end(ok(null)));
    const caller = new AbortController();
    caller.abort();
    await expect(
      createApiClient({ baseUrl: listening.url, getToken: () => null }).get(API_PATHS.systemStatus, {
        moduleId: 'COMM3',
        signal: caller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(listening.hits).toHaveLength(0);
  });

  it('answers a call made with a signal that is never used, against the real platform', async () => {
    const caller = new AbortController();
    const status = await client({ retries: 2 }).get<SystemStatus>(API_PATHS.systemStatus, {
      moduleId: 'COMM3',
      signal: caller.signal,
    });
    expect(status).toMatchObject({ status: 0 });
  });
});
