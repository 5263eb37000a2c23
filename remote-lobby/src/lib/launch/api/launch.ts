// Game launch (GET LOBBY_PATHS.launch, module GAMELO3, session): the game page to open; records the game as recent.
import { api, type LaunchQuery, type LaunchValue, LOBBY_PATHS } from 'shared';

export function fetchLaunch(query: LaunchQuery): Promise<LaunchValue> {
  return api.get<LaunchValue>(LOBBY_PATHS.launch, { moduleId: 'GAMELO3', query: { ...query } });
}
