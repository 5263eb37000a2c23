// The special entry types of the lobby (spec lobby §4) and the fixed part of the game query each one asks for;
// the route table maps every lobby list route to one entry.
import type { GameListQuery, GameType, VendorConfig } from 'shared';
import { vendorsOf } from '../../../lib/vendors/vendor-groups';

export type SpecialEntry =
  'BINGO' | 'INHOUSE' | 'JL' | 'RTG' | 'PG' | 'JDB' | 'JACKPOT' | 'FEATURE' | 'ESPORTS' | 'COCKFIGHT' | 'NEW';

export type EntryType = SpecialEntry | GameType;

/** The fixed filters of an entry; the page's own filters (URL state) come on top. */
export type EntryQuery = Required<Pick<GameListQuery, 'gameType' | 'vassalage' | 'gameClassify' | 'isNew'>>;

/**
 * In-house vendor codes (the platform's house games are vendor INHOUSE). The vendor configuration has no
 * in-house flag yet, so the list is kept here.
 */
export const IN_HOUSE_VENDORS: string[] = ['INHOUSE'];

/** Classification keys of the classify-based entries. */
export const CLASSIFY = { bingo: 'BG', jackpot: 'JP', featureBuy: 'FeatureBuy', newGames: 'NEW' } as const;

const VASSALAGE_ENTRIES = ['JL', 'RTG', 'PG', 'JDB'] as const;

/** Entries whose page hides the vendor selector. */
const NO_VENDOR_STRIP: EntryType[] = ['BINGO', 'JL', 'INHOUSE', 'RTG', 'JACKPOT'];

export function showsVendorStrip(entry: EntryType): boolean {
  return !NO_VENDOR_STRIP.includes(entry);
}

/** The fixed query of an entry; the e-sports and cockfight vendors come from the vendor configuration. */
export function entryQuery(entry: EntryType, config?: VendorConfig): EntryQuery {
  const base: EntryQuery = { gameType: 'RNG', vassalage: '', gameClassify: '', isNew: '' };
  if ((VASSALAGE_ENTRIES as readonly string[]).includes(entry)) return { ...base, vassalage: entry };
  switch (entry) {
    case 'BINGO':
      return { ...base, gameClassify: CLASSIFY.bingo };
    case 'INHOUSE':
      return { ...base, vassalage: IN_HOUSE_VENDORS.join(',') };
    case 'JACKPOT':
      return { ...base, gameClassify: CLASSIFY.jackpot };
    case 'FEATURE':
      return { ...base, gameClassify: CLASSIFY.featureBuy };
    case 'ESPORTS':
    case 'COCKFIGHT': {
      const vendors = config ? vendorsOf(config, entry).map((vendor) => vendor.vassalage) : [];
      return { ...base, gameType: 'SPORTS', vassalage: vendors.join(',') };
    }
    case 'NEW':
      return { ...base, gameType: '', gameClassify: CLASSIFY.newGames, isNew: '1' };
    default:
      return { ...base, gameType: entry as GameType };
  }
}
