// The footer's vendor parts from the vendor configuration: every vendor once, the slot vendors' links to the
// slot category filtered by vassalage, and the page index HOME, the categories of home's tabs, PROMO.
import { groupVendors, type Vendor, type VendorConfig } from 'shared';
import { allVendors, pageIndex, slotVendorLinks } from './vendor-links';

function vendor(
  vassalage: string,
  gameType: Vendor['gameType'],
  gameCategory: Vendor['gameType'] = gameType,
): Vendor {
  return {
    vassalage,
    displayName: `${vassalage} name`,
    gameType,
    gameCategory,
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

  it('indexes home, the categories in the sorting order and the promotions', () => {
    expect(pageIndex(CONFIG).map((entry) => entry.to)).toEqual([
      '/m/home',
      '/m/slot-games',
      '/m/fishing-games',
      '/m/live-games',
      '/m/activity',
    ]);
    expect(pageIndex(undefined).map((entry) => entry.kind)).toEqual(['home', 'promo']);
  });

  it('lists e-sports and cockfight after sports, as the category tabs on home do', () => {
    const config: VendorConfig = {
      sorting: [
        { gameCategory: 'SPORTS', vendorNames: [] },
        { gameCategory: 'LOTT', vendorNames: [] },
      ],
      mapping: {
        SPORTS: [
          vendor('SABA', 'SPORTS'),
          vendor('TCG_ESP', 'ESPORTS', 'SPORTS'),
          vendor('SV388', 'COCKFIGHT', 'SPORTS'),
        ],
        LOTT: [vendor('SBO_LOTT', 'LOTT')],
      },
    };
    const categories = pageIndex(config).flatMap((entry) =>
      entry.kind === 'category' ? [entry.category] : [],
    );
    expect(categories).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT']);
    expect(categories).toEqual(groupVendors(config).map((group) => group.category));
    expect(pageIndex(config).map((entry) => entry.to)).toContain('/m/esport-games');
    expect(pageIndex(config).map((entry) => entry.to)).toContain('/m/cockfight');
  });
});
