// The route of each game category (spec lobby §2 routes); list categories take ?vassalage=X for one vendor.
import type { GameType } from 'shared';

export const CATEGORY_PATHS: Record<GameType, string> = {
  RNG: '/m/slot-games',
  FISH: '/m/fishing-games',
  LIVE: '/m/live-games',
  PVP: '/m/poker-games',
  SPORTS: '/m/sport-games',
  ESPORTS: '/m/esport-games',
  COCKFIGHT: '/m/cockfight',
  LOTT: '/m/lott',
  ELOTT: '/m/elott',
};

/** Categories shown as a lottery/sports panel of vendor tiles leading to a game-center page. */
export const CENTER_CATEGORIES: GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

export function vendorListPath(category: GameType, vassalage: string): string {
  return `${CATEGORY_PATHS[category]}?vassalage=${encodeURIComponent(vassalage)}`;
}
