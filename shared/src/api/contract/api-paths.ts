// API_PATHS: the paths every area of the site calls, gathered from the domains that own them.
import { AGENT_API_PATHS } from './agent.ts';
import { SIGN_IN_API_PATHS } from './account.ts';
import { CONTENT_API_PATHS } from './content.ts';
import { LOBBY_API_PATHS } from './lobby.ts';
import { MEMBER_API_PATHS } from './member.ts';
import { DEV_API_PATHS, SYSTEM_API_PATHS } from './system.ts';

/** Paths of the platform API. The site calls them same-origin; the site server proxies to the API. */
export const API_PATHS = {
  ...SYSTEM_API_PATHS,
  ...SIGN_IN_API_PATHS,
  ...MEMBER_API_PATHS,
  ...CONTENT_API_PATHS,
  ...LOBBY_API_PATHS,
  ...AGENT_API_PATHS,
  ...DEV_API_PATHS,
} as const;
