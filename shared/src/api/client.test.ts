/** @jest-environment node */
// The API client against the real platform API over HTTP, plus tiny local servers for the failure modes
// the platform never produces on purpose (silence, 502 proxy pages, HTML bodies).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from './client';
import { API_PATHS, MERCHANT_CODE } from './contract';
import { ApiError } from './errors';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiClientOptions } from './client';
import type { LoginPayload, LoginValue, MemberInfo, SystemStatus } from './contract';

const DEMO: LoginPayload = { username: 'demo01', password: 'demo1234', captcha: '', type: 'username' };

type PlatformApp = Awaited<ReturnType<typeof import('../../../platform-api/src/app.ts').buildApp>>;

let app: PlatformApp;
let baseUrl: string;
let dbDir: string;

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

beforeAll(async () => {
  const { buildApp } = await import('../../../platform-api/src/app.ts');
  dbDir = mkdtempSync(join(tmpdir(), 'shared-client-test-'));
  app = await buildApp({ dbPath: join(dbDir, 'platform.db'), mode: 'development', logger: false });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(localServers.map((server) => closeServer(server)));
  await app.close();
  rmSync(dbDir, { recursive: true, force: true });
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
