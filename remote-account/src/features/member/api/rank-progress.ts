// Player rank progress (spec account §3, §7): the VIP label and the conditions done toward the next level.
import { api, MONEY_PATHS, type RankProgress } from 'shared';

export function fetchRankProgress(): Promise<RankProgress> {
  return api.get<RankProgress>(MONEY_PATHS.rankProgress, { moduleId: 'COMM3' });
}
