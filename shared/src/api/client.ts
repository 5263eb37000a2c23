// The API client on the platform's fetch: module id and merchant code on every call, the bearer token, the one
// response envelope, AES-encrypted sensitive payloads, catalogue-mapped errors, timeouts, retries for idempotent
// calls and offline detection. Views never call it directly: each feature has a hook per endpoint.
import { appendApiQuery } from '../contracts/start-requests';
import { type ApiEnvelope, HEADERS, MERCHANT_CODE, type ModuleId } from './contract';
import { type EarlyAnswers, takeEarlyAnswer } from './early-answers';
import { ApiError, isApiErrorCode } from './errors';

export type Query = Record<string, string | number | boolean | undefined>;

export interface ApiClientOptions {
  /** Base URL of the platform API; the site calls it same-origin by default. */
  baseUrl?: string;
  merchantCode?: string;
  getToken: () => string | null;
  getLanguage?: () => string;
  /**
   * Called when the server says the session is gone (401 session_expired, the session time limit reached, or
   * not_logged_in with a token).
   */
  onSessionLost?: () => void;
  /** Time limit of each attempt, from sending to the whole answer read (default 10 s). */
  timeoutMs?: number;
  /** Retries of idempotent (GET) calls on network errors and 408/429/5xx. */
  retries?: number;
  fetch?: typeof fetch;
  isOnline?: () => boolean;
  /**
   * Answers asked for before the client existed (the page's loader: shared/src/api/early-answers.ts): a GET
   * takes its one if it was asked with the same token and language, instead of asking again.
   */
  earlyAnswers?: () => EarlyAnswers | undefined;
}

export interface RequestOptions {
  moduleId: ModuleId;
  query?: Query;
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T>(path: string, options: RequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, options: RequestOptions): Promise<T>;
  put<T>(path: string, body: unknown, options: RequestOptions): Promise<T>;
  /** DELETE, with a JSON body when the call needs one (e.g. a payment password, never in the URL). */
  delete<T>(path: string, options: RequestOptions, body?: unknown): Promise<T>;
  /** POST an `application/x-www-form-urlencoded` body (spec: e-mail recovery, head icon). */
  postForm<T>(path: string, fields: Record<string, string>, options: RequestOptions): Promise<T>;
  /** POST (or PUT) a payload encrypted by the spec's scheme, the key in the x-encrypt-key header. */
  sendEncrypted<T>(
    method: 'post' | 'put',
    path: string,
    payload: unknown,
    options: RequestOptions,
  ): Promise<T>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Body {
  json?: unknown;
  form?: URLSearchParams;
  headers?: Record<string, string>;
}

/** Statuses on which a GET is tried again: the server (or a proxy) may answer the next attempt. */
const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
/** Statuses whose `Retry-After` says when to try again. */
const RETRY_AFTER_STATUSES = [429, 503];
/** Wait before retry n (1-based): 0.3 s, 0.6 s, 1.2 s... */
const backoffMs = (retry: number) => 300 * 2 ** (retry - 1);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const merchantCode = options.merchantCode ?? MERCHANT_CODE;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(method: Method, path: string, request: RequestOptions, body?: Body): Promise<T> {
    if (!isOnline()) throw new ApiError('network.offline', 0);
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) query[key] = String(value);
    }
    let url: URL;
    try {
      // Standard URL resolution: a path against the base URL, the base URL against the page.
      const page = globalThis.location?.href;
      url = new URL(path, options.baseUrl ? new URL(options.baseUrl, page) : page);
    } catch (error) {
      throw transportError(error);
    }
    appendApiQuery(url.searchParams, request.moduleId, query, merchantCode);

    const headers = new Headers(body?.headers);
    let payloadBody: string | URLSearchParams | undefined = body?.form;
    if (body?.json !== undefined) {
      payloadBody = JSON.stringify(body.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const token = options.getToken();
    if (token) headers.set(HEADERS.authorization, `Bearer ${token}`);
    const language = options.getLanguage?.();
    if (language) headers.set(HEADERS.language, language);

    const fetchImpl = options.fetch ?? globalThis.fetch;
    const retries = method === 'GET' ? (options.retries ?? 2) : 0;
    // The loader's answer to this very call, if it asked (first attempt only: a retry always asks again).
    let early: Promise<Response> | null =
      method === 'GET' && options.earlyAnswers
        ? takeEarlyAnswer(options.earlyAnswers(), {
            url: url.href,
            token,
            language,
          })
        : null;
    for (let attempt = 0; ; attempt++) {
      const timeout = AbortSignal.timeout(timeoutMs);
      // TanStack Query passes a signal to cancel: either it or the time limit ends the attempt.
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      let response: Response;
      try {
        const pending = early;
        early = null;
        // An early call that failed is asked again at once: it was never this call's own attempt.
        const earlyResponse = pending
          ? await untilAborted(pending, signal).catch((error: unknown) => {
              if (signal.aborted) throw error;
              return null;
            })
          : null;
        if (earlyResponse) response = earlyResponse;
        else {
          await yieldToPage();
          response = await fetchImpl(url, { method, headers, body: payloadBody, signal });
        }
      } catch (error) {
        const failure = transportError(error, timeout, request.signal);
        // A dropped connection or a refused one (fetch rejects those with a TypeError); never a timeout.
        if (attempt < retries && isNamed(error, 'TypeError') && failure.code === 'network.offline') {
          await wait(backoffMs(attempt + 1), request.signal);
          continue;
        }
        throw failure;
      }
      if (attempt < retries && RETRY_STATUSES.includes(response.status)) {
        const delay = retryDelay(response, attempt + 1, timeoutMs);
        if (delay !== undefined) {
          void response.body?.cancel().catch(() => undefined);
          await wait(delay, request.signal);
          continue;
        }
      }
      let payload: unknown;
      try {
        // Whatever the status: a non-2xx answer still carries the envelope.
        payload = await response.json();
      } catch (error) {
        // Not JSON (a proxy's page, an empty body): read by status below. Cut off mid-body: a transport failure.
        if (signal.aborted) throw transportError(error, timeout, request.signal);
      }
      return readEnvelope<T>(response.status, payload, options);
    }
  }

  return {
    get: (path, request) => call('GET', path, request),
    post: (path, json, request) => call('POST', path, request, { json }),
    put: (path, json, request) => call('PUT', path, request, { json }),
    delete: (path, request, json) => call('DELETE', path, request, json === undefined ? undefined : { json }),
    postForm: (path, fields, request) => call('POST', path, request, { form: new URLSearchParams(fields) }),
    sendEncrypted: async (method, path, payload, request) => {
      // AES is loaded with the first encrypted call (sign-in, registration, passwords): not on a first load.
      const { createEncryptKey, encryptPayload } = await import('./crypto');
      const key = createEncryptKey();
      return call(method === 'put' ? 'PUT' : 'POST', path, request, {
        json: encryptPayload(payload, key),
        headers: { [HEADERS.encryptKey]: key },
      });
    },
  };
}

/**
 * The wait before retry n of an answer with a retryable status, or undefined when the server asks for longer than
 * one attempt may take (the answer is then shown now rather than a screen left waiting).
 */
function retryDelay(response: Response, retry: number, limitMs: number): number | undefined {
  const retryAfter = RETRY_AFTER_STATUSES.includes(response.status)
    ? response.headers.get('retry-after')
    : null;
  if (retryAfter === null) return backoffMs(retry);
  // Delay seconds or an HTTP date; a malformed value only loses the server's timing.
  const after = /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : Date.parse(retryAfter) - Date.now();
  if (Number.isNaN(after)) return backoffMs(retry);
  return after <= limitMs ? Math.max(0, after) : undefined;
}

/** The promise's outcome, or the signal's reason as soon as it aborts (an early answer cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Resolves after `ms`, or rejects with the caller's abort reason as soon as the caller cancels. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const cancel = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    }, ms);
    signal?.addEventListener('abort', cancel, { once: true });
  });
}

/**
 * Lets the page's other work run before a request starts, where the browser can (`scheduler.yield`, Chromium 129
 * and later): starting a fetch costs the main thread one to two milliseconds on a slow phone, and the queries a
 * page's components start on mount all start in one task, which made it a long task of its own (issue 9). Each
 * request now starts in a task of its own, ahead of other queued work. Elsewhere (and in Node) nothing waits.
 */
function yieldToPage(): Promise<void> | undefined {
  return (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
}

/** A failure before an answer, as a catalogue error; the caller's own cancellation is passed on as it is. */
function transportError(error: unknown, timeout?: AbortSignal, callerSignal?: AbortSignal): ApiError {
  if (error instanceof ApiError) return error;
  if (callerSignal?.aborted) throw error;
  if (timeout?.aborted) return new ApiError('network.timeout', 0);
  if (isNamed(error, 'AbortError')) throw error;
  if (isNamed(error, 'TypeError')) return new ApiError('network.offline', 0);
  return new ApiError('network.offline', 0, null, error instanceof Error ? error.message : undefined);
}

/** By name, not instanceof: fetch's errors may come from another realm (a test VM, another frame). */
function isNamed(error: unknown, name: string): boolean {
  return (error as { name?: unknown } | null)?.name === name;
}

function readEnvelope<T>(status: number, payload: unknown, options: ApiClientOptions): T {
  const envelope = payload as ApiEnvelope<T> | undefined;
  if (!envelope || typeof envelope !== 'object' || typeof envelope.success !== 'boolean') {
    // A proxy error page or an empty body: never show it, map by status.
    if (status === 502 || status === 503 || status === 504) throw new ApiError('network.offline', status);
    throw new ApiError('response.invalid', status);
  }
  if (envelope.success && status >= 200 && status < 300) return envelope.value as T;
  const code = isApiErrorCode(envelope.code) ? envelope.code : 'unknown';
  // A session ended by the player's own session time limit is gone too (the token is dead on the server).
  if (
    code === 'auth.session_expired' ||
    code === 'limit.session_exceeded' ||
    (code === 'auth.not_logged_in' && options.getToken())
  ) {
    options.onSessionLost?.();
  }
  throw new ApiError(code, status, envelope.value, envelope.message);
}
