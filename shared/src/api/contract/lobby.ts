// The game lobby: game types and vendors, the game list and search, hot games, favourites, recent games, winners,
// launching a game and the demo slot's spin.

/** The lobby's part of API_PATHS: the vendors of each game type. */
export const LOBBY_API_PATHS = {
  vendorGameTypes: '/wps/game/vendorGameTypes',
} as const;

export const GAME_TYPES = [
  'RNG',
  'FISH',
  'PVP',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export interface Vendor {
  vassalage: string;
  displayName: string;
  gameType: GameType;
  gameCategory: string;
  mobileLargeIcon: string;
  /** 1 = hot. */
  isHot: 0 | 1;
  gameClassify: { key: string; displayName: string }[];
}

/** Vendor game types (typeId 1): the category order and the vendors of each game type. */
export interface VendorConfig {
  sorting: { gameCategory: GameType; vendorNames: { vassalage: string; accountTypeName: string }[] }[];
  mapping: Partial<Record<GameType, Vendor[]>>;
}

export const LOBBY_PATHS = {
  /** GET GameListQuery → PagedGames */
  games: '/wps/game/list',
  /** GET { gameName?, pageSize? } → { list: Game[] } (hot games; page size 12) */
  hot: '/wps/game/hot',
  /** GET { pageNo, pageSize, gameType? } (token) → { content: Game[], pageNum, totalPages } */
  favourites: '/wps/game/favourites',
  /** GET (token) → { favGames: string[] } (nodeIds) */
  favouriteIds: '/wps/game/favourites/ids',
  /** POST { nodeId } (token) → null; DELETE `${favourite}/:nodeId` (token) → null */
  favourite: '/wps/game/favourite',
  /** GET { page, pageSize, gameType? } (token) → { list: Game[], totalPages } */
  recent: '/wps/game/recent',
  /** GET { gameCategory: 'ALL', limitNum: 20 } → Winner[] */
  winners: '/wps/game/winners',
  /** GET LaunchQuery (token) → LaunchValue; records the game as recent */
  launch: '/wps/game/launchGame',
  /** POST DemoSpinRequest (token) → DemoSpinValue: the demo slot's bet against the wallet */
  demoSpin: '/wps/game/demo/spin',
} as const;

/** Game query filter (spec lobby §3, §7). Empty strings mean "any". */
export interface GameListQuery {
  /** The site's language ('bn' | 'en'), for game names and the games' own texts (spec lobby §7). */
  language?: string;
  gameType?: GameType | '';
  /** Vendor code; several joined by commas (in-house vendors). */
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  /** '1' for new games only. */
  isNew?: '1' | '';
  pageNo: number;
  pageSize: number;
}

export interface Game {
  nodeId: string;
  gameId: string;
  gameName: string;
  gameType: GameType;
  vassalage: string;
  gameClassify: string[];
  /** Image path on the image hosts (e.g. '/static/games/JL-1001.svg'). */
  iconUrl: string;
  isNew: boolean;
  isHot: boolean;
  supportPlay: boolean;
  freeplay: boolean;
  gameCode: string;
  /** Lottery prize mode ('Lott', 'ZY', 'Elott') for LOTT / ELOTT games, else null. */
  lottoMode: string | null;
}

export interface PagedGames {
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

export interface Winner {
  customerName: string;
  gameName: string;
  iconUrl: string;
  /** Minor units. */
  winAmount: number;
  gameId: string;
  nodeId: string;
  vassalage: string;
  gameType: GameType;
}

export interface LaunchQuery {
  gameId: string;
  /** The site's language ('bn' | 'en'): the game opens in it. */
  language?: string;
  nodeId: string;
  vendor: string;
  /** '1' to play for fun (no money). */
  freePlay?: '1' | '';
  /** Lottery only. */
  gameCode?: string;
  prizeMode?: string;
  playType?: 'trad' | 'ent';
}

export interface LaunchValue {
  /** The game page: same-origin path or absolute URL. */
  url: string;
  /** 'frame': open in the site's game frame; 'redirect': navigate to it. */
  mode: 'frame' | 'redirect';
}

export interface DemoSpinRequest {
  gameId: string;
  betMinor: number;
  idempotencyKey: string;
}

export interface DemoSpinValue {
  reels: string[];
  betMinor: number;
  winMinor: number;
  balanceMinor: number;
}
