// The lobby's questions about the vendor configuration: the vendors of one category (grouped as home's tabs are,
// by shared's groupVendors, which the footer's page index uses too) and the prize mode rule.
import { type GameType, groupVendors, type Vendor, type VendorConfig } from 'shared';

/** The vendors of one (split) category. */
export function vendorsOf(config: VendorConfig, category: GameType): Vendor[] {
  return groupVendors(config).find((group) => group.category === category)?.vendors ?? [];
}

/** The lottery and Vietnam lottery vendor codes the prize mode rule looks for. */
export const LOTTERY_VENDOR_CODES = ['LOTT', 'SBO_LOTT'];
export const VIETNAM_LOTTERY_VENDOR_CODES = ['VNLOTT'];

export type PrizeMode = 'Lott' | 'Elott';

/** Electronic lottery when the ELOTT group holds the lottery or Vietnam lottery vendor, otherwise normal lottery. */
export function prizeModeOf(config: VendorConfig): PrizeMode {
  const codes = [...LOTTERY_VENDOR_CODES, ...VIETNAM_LOTTERY_VENDOR_CODES];
  return (config.mapping.ELOTT ?? []).some((vendor) => codes.includes(vendor.vassalage)) ? 'Elott' : 'Lott';
}
