// Routes that need a session refuse an anonymous caller from the token header alone, before the body is read:
// every such route answers 401 with the envelope while the client is still sending a large body (the answer
// comes before the last byte), so an anonymous caller cannot make the API buffer and parse megabytes.
import { request as httpRequest } from 'node:http';
import { CONTENT_PATHS } from 'shared/contract';
import { REWARD_BODY_LIMIT } from '../routes/promotions.ts';
import { createTestApp, withQuery } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { RouteEntry } from './auth.ts';

interface EarlyAnswer {
  status: number;
  body: unknown;
  /** Bytes of the body written when the answer arrived. */
  sentBytes: number;
  declaredBytes: number;
}

const CHUNK = Buffer.alloc(16 * 1024, 0x20);

/**
 * Declares a body of `declaredBytes` and sends only its first chunk, then waits for the answer: an answer means
 * the server did not wait for the body. Gives up (rejects) after `timeoutMs`.
 */
function answerBeforeBody(
  baseUrl: string,
  method: string,
  url: string,
  declaredBytes: number,
  timeoutMs = 3000,
): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url, baseUrl);
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const req = httpRequest(target, {
      method,
      headers: hasBody ? { 'content-type': 'application/json', 'content-length': String(declaredBytes) } : {},
    });
    let sentBytes = 0;
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`${method} ${url}: no answer within ${timeoutMs} ms while the body was incomplete`));
    }, timeoutMs);
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          body: method === 'HEAD' || text === '' ? null : (JSON.parse(text) as unknown),
          sentBytes,
          declaredBytes,
        });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    if (hasBody) {
      req.write(CHUNK);
      sentBytes = CHUNK.length;
    } else {
      req.end();
    }
  });
}

/** A concrete path of a route pattern (parameters filled with 1) with the conventions' query. */
const concrete = (route: RouteEntry) => withQuery(route.url.replace(/:[A-Za-z]+/g, '1'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('development', { devAutoApproveMs: null });
});
afterAll(async () => {
  await t.close();
});

describe('routes that need a session', () => {
  it('answers an anonymous POST /wps/promotion/apply with a 22 MB body 401 before the body is sent', async () => {
    const answer = await answerBeforeBody(
      t.baseUrl,
      'POST',
      withQuery(CONTENT_PATHS.applyReward),
      REWARD_BODY_LIMIT - 1,
    );
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      success: false,
      code: 'auth.not_logged_in',
      message: expect.any(String) as string,
      value: null,
    });
    expect(answer.sentBytes).toBeLessThan(answer.declaredBytes);
  });

  it('has the session hook on every /wps/ route but the public ones, each refusing 401 before reading a body', async () => {
    const sessionRoutes = t.app.routeTable.filter((route) => route.session === 'required');
    // The member centre, money, agency, protection and session routes: far more than a handful.
    expect(sessionRoutes.length).toBeGreaterThan(60);
    for (const route of t.app.routeTable) {
      if (route.url.startsWith('/wps/')) continue;
      expect(route.session).toBe('none');
    }
    const answers = await Promise.all(
      sessionRoutes.map(async (route) => {
        const declared = (route.bodyLimit ?? 64 * 1024) - 1;
        const answer = await answerBeforeBody(t.baseUrl, route.method, concrete(route), declared);
        const code = (answer.body as { code?: string } | null)?.code ?? null;
        return `${route.method} ${route.url} ${answer.status} ${route.method === 'HEAD' ? 'auth.not_logged_in' : code}`;
      }),
    );
    expect(answers).toEqual(
      sessionRoutes.map((route) => `${route.method} ${route.url} 401 auth.not_logged_in`),
    );
  });

  it('leaves the public routes open: none of them answers an anonymous caller 401', async () => {
    const publicRoutes = t.app.routeTable.filter(
      (route) => route.url.startsWith('/wps/') && route.session === 'none',
    );
    expect(publicRoutes.length).toBeGreaterThan(20);
    for (const route of publicRoutes) {
      const response = await t.inject({
        method: route.method as 'GET' | 'POST' | 'PUT',
        url: concrete(route),
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
      });
      expect(`${route.method} ${route.url} ${response.statusCode}`).not.toMatch(/ (401|500)$/);
    }
  });
});
