// The route of each game category, from the one route table in shared (spec lobby §2 routes); list categories
// take ?vassalage=X for one vendor.
import { categoryPath, GAME_TYPES, type GameType } from 'shared';

export { vendorListPath } from 'shared';

export const CATEGORY_PATHS = Object.fromEntries(
  GAME_TYPES.map((category) => [category, categoryPath(category)]),
) as Record<GameType, string>;

/** Categories shown as a lottery/sports panel of vendor tiles leading to a game-center page. */
export const CENTER_CATEGORIES: GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];
