// The lobby's own figures from the spec (lobby §2, §7, §9): page sizes, the winner board, the jackpot counter.
// Figures more than one app uses live in shared/src/config/constants.ts.

/** Page sizes of the lobby calls (spec lobby §7, §9; §2 "home vendor list"). */
export const PAGE_SIZE = {
  /** Category game list and search results. */
  gameList: 36,
  search: 36,
  /** Home game rows and the favourite list, always requested with pageNo 1. */
  home: 16,
  favourites: 16,
  hotGames: 12,
  recentGames: 36,
  /** Favourite node ids. */
  favouriteIds: 200,
} as const;

/** Winner board (spec lobby §2 "Winner board", §7, §9). */
export const WINNER_BOARD = {
  limit: 20,
  /** Loops automatically only with more than this many entries; otherwise static. */
  loopAbove: 3,
  gameCategory: 'ALL',
} as const;

/** Jackpot counter (spec lobby §2 "Jackpot counter", §9): a display effect, not server data. */
export const JACKPOT_COUNTER = {
  startMin: 1_200_000_000,
  startMax: 1_300_000_000,
  stepMin: 100,
  stepMax: 200,
  intervalSeconds: [3, 4, 5],
} as const;
