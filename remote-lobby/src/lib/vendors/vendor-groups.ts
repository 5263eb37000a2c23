// The home and game-center grouping of the vendor configuration (spec lobby §4): sports vendors split into
// e-sports and cockfight groups placed right after sports, an empty sports group dropped, and the prize mode rule.
import type { GameType, Vendor, VendorConfig } from 'shared';

export interface VendorGroup {
  category: GameType;
  vendors: Vendor[];
}

/** Vendors split out of SPORTS by their own game type. */
const SPORTS_SPLIT: GameType[] = ['ESPORTS', 'COCKFIGHT'];

/** The categories in the vendor sorting order, with the sports split applied. */
export function groupVendors(config: VendorConfig): VendorGroup[] {
  const groups: VendorGroup[] = [];
  for (const { gameCategory } of config.sorting) {
    const vendors = config.mapping[gameCategory] ?? [];
    if (gameCategory !== 'SPORTS') {
      groups.push({ category: gameCategory, vendors });
      continue;
    }
    const sports = vendors.filter((vendor) => !SPORTS_SPLIT.includes(vendor.gameType));
    if (sports.length > 0) groups.push({ category: 'SPORTS', vendors: sports });
    for (const split of SPORTS_SPLIT) {
      const own = [...vendors, ...(config.mapping[split] ?? [])].filter(
        (vendor) => vendor.gameType === split,
      );
      if (own.length > 0) groups.push({ category: split, vendors: uniqueByVendor(own) });
    }
  }
  return groups;
}

/** A vendor listed under several game types appears once. */
export function uniqueByVendor(vendors: Vendor[]): Vendor[] {
  const seen = new Set<string>();
  return vendors.filter((vendor) => !seen.has(vendor.vassalage) && Boolean(seen.add(vendor.vassalage)));
}

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
