// Builds the Fastify app: migrates and (when empty) seeds the database it is given, then registers the conventions,
// the routes and the static artwork. Used by main.ts and by the tests (which call app.inject or app.listen).
import Fastify from 'fastify';
import { redactUrl } from './lib/log-redaction.ts';
import { prepareDatabase } from './db/migrations.ts';
import { envelopeServerOptions, registerConventions } from './plugins/conventions.ts';
import { registerSessionHook } from './plugins/auth.ts';
import { registerSystemRoutes } from './routes/system.ts';
import { registerSessionRoutes } from './routes/session.ts';
import { registerRegisterRoutes } from './routes/register.ts';
import { registerVerificationRoutes } from './routes/verification.ts';
import { registerPasswordRoutes } from './routes/password.ts';
import { registerTrialRoutes } from './routes/trial.ts';
import { registerFormBody } from './plugins/form-body.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerMemberRoutes } from './routes/member.ts';
import { registerContentRoutes } from './routes/content.ts';
import { registerLobbyRoutes } from './routes/lobby.ts';
import { registerDevRoutes } from './routes/dev.ts';
import { registerStaticRoutes } from './routes/static.ts';
import { registerDepositRoutes } from './routes/deposit.ts';
import { registerWithdrawRoutes } from './routes/withdraw.ts';
import { registerRecordRoutes } from './routes/records.ts';
import { registerSecurityRoutes } from './routes/security.ts';
import { registerMemberCentreRoutes } from './routes/member-centre.ts';
import { registerPromotionRoutes } from './routes/promotions.ts';
import { registerSiteContentRoutes } from './routes/site-content.ts';
import { registerChatRoutes } from './routes/chat.ts';
import { registerAgentRoutes } from './routes/agent.ts';
import { registerAgentTransferRoutes } from './routes/agent-transfer.ts';
import { registerAgentContractRoutes } from './routes/agent-contracts.ts';
import { registerProtectionRoutes } from './routes/protection.ts';
import { registerSessionListRoutes } from './routes/sessions.ts';
import { settleDueDeposits } from './routes/money-common.ts';
import { cryptoRandomInt } from './lib/slot.ts';
import { validatorCompiler } from './lib/validator.ts';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiApp, AppContext } from './app-context.ts';
import type { Db } from './db/database.ts';
import type { RandomInt } from './lib/slot.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database, exposed for tests and tooling. */
    db: Db;
  }
}

export interface BuildAppOptions {
  /** The opened database (db/database.ts openDatabase); the app brings it up to date and closes it with itself. */
  db: Db;
  mode: 'development' | 'production';
  logger?: boolean;
  /** Clock in epoch milliseconds; tests pass their own to cross expiry times. */
  now?: () => number;
  /**
   * Development mode: pending deposits this old (ms) are approved automatically; null turns the approver off.
   * Default: env DEV_AUTO_APPROVE_MS, else 4000.
   */
  devAutoApproveMs?: number | null;
  /** The demo slot's random source (an integer in [0, max)); default node:crypto randomInt. */
  randomInt?: RandomInt;
  /**
   * The proxies whose X-Forwarded-For names the caller (proxy-addr syntax: addresses, CIDR ranges, 'loopback',
   * 'uniquelocal', comma-separated). Per-IP limits (SMS, trial play, captchas, failed logins) count the address
   * this yields. Default: env TRUST_PROXY, else 'loopback' (the site server on the same machine).
   */
  trustProxy?: string;
  /**
   * The site's public origin (scheme, host and port, e.g. `https://m.example.com`): absolute links start with it.
   * Required in production; development defaults to DEFAULT_PUBLIC_ORIGIN, the site of `pnpm start`.
   */
  publicOrigin?: string;
  /** Other hosts the merchant serves the site on (e.g. agents' own domains), beside the public origin's. */
  siteHosts?: readonly string[];
}

type RouteModule = readonly [tag: string, register: (app: ApiApp, ctx: AppContext) => void];

/** The route modules in registration order, each with its domain's tag in the OpenAPI document. */
const ROUTE_MODULES: readonly RouteModule[] = [
  ['System', registerSystemRoutes],
  ['Session', registerSessionRoutes],
  ['Registration', registerRegisterRoutes],
  ['Verification', registerVerificationRoutes],
  ['Password', registerPasswordRoutes],
  ['Free play', registerTrialRoutes],
  ['Member', registerMemberRoutes],
  ['Content', registerContentRoutes],
  ['Lobby', registerLobbyRoutes],
  ['Artwork', registerStaticRoutes],
  ['Deposit', registerDepositRoutes],
  ['Withdraw', registerWithdrawRoutes],
  ['Records', registerRecordRoutes],
  ['Security', registerSecurityRoutes],
  ['Member centre', registerMemberCentreRoutes],
  ['Promotions', registerPromotionRoutes],
  ['Site content', registerSiteContentRoutes],
  ['Chat', registerChatRoutes],
  ['Agency', registerAgentRoutes],
  ['Agency transfers', registerAgentTransferRoutes],
  ['Agency contracts', registerAgentContractRoutes],
  ['Player protection', registerProtectionRoutes],
  ['Sessions', registerSessionListRoutes],
];
const DEV_MODULE: RouteModule = ['Development', registerDevRoutes];

export const DEFAULT_DEV_AUTO_APPROVE_MS = 4000;
/** How often the development auto-approver's timer looks for due deposits. */
const AUTO_APPROVE_TICK_MS = 1000;

function autoApproveMsOf(option: number | null | undefined): number | null {
  if (option !== undefined) return option;
  const env = process.env.DEV_AUTO_APPROVE_MS;
  if (env === undefined || env === '') return DEFAULT_DEV_AUTO_APPROVE_MS;
  const value = Number(env);
  if (!Number.isInteger(value) || value < 0) throw new Error(`DEV_AUTO_APPROVE_MS must be ms, got ${env}`);
  return value;
}

/** The site of `pnpm start`: the public origin of a development app that names none. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

/** `https://host[:port]` exactly (a trailing slash is dropped); anything else is a configuration error. */
function publicOriginOf(option: string | undefined, mode: BuildAppOptions['mode']): string {
  if (option === undefined) {
    if (mode === 'production')
      throw new Error('Production needs the public origin of the site (PUBLIC_ORIGIN)');
    return DEFAULT_PUBLIC_ORIGIN;
  }
  let url: URL | undefined;
  try {
    url = new URL(option);
  } catch {
    url = undefined;
  }
  if (
    url === undefined ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    option.replace(/\/$/, '').toLowerCase() !== url.origin
  ) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://m.example.com, got ${option}`);
  }
  return url.origin;
}

// Secrets that must never reach the logs, wherever a serializer might put them.
const REDACT = [
  'req.headers.authorization',
  'req.headers["x-encrypt-key"]',
  'headers.authorization',
  'headers["x-encrypt-key"]',
  'password',
  '*.password',
  'body.password',
  'body.data',
  'payload.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmNewPassword',
  '*.verificationCode',
  '*.paymentPassword',
  '*.oldPaymentPassword',
  '*.newPaymentPassword',
];

function loggerOptions(enabled: boolean | undefined): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: REDACT, censor: '[redacted]' },
    // Fastify's own request fields, with secrets that travel in a query (a chat ticket) blanked in the URL.
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

export async function buildApp(opts: BuildAppOptions): Promise<ApiApp> {
  const now = opts.now ?? Date.now;
  const publicOrigin = publicOriginOf(opts.publicOrigin, opts.mode);
  const { db } = opts;
  // Migrations, and the demo data on a database without a merchant; an existing database (even emptied by an
  // operator) is left alone.
  await prepareDatabase(db, now());

  const app = Fastify({
    logger: loggerOptions(opts.logger),
    bodyLimit: 64 * 1024,
    ...envelopeServerOptions(),
    trustProxy: (opts.trustProxy ?? process.env.TRUST_PROXY ?? 'loopback')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.close();
  });

  const ctx: AppContext = {
    db,
    now,
    mode: opts.mode,
    publicOrigin,
    siteHosts: new Set(
      [new URL(publicOrigin).host, ...(opts.siteHosts ?? [])]
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
    devAutoApproveMs: autoApproveMsOf(opts.devAutoApproveMs),
    randomInt: opts.randomInt ?? cryptoRandomInt,
  };
  registerConventions(app);
  registerSessionHook(app, ctx);
  registerFormBody(app);
  if (opts.mode === 'development') await registerDocs(app);
  // Each module's routes carry its domain's tag in the OpenAPI document.
  let tag = 'System';
  app.addHook('onRoute', (route) => {
    route.schema = { tags: [tag], ...route.schema };
  });
  app.get('/health', { schema: { summary: 'Liveness check' } }, async () => ({ ok: true }));
  const modules = opts.mode === 'development' ? [...ROUTE_MODULES, DEV_MODULE] : ROUTE_MODULES;
  for (const [domain, register] of modules) {
    tag = domain;
    register(app, ctx);
  }
  if (opts.mode === 'development') {
    if (ctx.devAutoApproveMs !== null) {
      // Reads approve lazily as well; the timer only makes approval visible without a read. unref'd: it never
      // keeps the process alive.
      const timer = setInterval(() => {
        settleDueDeposits(ctx).catch((error: unknown) => {
          app.log.error({ err: error }, 'auto-approver failed');
        });
      }, AUTO_APPROVE_TICK_MS);
      timer.unref();
      app.addHook('preClose', async () => clearInterval(timer));
    }
  }
  return app;
}
