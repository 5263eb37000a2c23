// What the footer builds from the vendor configuration (spec lobby §2 "Footer"): every vendor once for the
// vendor strip, the slot vendors for their buttons, and the page index (HOME, the game categories home's tabs
// show, in their order, PROMO). Paths come from the route table in shared.
import {
  canonicalPath,
  categoryPath,
  type GameType,
  groupVendors,
  type Vendor,
  type VendorConfig,
  vendorListPath,
} from 'shared';

/** Every vendor of the configuration once, in the category order. */
export function allVendors(config: VendorConfig): Vendor[] {
  const seen = new Set<string>();
  return config.sorting
    .flatMap(({ gameCategory }) => config.mapping[gameCategory] ?? [])
    .filter((vendor) => !seen.has(vendor.vassalage) && Boolean(seen.add(vendor.vassalage)));
}

export interface SlotVendorLink {
  vassalage: string;
  displayName: string;
  icon: string;
  to: string;
}

/** The slot vendors, each opening the slot category filtered by its vassalage. */
export function slotVendorLinks(config: VendorConfig): SlotVendorLink[] {
  return (config.mapping.RNG ?? []).map((vendor) => ({
    vassalage: vendor.vassalage,
    displayName: vendor.displayName,
    icon: vendor.mobileLargeIcon,
    to: vendorListPath('RNG', vendor.vassalage),
  }));
}

export type PageIndexEntry =
  | { kind: 'home'; to: string }
  | { kind: 'category'; category: GameType; to: string }
  | { kind: 'promo'; to: string };

/**
 * HOME, the game categories as home's tabs list them (shared's groupVendors: sorting order, e-sports and cockfight
 * split out of sports), PROMO.
 */
export function pageIndex(config: VendorConfig | undefined): PageIndexEntry[] {
  const categories = config ? groupVendors(config).map((group) => group.category) : [];
  return [
    { kind: 'home', to: canonicalPath('home') },
    ...categories.map((category) => ({ kind: 'category' as const, category, to: categoryPath(category) })),
    { kind: 'promo', to: canonicalPath('activity') },
  ];
}
