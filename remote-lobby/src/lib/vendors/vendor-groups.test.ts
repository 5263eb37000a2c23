import type { GameType, Vendor, VendorConfig } from 'shared';
import { prizeModeOf, vendorsOf } from './vendor-groups';

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
