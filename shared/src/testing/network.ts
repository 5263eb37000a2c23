// The platform API as component tests meet it: msw's node server answers the calls the real API client (ky, the
// envelope, the encrypted payloads, the catalogue errors) makes, with answers built from the contract's types.
// `setupNetwork()` in a test file starts the server before its tests, forgets each test's handlers after it and
// stops it at the end; a request no handler answers fails the test.
import type { JsonBodyType } from 'msw';
import { http, HttpResponse } from 'msw/http';
import { setupServer } from 'msw/node';
import {
  type ApiEnvelope,
  type ApiErrorCode,
  API_ERROR_CODES,
  HEADERS,
  type EncryptedBody,
} from '../api/contract';
import { decryptPayload } from '../api/crypto';

export const server = setupServer();

/** Start the mocked network for the calling test file. */
export function setupNetwork(): typeof server {
  // msw answers an unhandled request with a network error and only logs it; the test that made it fails here,
  // once it has ended, naming the request (a component may swallow the error and look fine).
  const unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledFrame: ({ frame, defaults }) => {
        const { request } = frame.data as { request?: Request };
        unhandled.push(request ? `${request.method} ${request.url}` : 'a request');
        defaults.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    const missed = unhandled.splice(0);
    if (missed.length > 0) throw new Error(`no handler answered ${missed.join(', ')}`);
  });
  afterAll(() => server.close());
  return server;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** One request as the handler saw it: its query and its body (decrypted when it was sent encrypted). */
export interface SentRequest {
  method: string;
  url: URL;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface AnswerOptions {
  method?: Method;
  /** Answer only the first matching request (the next falls through to the handlers below it). */
  once?: boolean;
  /** Called with each request answered, e.g. `sent.push`. */
  onRequest?: (request: SentRequest) => void;
  /** Hold the answer back until this settles (see `heldBack`), to look at the page while a call is under way. */
  until?: Promise<unknown>;
}

/** The URL pattern of an API path on whatever origin the page calls (same-origin in the site). */
const pattern = (path: string) => `*${path}`;

/** Read what was sent: JSON (decrypted with the x-encrypt-key header when present), a form, or nothing. */
export async function readSent(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.clone().text();
  let body: unknown = undefined;
  if (text !== '') {
    const type = request.headers.get('content-type') ?? '';
    // A form (URLSearchParams) body: its fields; anything else the client sends is JSON.
    if (type.includes('application/x-www-form-urlencoded') || !/^\s*[[{"]/.test(text)) {
      body = Object.fromEntries(new URLSearchParams(text));
    } else {
      body = JSON.parse(text) as unknown;
      const key = request.headers.get(HEADERS.encryptKey);
      if (key) body = decryptPayload(body as EncryptedBody, key);
    }
  }
  return { method: request.method, url, query: url.searchParams, headers: request.headers, body };
}

function handler(
  path: string,
  options: AnswerOptions,
  respond: (sent: SentRequest) => Response | Promise<Response>,
) {
  return http[options.method ?? 'get'](
    pattern(path),
    async ({ request }) => {
      const sent = await readSent(request);
      options.onRequest?.(sent);
      await options.until;
      return respond(sent);
    },
    { once: options.once ?? false },
  );
}

const envelope = <T>(value: T): ApiEnvelope<T> => ({ success: true, code: 'ok', message: 'ok', value });

/** A handler answering `path` with the API's success envelope around `value` (given, or made from the request). */
export function apiAnswer<T>(
  path: string,
  value: T | ((sent: SentRequest) => T),
  options: AnswerOptions = {},
) {
  return handler(path, options, (sent) => {
    const data = typeof value === 'function' ? (value as (sent: SentRequest) => T)(sent) : value;
    return HttpResponse.json(envelope(data) as JsonBodyType);
  });
}

/** A handler answering `path` with the API's failure envelope: the code, its status, and an optional value. */
export function apiFailure(
  path: string,
  code: ApiErrorCode,
  value: unknown = null,
  options: AnswerOptions = {},
) {
  return handler(path, options, () => {
    const body: ApiEnvelope<unknown> = { success: false, code, message: code, value };
    return HttpResponse.json(body as JsonBodyType, { status: API_ERROR_CODES[code] });
  });
}

/** A handler for `path` that gets no answer at all (the network fails), as the client's offline case. */
export function apiUnreachable(path: string, options: AnswerOptions = {}) {
  return handler(path, options, () => HttpResponse.error());
}

/** The requests a handler saw, to assert what the form sent. */
export function recorder() {
  const requests: SentRequest[] = [];
  return { requests, onRequest: (request: SentRequest) => void requests.push(request) };
}

/** An answer held back: give `until` in a handler's options; `release()` lets the answer go. */
export function heldBack() {
  let release: () => void = () => undefined;
  const until = new Promise<void>((resolve) => (release = resolve));
  return { until, release: () => release() };
}
