// The API calls a page needs as it starts, in one table for the two that make them early:
// - the page's loader (shell/src/index.html) asks for them as it starts the page's files, from the list the site
//   server writes into the page (deploy/src/page-preloads.ts); the API client then takes those answers instead of
//   asking again (shared/src/api/early-answers.ts), so the member's data travels beside the app's code instead of
//   after it;
// - the shell starts their queries as it boots (shared/src/state/start-queries.ts), taking those answers.
// Node-safe (the site server imports it): no React, no browser globals.
import { API_PATHS, MERCHANT_CODE, MONEY_PATHS, type ModuleId } from '../api/contract.ts';
import { MEMBER_TYPES } from '../config/constants.ts';
import { isGuestLikeType } from '../session/member-rules.ts';
import { matchRoute } from '../routes/route-table.ts';

/** An API call by its path and module id (a GET without further query: the start calls need none). */
export interface ApiRequestRef {
  path: string;
  moduleId: ModuleId;
}

/**
 * Who a start call is for: every visitor; a session (a member's or a trial one); a session with a member area
 * (members and agents: not the guest-like type of trial sessions, see hasMemberArea).
 */
export type StartAudience = 'everyone' | 'session' | 'memberArea';

export interface StartRequest extends ApiRequestRef {
  audience: StartAudience;
  /** Only when the page opens on one of these routes, by route id (the member centre's own data). */
  routes?: readonly string[];
}

/**
 * The start calls by query: the endpoint modules make each call from its entry here. The badges' counts (unread
 * mail, unclaimed rewards) are not start calls: they wait for the page's first content (shared/src/state/first-load.ts),
 * as in the member centre their calls were the last requests before its largest paint. No call is for the
 * 'memberArea' audience now; the loader still honours it.
 */
export const START_REQUESTS = {
  merchantConfig: { path: API_PATHS.systemConfig, moduleId: 'COMM3', audience: 'everyone' },
  systemStatus: { path: API_PATHS.systemStatus, moduleId: 'COMM3', audience: 'everyone' },
  memberInfo: { path: API_PATHS.memberInfo, moduleId: 'COMM3', audience: 'session' },
  memberWallet: { path: API_PATHS.memberWallet, moduleId: 'FUNDTRANS3', audience: 'session' },
  rankProgress: {
    path: MONEY_PATHS.rankProgress,
    moduleId: 'COMM3',
    audience: 'session',
    routes: ['member', 'vipBenefits'],
  },
} as const satisfies Record<string, StartRequest>;

export type StartRequestName = keyof typeof START_REQUESTS;

const START_REQUEST_NAMES = Object.keys(START_REQUESTS) as StartRequestName[];

/** The start calls of the page at `pathname` (those without routes, and those of its route), by name. */
function namesOnPage(pathname: string): StartRequestName[] {
  const route = matchRoute(pathname)?.id;
  return START_REQUEST_NAMES.filter((name) => {
    const { routes }: StartRequest = START_REQUESTS[name];
    return !routes || (route !== undefined && routes.includes(route));
  });
}

/** Which audiences a visitor reaches: every visitor is 'everyone', a member area has a session too. */
const REACHES: Record<StartAudience, readonly StartAudience[]> = {
  everyone: ['everyone'],
  session: ['everyone', 'session'],
  memberArea: ['everyone', 'session', 'memberArea'],
};

/** The start calls of a page, by name, for a visitor without a session, with one, or with a member area. */
export function startRequestNames(pathname: string, audience: StartAudience | null): StartRequestName[] {
  const reached = REACHES[audience ?? 'everyone'];
  return namesOnPage(pathname).filter((name) => reached.includes(START_REQUESTS[name].audience));
}

/** The audience a session type belongs to: a member area for every type but the guest-like one. */
export function audienceOfType(type: number): StartAudience {
  return isGuestLikeType(type) ? 'session' : 'memberArea';
}

/** The query every call carries, as the API client adds it: the merchant code, the module id, then the call's own. */
export function appendApiQuery(
  params: URLSearchParams,
  moduleId: ModuleId,
  query: Record<string, string> = {},
  merchantCode: string = MERCHANT_CODE,
): void {
  for (const [key, value] of Object.entries({ merchantCode, moduleId, ...query })) params.append(key, value);
}

/** A same-origin call's path and query as the API client sends it: what the early answers are found by. */
export function apiRequestPath(path: string, moduleId: ModuleId, query: Record<string, string> = {}): string {
  const url = new URL(path, 'http://site.invalid/');
  appendApiQuery(url.searchParams, moduleId, query);
  return url.pathname + url.search;
}

/** The id of the page's list of early calls: JSON `EarlyRequests`, read by the loader in shell/src/index.html. */
export const EARLY_REQUESTS_ID = 'mc-early-requests';

/**
 * What the loader asks for as it starts the page's files: each audience's calls as same-origin paths, and the guest-like
 * session type (whose sessions have no member area). The loader reads the session the way the shell does
 * (shared/src/session/session.ts: the member's session, else the trial one, while not expired).
 */
export interface EarlyRequests {
  everyone: string[];
  session: string[];
  memberArea: string[];
  guestLikeType: number;
}

export function earlyRequests(pathname: string): EarlyRequests {
  const names = namesOnPage(pathname);
  const paths = (audience: StartAudience) =>
    names
      .filter((name) => START_REQUESTS[name].audience === audience)
      .map((name) => apiRequestPath(START_REQUESTS[name].path, START_REQUESTS[name].moduleId));
  return {
    everyone: paths('everyone'),
    session: paths('session'),
    memberArea: paths('memberArea'),
    guestLikeType: MEMBER_TYPES.guestLike,
  };
}
