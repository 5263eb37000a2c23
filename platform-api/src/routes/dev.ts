// Development-only routes (registered only in development mode, so production answers 404): the outbox of
// SMS / e-mail / captcha answers, forcing the system status, and clearing login attempts.
import { Type } from 'typebox';
import { API_PATHS } from 'shared/contract';
import { ok } from '../lib/envelope.ts';
import { listOutbox } from '../db/outbox.ts';
import { writeSystemStatus } from '../db/settings.ts';
import { resetLoginAttempts } from '../db/login-guard.ts';
import type { DevOutbox } from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';

export const DEV_RESET_LOGIN_ATTEMPTS_PATH = '/dev/reset-login-attempts';

export const DevSystemStatusBodySchema = Type.Object({
  status: Type.Enum([0, 1, 2]),
  ipRestricted: Type.Boolean(),
});

export function registerDevRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    API_PATHS.devOutbox,
    { schema: { summary: 'The outbox of SMS, e-mail and captcha answers (development)' } },
    async () => {
      const value: DevOutbox = { messages: await listOutbox(ctx.db) };
      return ok(value);
    },
  );

  app.post(
    API_PATHS.devSystemStatus,
    {
      schema: { summary: 'Force the system status (development)', body: DevSystemStatusBodySchema },
    },
    async (request) => {
      await writeSystemStatus(ctx.db, request.body.status, request.body.ipRestricted);
      return ok(request.body);
    },
  );

  app.post(
    DEV_RESET_LOGIN_ATTEMPTS_PATH,
    { schema: { summary: 'Clear every failed-login count and lock (development)' } },
    async () => {
      await resetLoginAttempts(ctx.db);
      return ok(null);
    },
  );
}
