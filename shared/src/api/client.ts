// The API client on ky: module id and merchant code on every call, the bearer token, the one response
// envelope, AES-encrypted sensitive payloads, catalogue-mapped errors, timeouts, retries for idempotent calls
// and offline detection. Views never call it directly: each feature has a hook per endpoint.
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { type ApiEnvelope, HEADERS, MERCHANT_CODE, type ModuleId } from './contract';
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
  timeoutMs?: number;
  /** Retries of idempotent (GET) calls on network errors and 408/429/5xx. */
  retries?: number;
  fetch?: typeof fetch;
  isOnline?: () => boolean;
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

export function createApiClient(options: ApiClientOptions): ApiClient {
  const merchantCode = options.merchantCode ?? MERCHANT_CODE;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const http: KyInstance = ky.create({
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    timeout: options.timeoutMs ?? 10_000,
    // ky retries only what it throws: HTTP errors must throw so idempotent GETs are retried on these statuses.
    retry: { limit: options.retries ?? 2, methods: ['get'], statusCodes: [408, 429, 500, 502, 503, 504] },
    throwHttpErrors: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken();
          if (token) request.headers.set(HEADERS.authorization, `Bearer ${token}`);
          const language = options.getLanguage?.();
          if (language) request.headers.set(HEADERS.language, language);
        },
      ],
    },
  });

  async function call<T>(
    method: string,
    path: string,
    request: RequestOptions,
    body?: { json?: unknown; form?: URLSearchParams; headers?: Record<string, string> },
  ): Promise<T> {
    if (!isOnline()) throw new ApiError('network.offline', 0);
    const searchParams: Record<string, string> = { merchantCode, moduleId: request.moduleId };
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) searchParams[key] = String(value);
    }
    let status: number;
    let payload: unknown;
    try {
      const response = await http(path, {
        method,
        searchParams,
        ...(body?.json !== undefined ? { json: body.json } : {}),
        ...(body?.form ? { body: body.form } : {}),
        ...(body?.headers ? { headers: body.headers } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      });
      status = response.status;
      payload = await response.json().catch(() => undefined);
    } catch (error) {
      // A non-2xx answer still carries the envelope (ky has already parsed it into error.data).
      if (!isHTTPError(error)) throw mapTransportError(error);
      status = error.response.status;
      payload = error.data;
    }
    return readEnvelope<T>(status, payload, options);
  }

  return {
    get: (path, request) => call('get', path, request),
    post: (path, json, request) => call('post', path, request, { json }),
    put: (path, json, request) => call('put', path, request, { json }),
    delete: (path, request, json) => call('delete', path, request, json === undefined ? undefined : { json }),
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

function mapTransportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) return new ApiError('network.timeout', 0);
  if (isNetworkError(error)) return new ApiError('network.offline', 0);
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
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
