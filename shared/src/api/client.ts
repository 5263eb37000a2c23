// The API client on ky: module id and merchant code on every call, the bearer token, the one response envelope,
// AES-encrypted sensitive payloads, catalogue-mapped errors, timeouts (also over the body), retries of idempotent
// calls and offline detection. Views never call it directly: each feature has a hook per endpoint.
// The page's start calls are answered early by its loader (early-answers.ts) and read here without ky, so ky loads
// with the first call that goes to the network, not among the files every page waits for.
import type { Input, KyInstance } from 'ky';
import { appendApiQuery } from '../contracts/start-requests';
import { type ApiEnvelope, HEADERS, MERCHANT_CODE, type ModuleId } from './contract';
import { type EarlyAnswers, takeEarlyAnswer } from './early-answers';
import { ApiError, isApiErrorCode } from './errors';
import { endsSession } from './session-lost';

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

/** Statuses on which a GET is tried again: the server (or a proxy) may answer the next attempt. */
const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
/** Statuses whose `Retry-After` says when to try again. */
const RETRY_AFTER_STATUSES = [429, 503];

interface Body {
  json?: unknown;
  form?: URLSearchParams;
  headers?: Record<string, string>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const merchantCode = options.merchantCode ?? MERCHANT_CODE;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetchImpl = options.fetch ?? ((input: Input, init?: RequestInit) => globalThis.fetch(input, init));

  /**
   * The loader's answer to this very GET if it asked for it, once settled. An early call that failed, or that the
   * platform asks to try again (a retryable status), is asked again at once through ky: it was never this call's
   * own attempt.
   */
  async function earlyAnswer(
    path: string,
    searchParams: URLSearchParams,
    signal: AbortSignal | undefined,
  ): Promise<Response | null> {
    if (!options.earlyAnswers) return null;
    const url = new URL(path, options.baseUrl ?? globalThis.location.href);
    url.search = searchParams.toString();
    const early = takeEarlyAnswer(options.earlyAnswers(), {
      url: url.href,
      token: options.getToken(),
      language: options.getLanguage?.(),
    });
    if (!early) return null;
    const answer = await (signal ? untilAborted(early, signal) : early).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      return null;
    });
    return answer && !RETRY_STATUSES.includes(answer.status) ? answer : null;
  }

  let transport: Promise<{ http: KyInstance; ky: typeof import('ky') }> | undefined;
  /** ky with the client's options, loaded with the first call that goes to the network. */
  const loadTransport = () =>
    (transport ??= import(/* webpackChunkName: "http" */ 'ky').then((ky) => ({ ky, http: createHttp(ky) })));

  const createHttp = (ky: typeof import('ky')) =>
    ky.default.create({
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      // Per attempt, from sending to the whole body read (the `.json()` below).
      timeout: timeoutMs,
      retry: {
        limit: options.retries ?? 2,
        methods: ['get'],
        statusCodes: RETRY_STATUSES,
        afterStatusCodes: RETRY_AFTER_STATUSES,
        // An answer that asks for a longer wait than one attempt may take is shown now, not a screen left waiting.
        shouldRetry: ({ error }) => (asksToWaitLonger(ky, error, timeoutMs) ? false : undefined),
      },
      // Whatever the status the body is the envelope; not JSON (a proxy's page, an empty body) is read by status.
      parseJson: parseLeniently,
      // Each request starts in a task of its own (yieldToPage).
      fetch: async (input: Input, init?: RequestInit) => {
        await yieldToPage();
        return fetchImpl(input, init);
      },
      hooks: {
        beforeRequest: [
          ({ request }) => {
            if (!isOnline()) throw new ApiError('network.offline', 0);
            const token = options.getToken();
            if (token) request.headers.set(HEADERS.authorization, `Bearer ${token}`);
            const language = options.getLanguage?.();
            if (language) request.headers.set(HEADERS.language, language);
          },
        ],
      },
    });

  async function call<T>(method: string, path: string, request: RequestOptions, body?: Body): Promise<T> {
    const searchParams = new URLSearchParams();
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) query[key] = String(value);
    }
    appendApiQuery(searchParams, request.moduleId, query, merchantCode);
    if (method === 'get') {
      const early = await earlyAnswer(path, searchParams, request.signal);
      if (early) return readEnvelope<T>(early.status, parseLeniently(await early.text()), options);
    }
    const { ky, http } = await loadTransport();
    let status: number;
    let payload: unknown;
    try {
      const pending = http(path, {
        method,
        searchParams,
        json: body?.json,
        body: body?.form,
        headers: body?.headers,
        signal: request.signal,
      });
      payload = await pending.json();
      ({ status } = await pending);
    } catch (error) {
      // A non-2xx answer still carries the envelope (ky has read it into error.data).
      if (!ky.isHTTPError(error)) throw transportError(ky, error, request.signal);
      status = error.response.status;
      payload = error.data;
    }
    return readEnvelope<T>(status, payload, options);
  }

  return {
    get: (path, request) => call('get', path, request),
    post: (path, json, request) => call('post', path, request, { json }),
    put: (path, json, request) => call('put', path, request, { json }),
    delete: (path, request, json) => call('delete', path, request, { json }),
    postForm: (path, fields, request) => call('post', path, request, { form: new URLSearchParams(fields) }),
    sendEncrypted: async (method, path, payload, request) => {
      // AES is loaded with the first encrypted call (sign-in, registration, passwords): not on a first load.
      const { createEncryptKey, encryptPayload } = await import('./crypto');
      const key = createEncryptKey();
      return call(method, path, request, {
        json: encryptPayload(payload, key),
        headers: { [HEADERS.encryptKey]: key },
      });
    },
  };
}

/** The body as JSON, or undefined when it is not JSON (a proxy's page, an empty body): it is then read by status. */
function parseLeniently(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a retryable answer's `Retry-After` (delay seconds or an HTTP date) asks for more than `limitMs`. */
function asksToWaitLonger(ky: typeof import('ky'), error: Error, limitMs: number): boolean {
  if (!ky.isHTTPError(error) || !RETRY_AFTER_STATUSES.includes(error.response.status)) return false;
  const retryAfter = error.response.headers.get('retry-after');
  if (retryAfter === null) return false;
  const after = /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : Date.parse(retryAfter) - Date.now();
  // A malformed value only loses the server's timing (NaN is never longer).
  return after > limitMs;
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

/**
 * Lets the page's other work run before a request starts, where the browser can (`scheduler.yield`, Chromium 129
 * and later): starting a fetch costs the main thread one to two milliseconds on a slow phone, and the queries a
 * page's components start on mount all start in one task. Each request starts in a task of its own, ahead of
 * other queued work. Elsewhere (and in Node) nothing waits.
 */
function yieldToPage(): Promise<void> | undefined {
  return (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
}

/** A failure before an answer, as a catalogue error; the caller's own cancellation is passed on as it is. */
function transportError(ky: typeof import('ky'), error: unknown, callerSignal?: AbortSignal): ApiError {
  if (error instanceof ApiError) return error;
  if (callerSignal?.aborted) throw error;
  if (ky.isTimeoutError(error)) return new ApiError('network.timeout', 0);
  if (ky.isNetworkError(error)) return new ApiError('network.offline', 0);
  // By name, not instanceof: an abort may come from another realm (a test VM, another frame).
  if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
  return new ApiError('network.offline', 0, null, error instanceof Error ? error.message : undefined);
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
  if (endsSession(code, Boolean(options.getToken()))) options.onSessionLost?.();
  throw new ApiError(code, status, envelope.value, envelope.message);
}
