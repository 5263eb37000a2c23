import type { GameType, Vendor, VendorConfig } from '../api/contract';
import { groupVendors } from './game-categories';

const vendor = (vassalage: string, gameType: GameType, gameCategory: GameType = gameType): Vendor => ({
  vassalage,
  displayName: vassalage,
  gameType,
  gameCategory,
  mobileLargeIcon: `/static/vendors/${vassalage}-COLOR.svg`,
  isHot: 0,
  gameClassify: [],
});

const config = (mapping: VendorConfig['mapping']): VendorConfig => ({
  sorting: (Object.keys(mapping) as GameType[]).map((gameCategory) => ({ gameCategory, vendorNames: [] })),
  mapping,
});

describe('the game categories offered (home tabs, footer page index)', () => {
  it('places the e-sports and cockfight groups right after sports', () => {
    const groups = groupVendors(
      config({
        RNG: [vendor('JL', 'RNG')],
        SPORTS: [
          vendor('SABA', 'SPORTS'),
          vendor('TCG_ESP', 'ESPORTS', 'SPORTS'),
          vendor('SV388', 'COCKFIGHT', 'SPORTS'),
        ],
        LOTT: [vendor('SBO_LOTT', 'LOTT')],
      }),
    );
    expect(groups.map((group) => group.category)).toEqual(['RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT']);
    expect(groups[1]!.vendors.map((v) => v.vassalage)).toEqual(['SABA']);
    expect(groups[2]!.vendors.map((v) => v.vassalage)).toEqual(['TCG_ESP']);
  });

  it('drops an empty sports group but keeps its split groups', () => {
    const groups = groupVendors(config({ SPORTS: [vendor('TCG_ESP', 'ESPORTS', 'SPORTS')], FISH: [] }));
    expect(groups.map((group) => group.category)).toEqual(['ESPORTS', 'FISH']);
  });
});
