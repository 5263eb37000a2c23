// The game list's filter state and its URL form (query params vassalage, gameClassify, dataType, gameName), so a
// filtered list can be shared and survives a reload; plus the filter popup's rules (spec lobby §2, §4).
import type { GameListQuery } from 'shared';
import type { EntryQuery } from './special-entries';

export type DataType = 'all' | 'new' | 'hot' | 'favourite' | 'recent';

export interface FilterState {
  vassalage: string;
  gameClassify: string;
  dataType: DataType;
  gameName: string;
}

export const EMPTY_FILTER: FilterState = { vassalage: '', gameClassify: '', dataType: 'all', gameName: '' };

const DATA_TYPES: DataType[] = ['all', 'new', 'hot', 'favourite', 'recent'];

/** Classifications that are really data types (spec §4: "when classification is hot, favourite or recent"). */
export const DATA_TYPE_CLASSIFY: Record<string, DataType> = {
  HOT: 'hot',
  FAV: 'favourite',
  RECENT: 'recent',
};

/** The data types that need a session. */
export const MEMBER_DATA_TYPES: DataType[] = ['favourite', 'recent'];

const PARAMS = ['vassalage', 'gameClassify', 'dataType', 'gameName'] as const;

export function parseFilter(params: URLSearchParams): FilterState {
  const dataType = (params.get('dataType') ?? '').toLowerCase() as DataType;
  return {
    vassalage: params.get('vassalage') ?? '',
    gameClassify: params.get('gameClassify') ?? '',
    dataType: DATA_TYPES.includes(dataType) ? dataType : 'all',
    gameName: params.get('gameName') ?? '',
  };
}

/** The URL form of a filter; unrelated params are kept, empty filters and the default data type are left out. */
export function filterToParams(
  filter: FilterState,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of PARAMS) next.delete(key);
  if (filter.vassalage) next.set('vassalage', filter.vassalage);
  if (filter.gameClassify) next.set('gameClassify', filter.gameClassify);
  if (filter.dataType !== 'all') next.set('dataType', filter.dataType);
  if (filter.gameName) next.set('gameName', filter.gameName);
  return next;
}

export function isFiltered(filter: FilterState): boolean {
  return PARAMS.some((key) => filter[key] !== EMPTY_FILTER[key]);
}

/** Picking a vendor resets the other filters ('' means All). */
export function pickVendor(vassalage: string): FilterState {
  return { ...EMPTY_FILTER, vassalage };
}

/** Searching by name resets the other filters. */
export function searchName(gameName: string): FilterState {
  return { ...EMPTY_FILTER, gameName: gameName.trim() };
}

/** The filter popup's pending choice: one classification (or data-type key) and a name. */
export interface PanelChoice {
  key: string;
  gameName: string;
}

export function panelChoiceOf(filter: FilterState): PanelChoice {
  const dataKey = Object.keys(DATA_TYPE_CLASSIFY).find((key) => DATA_TYPE_CLASSIFY[key] === filter.dataType);
  return {
    key: filter.gameClassify || dataKey || (filter.dataType === 'new' ? 'NEW' : ''),
    gameName: filter.gameName,
  };
}

/** Clicking an item selects it; clicking the active item deselects it. */
export function toggleKey(choice: PanelChoice, key: string): PanelChoice {
  return { ...choice, key: choice.key === key ? '' : key };
}

/**
 * Applying the popup sets classification (or data type) and name. A change of either resets the other filters
 * (spec §4), so the vendor goes; applying the popup unchanged keeps the filter as it is.
 */
export function applyPanel(filter: FilterState, choice: PanelChoice): FilterState {
  const dataType = DATA_TYPE_CLASSIFY[choice.key] ?? (choice.key === 'NEW' ? 'new' : 'all');
  const gameClassify = dataType === 'all' ? choice.key : '';
  const gameName = choice.gameName.trim();
  const current = panelChoiceOf(filter);
  if (current.key === choice.key && current.gameName.trim() === gameName) return filter;
  return { ...EMPTY_FILTER, gameClassify, dataType, gameName };
}

/** Reset with nothing selected just closes; otherwise it clears and applies. */
export function resetPanel(choice: PanelChoice): 'close' | 'clear-and-apply' {
  return choice.key === '' && choice.gameName.trim() === '' ? 'close' : 'clear-and-apply';
}

/** The game list query of a page: the entry's fixed filters, the URL filters on top, and the page. */
export function toGameListQuery(
  entry: EntryQuery,
  filter: FilterState,
  pageNo: number,
  pageSize: number,
): GameListQuery {
  return {
    gameType: entry.gameType,
    vassalage: filter.vassalage || entry.vassalage,
    gameClassify: entry.gameClassify || filter.gameClassify,
    gameName: filter.gameName,
    isNew: entry.isNew || (filter.dataType === 'new' ? '1' : ''),
    pageNo,
    pageSize,
  };
}
