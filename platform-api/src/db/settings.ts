// System settings (status, IP restriction, maintenance message) and the merchant configuration
// (currency, white-label flags, links), read from the database that the seed or an operator fills.
import { WHITE_LABEL_FLAGS } from 'shared/contract';
import { getRow, run } from './database.ts';
import type { Db } from './database.ts';
import type { MerchantConfig, SystemStatusCode, WhiteLabelFlag } from 'shared/contract';

export interface SystemSettings {
  status: SystemStatusCode;
  ipRestricted: boolean;
  maintenanceMessage: string | null;
}

export async function readSystemSettings(db: Db): Promise<SystemSettings> {
  const row = await getRow<{
    status: SystemStatusCode;
    ip_restricted: number;
    maintenance_message: string | null;
  }>(db, 'SELECT status, ip_restricted, maintenance_message FROM system_settings WHERE id = 1');
  return {
    status: row?.status ?? 0,
    ipRestricted: row?.ip_restricted === 1,
    maintenanceMessage: row?.maintenance_message ?? null,
  };
}

export async function writeSystemStatus(
  db: Db,
  status: SystemStatusCode,
  ipRestricted: boolean,
): Promise<void> {
  await run(
    db,
    'UPDATE system_settings SET status = ?, ip_restricted = ? WHERE id = 1',
    status,
    ipRestricted ? 1 : 0,
  );
}

interface MerchantRow {
  merchant_code: string;
  currency: string;
  currency_symbol: string;
  currency_scale: number;
  minimum_age: number;
  flags: string;
  links: string;
}

export async function readMerchantConfig(db: Db, merchantCode: string): Promise<MerchantConfig | undefined> {
  const row = await getRow<MerchantRow>(
    db,
    'SELECT * FROM merchant_config WHERE merchant_code = ?',
    merchantCode,
  );
  if (!row) return undefined;
  const stored = JSON.parse(row.flags) as Partial<Record<string, boolean>>;
  // Every known flag is present in the answer; one missing from storage is off.
  const flags = Object.fromEntries(WHITE_LABEL_FLAGS.map((flag) => [flag, stored[flag] === true])) as Record<
    WhiteLabelFlag,
    boolean
  >;
  return {
    merchantCode: row.merchant_code,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    currencyScale: row.currency_scale,
    flags,
    links: JSON.parse(row.links) as MerchantConfig['links'],
    minimumAge: row.minimum_age,
  };
}
