// What every route module receives: the database, the clock, the mode and the site's public origin. The clock is injectable so tests
// can move past a session's expiry (or a deposit's approval delay) without sleeping.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db/database.ts';
import type { RandomInt } from './lib/slot.ts';

export interface AppContext {
  db: Db;
  now: () => number;
  mode: 'development' | 'production';
  /**
   * The site's origin as players reach it (`https://m.example.com`): every absolute link the API writes (referral
   * and affiliate links, the iOS web clip) starts with it, never with a request's Host, X-Forwarded-Host or
   * Referer, which a caller chooses.
   */
  publicOrigin: string;
  /**
   * The hosts the site is served on, lower case with their port when not the default: the public origin's and
   * any other the merchant serves (SITE_HOSTS). A request's host counts as the site's domain only when listed.
   */
  siteHosts: ReadonlySet<string>;
  /**
   * Development mode: pending deposits at least this old are approved automatically (by a timer, and whenever
   * the member's wallet or records are read). null switches the auto-approver off.
   */
  devAutoApproveMs?: number | null;
  /** The demo slot's random source (an integer in [0, max)); crypto by default, injectable for tests. */
  randomInt: RandomInt;
}

/** The app as route modules see it: a request's body, query and params are typed by the route's TypeBox schema. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
