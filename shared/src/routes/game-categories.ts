// The game categories the site offers, from the vendor configuration (spec lobby §4): home's category tabs and the
// footer's page index list these, in this order, so the two cannot disagree. Sports vendors are split into
// e-sports and cockfight groups placed right after sports, and an empty sports group is dropped.
import type { GameType, Vendor, VendorConfig } from '../api/contract';

export interface VendorGroup {
  category: GameType;
  vendors: Vendor[];
}

/** Vendors split out of SPORTS by their own game type. */
const SPORTS_SPLIT: readonly GameType[] = ['ESPORTS', 'COCKFIGHT'];

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
