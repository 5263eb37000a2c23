import type { GameType, Vendor, VendorConfig } from 'shared';
import { groupVendors, prizeModeOf, vendorsOf } from './vendor-groups';

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

describe('vendor grouping', () => {
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

  it('finds the vendors of a split category', () => {
    const cfg = config({ SPORTS: [vendor('SV388', 'COCKFIGHT', 'SPORTS')] });
    expect(vendorsOf(cfg, 'COCKFIGHT').map((v) => v.vassalage)).toEqual(['SV388']);
    expect(vendorsOf(cfg, 'SPORTS')).toEqual([]);
  });
});

describe('prize mode', () => {
  it('is electronic lottery when the ELOTT group holds the Vietnam lottery vendor', () => {
    expect(prizeModeOf(config({ ELOTT: [vendor('VNLOTT', 'ELOTT')] }))).toBe('Elott');
  });

  it('is electronic lottery when the ELOTT group holds the lottery vendor', () => {
    expect(prizeModeOf(config({ ELOTT: [vendor('SBO_LOTT', 'ELOTT')] }))).toBe('Elott');
  });

  it('is normal lottery otherwise', () => {
    expect(prizeModeOf(config({ ELOTT: [vendor('OTHER', 'ELOTT')], LOTT: [vendor('VNLOTT', 'LOTT')] }))).toBe(
      'Lott',
    );
  });
});
