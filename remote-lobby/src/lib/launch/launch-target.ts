// What a launch needs (spec lobby §4 "Game launch"): category, vendor, gameId, nodeId and free play; a lottery
// launch adds gameCode, prizeMode and playType.
import type { Game, GameType, LaunchQuery, Winner } from 'shared';

export interface LaunchTarget {
  category: GameType;
  vendor: string;
  gameId: string;
  nodeId: string;
  title: string;
  freePlay?: boolean;
  gameCode?: string;
  prizeMode?: string;
  playType?: 'trad' | 'ent';
}

const LOTTERY: GameType[] = ['LOTT', 'ELOTT'];
/** Spec lobby §3: prize modes Lott, ZY, Elott (default Elott); play types trad and ent. */
export const DEFAULT_PRIZE_MODE = 'Elott';
export const DEFAULT_PLAY_TYPE = 'trad';

export function isLottery(category: GameType): boolean {
  return LOTTERY.includes(category);
}

/** The launch call of a target; the game opens in `language`, the site's. */
export function toLaunchQuery(target: LaunchTarget, language: string): LaunchQuery {
  const query: LaunchQuery = {
    gameId: target.gameId,
    language,
    nodeId: target.nodeId,
    vendor: target.vendor,
    freePlay: target.freePlay ? '1' : '',
  };
  if (!isLottery(target.category)) return query;
  return {
    ...query,
    gameCode: target.gameCode ?? '',
    prizeMode: target.prizeMode ?? DEFAULT_PRIZE_MODE,
    playType: target.playType ?? DEFAULT_PLAY_TYPE,
  };
}

export function targetOfGame(game: Game): LaunchTarget {
  return {
    category: game.gameType,
    vendor: game.vassalage,
    gameId: game.gameId,
    nodeId: game.nodeId,
    title: game.gameName,
    gameCode: game.gameCode,
    prizeMode: game.lottoMode ?? undefined,
  };
}

export function targetOfWinner(winner: Winner): LaunchTarget {
  return {
    category: winner.gameType,
    vendor: winner.vassalage,
    gameId: winner.gameId,
    nodeId: winner.nodeId,
    title: winner.gameName,
  };
}
