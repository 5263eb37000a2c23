// Test helpers: an app on a fresh temporary database with a controllable clock, listening on a random port,
// query-string building and an encrypted login done the way the site does it (crypto-js via shared/crypto).
// Requests go over real HTTP: Fastify's app.inject needs light-my-request, whose ESM-only `cookie` dependency
// the root jest config (CommonJS, no --experimental-vm-modules) cannot load.
import { createEncryptKey, encryptPayload } from 'shared/crypto';
import { API_PATHS, CAPTCHA_PATHS, MERCHANT_CODE } from 'shared/contract';
import { buildApp, DEFAULT_PUBLIC_ORIGIN } from '../app.ts';
import { openTestDatabase } from './test-database.ts';
import type { FastifyInstance } from 'fastify';
import type {
  ApiEnvelope,
  DevOutbox,
  LoginPayload,
  LoginValue,
  ModuleId,
  OutboxMessage,
} from 'shared/contract';
import { getRow } from '../db/database.ts';
import type { SqlValue } from '../db/database.ts';

export interface InjectOptions {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is with a JSON content type. */
  payload?: object | string;
}

export interface InjectResponse {
  statusCode: number;
  headers: Headers;
  body: string;
  json: <T = ApiEnvelope<unknown>>() => T;
}

export interface TestApp {
  app: FastifyInstance;
  /** An app.inject look-alike over real HTTP. */
  inject: (options: InjectOptions) => Promise<InjectResponse>;
  baseUrl: string;
  /** Moves the app's clock forward. */
  advance: (ms: number) => void;
  /** The app's clock. */
  now: () => number;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Initial clock (epoch ms); default the real time. */
  startAt?: number;
  /** The development auto-approver's delay; default 4000 (null turns it off). */
  devAutoApproveMs?: number | null;
  /** The demo slot's random source (an integer in [0, max)); default crypto. */
  randomInt?: (max: number) => number;
  /** The proxies the app believes (see BuildAppOptions.trustProxy); default 'loopback'. */
  trustProxy?: string;
  /** The site's public origin (see BuildAppOptions.publicOrigin); default DEFAULT_PUBLIC_ORIGIN. */
  publicOrigin?: string;
  /** Other hosts the site is served on (see BuildAppOptions.siteHosts). */
  siteHosts?: string[];
}

export async function createTestApp(
  mode: 'development' | 'production' = 'development',
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase(options.startAt);
  let clock = options.startAt ?? Date.now();
  const app = await buildApp({
    db: database.db,
    mode,
    now: () => clock,
    devAutoApproveMs: options.devAutoApproveMs === undefined ? 4000 : options.devAutoApproveMs,
    randomInt: options.randomInt,
    trustProxy: options.trustProxy ?? 'loopback',
    publicOrigin: options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN,
    siteHosts: options.siteHosts,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    inject: async (options) => await request(baseUrl, options),
    advance: (ms) => {
      clock += ms;
    },
    now: () => clock,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** `path?merchantCode=…&moduleId=…&extra…` */
export function withQuery(
  path: string,
  extra: Record<string, string> = {},
  moduleId: ModuleId = 'COMM3',
): string {
  return `${path}?${new URLSearchParams({ merchantCode: MERCHANT_CODE, moduleId, ...extra }).toString()}`;
}

export function loginPayload(username: string, password: string, captcha = ''): LoginPayload {
  return { username, password, captcha, type: 'username' };
}

export async function request(baseUrl: string, options: InjectOptions): Promise<InjectResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.payload !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload);
  }
  const response = await fetch(baseUrl + options.url, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  return {
    statusCode: response.status,
    headers: response.headers,
    body: text,
    json: <T>() => JSON.parse(text) as T,
  };
}

/** Sends `payload` encrypted the way the site does (crypto-js via shared/crypto) with a fresh key. */
export async function injectEncrypted(
  t: Pick<TestApp, 'inject'>,
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  const key = createEncryptKey();
  const response = await t.inject({
    method,
    url: withQuery(path, {}, 'COMM3'),
    headers: { 'x-encrypt-key': key, ...headers },
    payload: encryptPayload(payload, key),
  });
  return { status: response.statusCode, body: response.json<ApiEnvelope<unknown>>() };
}

export async function injectLogin(
  t: Pick<TestApp, 'inject'>,
  payload: unknown,
  headers?: Record<string, string>,
) {
  return await injectEncrypted(t, 'POST', API_PATHS.login, payload, headers);
}

/** The dev outbox, newest first. */
export async function readOutbox(t: Pick<TestApp, 'inject'>): Promise<OutboxMessage[]> {
  const response = await t.inject({ url: API_PATHS.devOutbox });
  return response.json<ApiEnvelope<DevOutbox>>().value?.messages ?? [];
}

/** Issues a captcha for `key` (GET /wps/captcha?username=key) and returns its answer, read from the outbox. */
export async function captchaAnswer(t: Pick<TestApp, 'inject'>, key: string): Promise<string> {
  const response = await t.inject({ url: withQuery(CAPTCHA_PATHS.captcha, { username: key }, 'CAPTCHA3') });
  if (response.statusCode !== 200) throw new Error(`captcha failed: ${response.body}`);
  const newest = (await readOutbox(t))[0];
  if (newest?.channel !== 'captcha' || newest.to !== key) throw new Error('no captcha in the outbox');
  return newest.body;
}

/** A wrong answer for a captcha whose right answer is `answer`. */
export const wrongAnswer = (answer: string) => (answer === '0000' ? '1111' : '0000');

export async function countRows(t: Pick<TestApp, 'app'>, table: string, where = '1 = 1'): Promise<number> {
  return (await theRow<{ n: number }>(t, `SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)).n;
}

/** A caller address (the app trusts X-Forwarded-For from loopback, as behind the site server). */
export const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

export async function loginToken(
  t: Pick<TestApp, 'inject'>,
  username: string,
  password: string,
): Promise<string> {
  const { status, body } = await injectLogin(t, loginPayload(username, password));
  if (status !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return (body.value as LoginValue).token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The one row a test expects the query to find; a missing row fails the test with the query. */
export async function theRow<T>(t: Pick<TestApp, 'app'>, sql: string, ...params: SqlValue[]): Promise<T> {
  const row = await getRow<T>(t.app.db, sql, ...params);
  if (row === undefined) throw new Error(`no row for: ${sql}`);
  return row;
}
