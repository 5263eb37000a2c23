// The footer's vendor parts from the vendor configuration: every vendor once, the slot vendors' links to the
// slot category filtered by vassalage, and the page index HOME, categories with vendors, PROMO.
import type { Vendor, VendorConfig } from 'shared';
import { allVendors, pageIndex, slotVendorLinks } from './vendor-links';

function vendor(vassalage: string, gameType: Vendor['gameType']): Vendor {
  return {
    vassalage,
    displayName: `${vassalage} name`,
    gameType,
    gameCategory: gameType,
    mobileLargeIcon: `/static/vendors/${vassalage}-COLOR.svg`,
    isHot: 0,
    gameClassify: [],
  };
}

const CONFIG: VendorConfig = {
  sorting: [
    { gameCategory: 'RNG', vendorNames: [] },
    { gameCategory: 'FISH', vendorNames: [] },
    { gameCategory: 'LIVE', vendorNames: [] },
  ],
  mapping: { RNG: [vendor('JL', 'RNG'), vendor('PG', 'RNG')], FISH: [vendor('JL', 'FISH')], LIVE: [] },
};

describe('the footer vendor links', () => {
  it('lists every vendor once, in the category order', () => {
    expect(allVendors(CONFIG).map((item) => item.vassalage)).toEqual(['JL', 'PG']);
  });

  it('opens the slot category filtered by the vendor', () => {
    expect(slotVendorLinks(CONFIG).map((link) => link.to)).toEqual([
      '/m/slot-games?vassalage=JL',
      '/m/slot-games?vassalage=PG',
    ]);
  });

  it('indexes home, each category with vendors and the promotions', () => {
    expect(pageIndex(CONFIG).map((entry) => entry.to)).toEqual([
      '/m/home',
      '/m/slot-games',
      '/m/fishing-games',
      '/m/activity',
    ]);
    expect(pageIndex(undefined).map((entry) => entry.kind)).toEqual(['home', 'promo']);
  });
});
