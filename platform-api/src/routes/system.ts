// System and merchant routes: status (maintenance / region restriction), merchant configuration, merchant wallet.
// All public: the site calls them before anyone logs in.
import { API_PATHS, MERCHANT_CODE } from 'shared/contract';
import { ok } from '../lib/envelope.ts';
import { readMerchantConfig, readSystemSettings } from '../db/settings.ts';
import type { FastifyInstance } from 'fastify';
import type { MerchantConfig, MerchantWallet, SystemStatus } from 'shared/contract';
import type { AppContext } from '../app-context.ts';

/** The merchant configuration; its absence means the database was never seeded or configured. */
export async function merchantConfig(ctx: AppContext): Promise<MerchantConfig> {
  const config = await readMerchantConfig(ctx.db, MERCHANT_CODE);
  if (!config) throw new Error(`No merchant configuration for ${MERCHANT_CODE}`);
  return config;
}

export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    API_PATHS.systemStatus,
    { schema: { summary: 'The system status (maintenance, IP restriction)' } },
    async (request) => {
      const settings = await readSystemSettings(ctx.db);
      // The status is maintenance (1) or region (2) as stored; a blocked IP is its own flag (spec lobby §2).
      const value: SystemStatus = {
        status: settings.status,
        ip: request.ip,
        ipRestricted: settings.ipRestricted,
        maintenanceMessage: settings.maintenanceMessage,
      };
      return ok(value);
    },
  );

  app.get(
    API_PATHS.systemConfig,
    { schema: { summary: "The merchant's configuration and feature flags" } },
    async () => ok(await merchantConfig(ctx)),
  );

  app.get(API_PATHS.merchantWallet, { schema: { summary: "The merchant's wallet currency" } }, async () => {
    const config = await merchantConfig(ctx);
    const value: MerchantWallet = {
      currency: config.currency,
      currencySymbol: config.currencySymbol,
      currencyScale: config.currencyScale,
    };
    return ok(value);
  });
}
