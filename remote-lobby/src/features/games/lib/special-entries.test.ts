import type { GameType, Vendor, VendorConfig } from 'shared';
import { entryQuery, IN_HOUSE_VENDORS, showsVendorStrip } from './special-entries';

const vendor = (vassalage: string, gameType: GameType): Vendor => ({
  vassalage,
  displayName: vassalage,
  gameType,
  gameCategory: 'SPORTS',
  mobileLargeIcon: '',
  isHot: 0,
  gameClassify: [],
});

const config: VendorConfig = {
  sorting: [{ gameCategory: 'SPORTS', vendorNames: [] }],
  mapping: {
    SPORTS: [
      vendor('SABA', 'SPORTS'),
      vendor('TCG_ESP', 'ESPORTS'),
      vendor('ESP2', 'ESPORTS'),
      vendor('SV388', 'COCKFIGHT'),
    ],
  },
};

describe('special entry mapping', () => {
  it.each([
    ['BINGO', { gameType: 'RNG', vassalage: '', gameClassify: 'BG', isNew: '' }],
    ['INHOUSE', { gameType: 'RNG', vassalage: IN_HOUSE_VENDORS.join(','), gameClassify: '', isNew: '' }],
    ['JL', { gameType: 'RNG', vassalage: 'JL', gameClassify: '', isNew: '' }],
    ['RTG', { gameType: 'RNG', vassalage: 'RTG', gameClassify: '', isNew: '' }],
    ['PG', { gameType: 'RNG', vassalage: 'PG', gameClassify: '', isNew: '' }],
    ['JDB', { gameType: 'RNG', vassalage: 'JDB', gameClassify: '', isNew: '' }],
    ['JACKPOT', { gameType: 'RNG', vassalage: '', gameClassify: 'JP', isNew: '' }],
    ['FEATURE', { gameType: 'RNG', vassalage: '', gameClassify: 'FeatureBuy', isNew: '' }],
    ['ESPORTS', { gameType: 'SPORTS', vassalage: 'TCG_ESP,ESP2', gameClassify: '', isNew: '' }],
    ['COCKFIGHT', { gameType: 'SPORTS', vassalage: 'SV388', gameClassify: '', isNew: '' }],
    ['NEW', { gameType: '', vassalage: '', gameClassify: 'NEW', isNew: '1' }],
    ['LIVE', { gameType: 'LIVE', vassalage: '', gameClassify: '', isNew: '' }],
    ['FISH', { gameType: 'FISH', vassalage: '', gameClassify: '', isNew: '' }],
  ] as const)('maps %s to its query', (entry, expected) => {
    expect(entryQuery(entry, config)).toEqual(expected);
  });

  it('joins the in-house vendors with commas', () => {
    expect(entryQuery('INHOUSE').vassalage.split(',')).toEqual(IN_HOUSE_VENDORS);
  });

  it('hides the vendor selector for BINGO, JL, INHOUSE, RTG and JACKPOT only', () => {
    expect(['BINGO', 'JL', 'INHOUSE', 'RTG', 'JACKPOT'].map((e) => showsVendorStrip(e as 'JL'))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(showsVendorStrip('RNG')).toBe(true);
    expect(showsVendorStrip('PG')).toBe(true);
  });
});
