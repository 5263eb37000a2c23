// The one route table of the site: every path of both specs' §2, who owns it, and what gates it. The shell
// builds its router from ROUTES and asks routeAccess before rendering; remotes only expose the pages.
import { canUplineTransfer, isAgentType } from '../session/member-rules.ts';
import type { GameType } from '../api/contract';
import type { AccessContext, MemberRule, RouteAccess, RouteDef, RouteOwner } from './route-types';

/** Every path that opens home; '/m/home' is canonical (logo, unknown paths and closed popups go there). */
export const HOME_PATHS = ['/m/home', '/', '/m', '/m/', '/m/index', '/m/index.html'] as const;

const ROUTE_DEFS = [
  { id: 'home', paths: HOME_PATHS, owner: 'shell', needsSession: false },
  // Not in the spec: the ops view of which release each area runs.
  { id: 'about', paths: ['/m/about'], owner: 'shell', needsSession: false },

  // Popup routes: the shell renders home and opens the popup over it (account §2).
  {
    id: 'login',
    paths: ['/m/login'],
    owner: 'account',
    needsSession: false,
    popup: 'login',
    guestsOnly: true,
  },
  {
    id: 'register',
    paths: ['/m/register', '/m/register.html'],
    owner: 'account',
    needsSession: false,
    popup: 'register',
    guestsOnly: true,
  },
  { id: 'forgetPassword', paths: ['/m/forget'], owner: 'account', needsSession: false, popup: 'forget' },
  { id: 'changePassword', paths: ['/m/changePsw'], owner: 'account', needsSession: true, popup: 'changePsw' },

  // Account. The member centre itself is open to visitors: logged out it shows a login-or-register prompt.
  { id: 'member', paths: ['/m/member', '/m/mine'], owner: 'account', needsSession: false },
  { id: 'settings', paths: ['/m/set'], owner: 'account', needsSession: true },
  {
    id: 'vipBenefits',
    paths: ['/m/member/benefits'],
    owner: 'account',
    needsSession: true,
    flag: 'VIPBENEFIT',
  },
  // Money pages need a real account: a free-play (trial) session is told to log in to one (spec account §6).
  {
    id: 'deposit',
    paths: ['/m/voucherCenter'],
    owner: 'account',
    needsSession: true,
    flag: 'DEPOSIT',
    memberRule: 'realAccount',
  },
  {
    id: 'withdraw',
    paths: ['/m/withdraw'],
    owner: 'account',
    needsSession: true,
    flag: 'WITHDRAW',
    memberRule: 'realAccount',
  },
  { id: 'depositRecord', paths: ['/m/vouReport'], owner: 'account', needsSession: true, flag: 'DEPRECM3' },
  {
    id: 'withdrawRecord',
    paths: ['/m/withdrawReport'],
    owner: 'account',
    needsSession: true,
    flag: 'WITHREC3',
  },
  {
    id: 'transactionRecord',
    paths: ['/m/transaction/record'],
    owner: 'account',
    needsSession: true,
    flag: 'TRANSREC3',
  },
  {
    id: 'bettingRecord',
    paths: ['/m/gameRecord'],
    owner: 'account',
    needsSession: true,
    flag: 'TRANSBETREPMEM3',
  },
  { id: 'profitAndLoss', paths: ['/m/profitandloss'], owner: 'account', needsSession: true, flag: 'PERSREP' },
  { id: 'rewardCenter', paths: ['/m/rewardCenter'], owner: 'account', needsSession: true, flag: 'REWCEN3' },
  // Mission progress and the invite link are per member, so both need a session.
  { id: 'mission', paths: ['/m/leaderBoard'], owner: 'account', needsSession: true, flag: 'MISSION' },
  {
    id: 'inviteFriends',
    paths: ['/m/inviteFriends'],
    owner: 'account',
    needsSession: true,
    flag: 'REFERRAL',
  },
  { id: 'securityCenter', paths: ['/m/securityCenter'], owner: 'account', needsSession: true },
  // Player protection, not in the spec: the responsible-gaming hub is on while any of its parts is,
  // the active sessions list with SECSESSIONS. A free-play session has nothing to protect.
  {
    id: 'responsibleGaming',
    paths: ['/m/responsible-gaming'],
    owner: 'account',
    needsSession: true,
    anyFlag: ['RGLIMITS', 'RGREALITY', 'RGEXCLUDE'],
    memberRule: 'realAccount',
  },
  {
    id: 'activeSessions',
    paths: ['/m/security/sessions'],
    owner: 'account',
    needsSession: true,
    flag: 'SECSESSIONS',
    memberRule: 'realAccount',
  },
  {
    id: 'manualRebate',
    paths: ['/m/member/manualRebate'],
    owner: 'account',
    needsSession: true,
    flag: 'MANPLAYREB3',
  },
  {
    id: 'rebateReport',
    paths: ['/m/member/rebateReport'],
    owner: 'account',
    needsSession: true,
    flag: 'PLYRBT',
  },
  // Listed in both specs; the message centre is an account page (ARCHITECTURE: remote-account owns mail).
  { id: 'mail', paths: ['/m/webEmail'], owner: 'account', needsSession: true, flag: 'MAILCEN' },
  { id: 'feedback', paths: ['/m/feedback'], owner: 'account', needsSession: true, flag: 'FEEDBACK3' },

  // Agent.
  {
    id: 'agentCenter',
    paths: ['/m/agent', '/m/agent/home'],
    owner: 'agent',
    needsSession: true,
    memberRule: 'agent',
  },
  // The flag is checked twice on purpose: off means 'disabled' for everyone, before the member rule is asked.
  {
    id: 'uplineTransfer',
    paths: ['/m/upLine/transfer'],
    owner: 'agent',
    needsSession: true,
    flag: 'AGETRANSFERUP3',
    memberRule: 'uplineTransfer',
  },
  {
    id: 'salaryContract',
    paths: ['/m/member/agent/getSalaryContract'],
    owner: 'agent',
    needsSession: true,
    memberRule: 'agent',
  },
  {
    id: 'dividendContract',
    paths: ['/m/member/agent/getDevidendContract'],
    owner: 'agent',
    needsSession: true,
    memberRule: 'agent',
  },
  {
    id: 'hourlyContract',
    paths: ['/m/member/agent/getHourContract'],
    owner: 'agent',
    needsSession: true,
    memberRule: 'agent',
  },

  // Lobby: visitors may browse; only the per-member lists need a session.
  { id: 'liveGames', paths: ['/m/live-games'], owner: 'lobby', needsSession: false, bannerGroup: 'm_live' },
  { id: 'slotGames', paths: ['/m/slot-games'], owner: 'lobby', needsSession: false, bannerGroup: 'm_rng' },
  {
    id: 'sportGames',
    paths: ['/m/sport-games'],
    owner: 'lobby',
    needsSession: false,
    bannerGroup: 'm_sports',
  },
  {
    id: 'esportGames',
    paths: ['/m/esport-games'],
    owner: 'lobby',
    needsSession: false,
    bannerGroup: 'm_sports',
  },
  { id: 'cockfight', paths: ['/m/cockfight'], owner: 'lobby', needsSession: false, bannerGroup: 'm_sports' },
  {
    id: 'fishingGames',
    paths: ['/m/fishing-games'],
    owner: 'lobby',
    needsSession: false,
    bannerGroup: 'm_fish',
  },
  { id: 'pokerGames', paths: ['/m/poker-games'], owner: 'lobby', needsSession: false, bannerGroup: 'm_pvp' },
  { id: 'lottery', paths: ['/m/lott'], owner: 'lobby', needsSession: false, bannerGroup: 'm_lott' },
  {
    id: 'electronicLottery',
    paths: ['/m/elott'],
    owner: 'lobby',
    needsSession: false,
    bannerGroup: 'm_elott',
  },
  { id: 'hotGames', paths: ['/m/hot-games'], owner: 'lobby', needsSession: false, bannerGroup: 'm_game' },
  { id: 'searchGames', paths: ['/m/search-games'], owner: 'lobby', needsSession: false },
  { id: 'recentGames', paths: ['/m/recent-games'], owner: 'lobby', needsSession: true },
  { id: 'favouriteGames', paths: ['/m/fav-games'], owner: 'lobby', needsSession: true },
  { id: 'inHouse', paths: ['/m/inHouse'], owner: 'lobby', needsSession: false, bannerGroup: 'm_rng' },
  { id: 'jiliGames', paths: ['/m/jili-games'], owner: 'lobby', needsSession: false, bannerGroup: 'm_rng' },
  { id: 'rtgGames', paths: ['/m/rtg-games'], owner: 'lobby', needsSession: false, bannerGroup: 'm_rng' },
  { id: 'bingo', paths: ['/m/bingo'], owner: 'lobby', needsSession: false, bannerGroup: 'm_rng' },
  { id: 'jackpots', paths: ['/m/jackpots'], owner: 'lobby', needsSession: false, bannerGroup: 'm_rng' },
  { id: 'provider', paths: ['/m/provider'], owner: 'lobby', needsSession: false, bannerGroup: 'm_game' },
  { id: 'gameCenter', paths: ['/m/gameCenter'], owner: 'lobby', needsSession: false, bannerGroup: 'm_game' },

  // Content.
  {
    id: 'activity',
    paths: ['/m/activity'],
    owner: 'content',
    needsSession: false,
    bannerGroup: 'm_promotion',
  },
  { id: 'activityDetail', paths: ['/m/activityDetail'], owner: 'content', needsSession: false },
  { id: 'notice', paths: ['/m/notice'], owner: 'content', needsSession: false },
  { id: 'noticeDetail', paths: ['/m/noticeDetail'], owner: 'content', needsSession: false },
  { id: 'help', paths: ['/m/help'], owner: 'content', needsSession: false },
  { id: 'helpDetail', paths: ['/m/helpDetail'], owner: 'content', needsSession: false },
  { id: 'download', paths: ['/m/download'], owner: 'content', needsSession: false },
  // The claim form belongs with the promotions (ARCHITECTURE: content owns "activity claim"). Without a session
  // it goes back to the promotions (spec account §2); a trial session cannot claim.
  {
    id: 'applyReward',
    paths: ['/m/applyReward'],
    owner: 'content',
    needsSession: true,
    memberRule: 'realAccount',
    signedOutPath: '/m/activity',
  },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTE_DEFS)[number]['id'];

export const ROUTES: readonly RouteDef[] = ROUTE_DEFS;

const byPath = new Map<string, RouteDef>(ROUTES.flatMap((route) => route.paths.map((path) => [path, route])));
const byId = new Map<string, RouteDef>(ROUTES.map((route) => [route.id, route]));
const homePaths: ReadonlySet<string> = new Set(HOME_PATHS);

/**
 * The route a pathname opens, or null (the shell then redirects to /m/home). Matching is exact; one trailing
 * slash is tolerated, except on the home aliases, which are listed explicitly ('/m' and '/m/' both are).
 */
export function matchRoute(pathname: string): RouteDef | null {
  const exact = byPath.get(pathname);
  if (exact) return exact;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.slice(0, -1);
    if (!homePaths.has(trimmed)) return byPath.get(trimmed) ?? null;
  }
  return null;
}

function meetsMemberRule(rule: MemberRule, ctx: AccessContext): boolean {
  switch (rule) {
    case 'agent':
      return isAgentType(ctx.memberType);
    case 'uplineTransfer':
      return canUplineTransfer({
        flag: ctx.flags.AGETRANSFERUP3 === true,
        toUpline: ctx.toUpline,
        type: ctx.memberType,
      });
    case 'realAccount':
      return !ctx.isTrial;
  }
}

/**
 * What the shell does with a route for this visitor. Order: flag off (or every one of anyFlag off) → 'disabled'
 * (a flag that has not loaded counts as off, so a gated page never flashes); no session → 'login'; a visitors-only
 * route with a member's session → 'signedIn'; member rule unmet → 'forbidden'.
 * A member rule implies a session even when needsSession is false.
 */
export function routeAccess(route: RouteDef, ctx: AccessContext): RouteAccess {
  if (route.flag && ctx.flags[route.flag] !== true) return 'disabled';
  if (route.anyFlag && !route.anyFlag.some((flag) => ctx.flags[flag] === true)) return 'disabled';
  if ((route.needsSession || route.memberRule) && !ctx.loggedIn) return 'login';
  if (route.guestsOnly && ctx.loggedIn && !ctx.isTrial) return 'signedIn';
  if (route.memberRule && !meetsMemberRule(route.memberRule, ctx)) return 'forbidden';
  return 'allow';
}

/** What the access context is made of: the sessions, member info once loaded, the merchant's flags once loaded. */
export interface AccessInputs {
  loggedIn: boolean;
  /** The member's session (its member type), or null. */
  session: { type: number } | null;
  /** The free-play session, or null. */
  trial: { type: number } | null;
  member: { type: number; toUpline: boolean } | null | undefined;
  flags: AccessContext['flags'] | undefined;
}

/** The inputs of routeAccess for a visitor: the shell's router, the member area's menus and its first paint. */
export function accessContextOf({ loggedIn, session, trial, member, flags }: AccessInputs): AccessContext {
  return {
    loggedIn,
    memberType: member?.type ?? session?.type ?? trial?.type ?? null,
    toUpline: member?.toUpline ?? false,
    isTrial: !session && Boolean(trial),
    flags: flags ?? {},
  };
}

/** The query parameter of a sign-in link that names the page to open afterwards: /m/login?redirect=/m/withdraw. */
export const SIGN_IN_RETURN_PARAM = 'redirect';

/** Any origin: only to resolve a path the way the browser would, then to check it stayed on this site. */
const PATH_BASE = 'https://site.invalid';

/**
 * The page a visitor asked for, to open once they have signed in: its path (query kept) when it is a page of this
 * table under /m/ and not a popup route, else null. Whatever arrives here (a link's ?redirect=, the location) is
 * resolved as the browser would, so '//host', '/\host', 'https:…' or '/m/../x' cannot lead off the site.
 */
export function signInReturnPath(requested: string | null | undefined): string | null {
  if (!requested?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(requested, PATH_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PATH_BASE || !url.pathname.startsWith('/m/')) return null;
  const route = matchRoute(url.pathname);
  if (!route || route.popup) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The routes a part owns, in table order (each remote exposes exactly these pages). */
export function routesOf(owner: RouteOwner): readonly RouteDef[] {
  return ROUTES.filter((route) => route.owner === owner);
}

/** The path to link to for a route id: its first path. */
export function canonicalPath(id: RouteId): string {
  const path = byId.get(id)?.paths[0];
  if (path === undefined) throw new Error(`Unknown route id: ${id}`);
  return path;
}

/** The page of each game category (spec lobby §2 routes); list categories take ?vassalage=X for one vendor. */
export const CATEGORY_ROUTES = {
  RNG: 'slotGames',
  FISH: 'fishingGames',
  LIVE: 'liveGames',
  PVP: 'pokerGames',
  SPORTS: 'sportGames',
  ESPORTS: 'esportGames',
  COCKFIGHT: 'cockfight',
  LOTT: 'lottery',
  ELOTT: 'electronicLottery',
} as const satisfies Record<GameType, RouteId>;

/** The path of a game category's page. */
export function categoryPath(category: GameType): string {
  return canonicalPath(CATEGORY_ROUTES[category]);
}

/** A category's page filtered to one vendor. */
export function vendorListPath(category: GameType, vassalage: string): string {
  return `${categoryPath(category)}?vassalage=${encodeURIComponent(vassalage)}`;
}
