// System and merchant routes: status (maintenance / region restriction), merchant configuration, merchant wallet.
// All public: the site calls them before anyone logs in.
import { API_PATHS, MERCHANT_CODE } from 'shared/contract';
import { ok } from '../lib/envelope.ts';
import { readMerchantConfig, readSystemSettings } from '../db/settings.ts';
import type { FastifyInstance } from 'fastify';
import type { MerchantConfig, MerchantWallet, SystemStatus } from 'shared/contract';
import type { AppContext } from '../app-context.ts';

/** The merchant configuration; its absence means the database was never seeded or configured. */
export function merchantConfig(ctx: AppContext): MerchantConfig {
  const config = readMerchantConfig(ctx.db, MERCHANT_CODE);
  if (!config) throw new Error(`No merchant configuration for ${MERCHANT_CODE}`);
  return config;
}

export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(API_PATHS.systemStatus, async (request) => {
    const settings = readSystemSettings(ctx.db);
    const ipRestricted = settings.ipRestricted || settings.status === 2;
    // Maintenance wins over region restriction (contract: SystemStatusCode).
    const status = settings.status === 1 ? 1 : ipRestricted ? 2 : 0;
    const value: SystemStatus = {
      status,
      ip: request.ip,
      ipRestricted,
      maintenanceMessage: settings.maintenanceMessage,
    };
    return ok(value);
  });

  app.get(API_PATHS.systemConfig, async () => ok(merchantConfig(ctx)));

  app.get(API_PATHS.merchantWallet, async () => {
    const config = merchantConfig(ctx);
    const value: MerchantWallet = {
      currency: config.currency,
      currencySymbol: config.currencySymbol,
      currencyScale: config.currencyScale,
    };
    return ok(value);
  });
}
