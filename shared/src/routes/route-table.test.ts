import { GAME_TYPES, type WhiteLabelFlag } from '../api/contract';
import bn from './locales/bn.json';
import en from './locales/en.json';
import {
  canonicalPath,
  CATEGORY_ROUTES,
  categoryPath,
  HOME_PATHS,
  matchRoute,
  routeAccess,
  ROUTES,
  routesOf,
  signInReturnPath,
  vendorListPath,
} from './route-table';
import type { AccessContext, RouteDef } from './route-types';

/** Every path of both specs' §2, with the route id it must open. */
const SPEC_PATHS: Record<string, string> = {
  '/': 'home',
  '/m': 'home',
  '/m/': 'home',
  '/m/home': 'home',
  '/m/index': 'home',
  '/m/index.html': 'home',
  '/m/login': 'login',
  '/m/register': 'register',
  '/m/register.html': 'register',
  '/m/forget': 'forgetPassword',
  '/m/changePsw': 'changePassword',
  '/m/member': 'member',
  '/m/mine': 'member',
  '/m/set': 'settings',
  '/m/member/benefits': 'vipBenefits',
  '/m/voucherCenter': 'deposit',
  '/m/withdraw': 'withdraw',
  '/m/vouReport': 'depositRecord',
  '/m/withdrawReport': 'withdrawRecord',
  '/m/transaction/record': 'transactionRecord',
  '/m/gameRecord': 'bettingRecord',
  '/m/profitandloss': 'profitAndLoss',
  '/m/rewardCenter': 'rewardCenter',
  '/m/leaderBoard': 'mission',
  '/m/inviteFriends': 'inviteFriends',
  '/m/securityCenter': 'securityCenter',
  '/m/agent': 'agentCenter',
  '/m/agent/home': 'agentCenter',
  '/m/upLine/transfer': 'uplineTransfer',
  '/m/member/manualRebate': 'manualRebate',
  '/m/member/rebateReport': 'rebateReport',
  '/m/webEmail': 'mail',
  '/m/feedback': 'feedback',
  '/m/member/agent/getSalaryContract': 'salaryContract',
  '/m/member/agent/getDevidendContract': 'dividendContract',
  '/m/member/agent/getHourContract': 'hourlyContract',
  '/m/applyReward': 'applyReward',
  '/m/live-games': 'liveGames',
  '/m/slot-games': 'slotGames',
  '/m/sport-games': 'sportGames',
  '/m/esport-games': 'esportGames',
  '/m/cockfight': 'cockfight',
  '/m/fishing-games': 'fishingGames',
  '/m/poker-games': 'pokerGames',
  '/m/lott': 'lottery',
  '/m/elott': 'electronicLottery',
  '/m/hot-games': 'hotGames',
  '/m/search-games': 'searchGames',
  '/m/recent-games': 'recentGames',
  '/m/fav-games': 'favouriteGames',
  '/m/inHouse': 'inHouse',
  '/m/jili-games': 'jiliGames',
  '/m/rtg-games': 'rtgGames',
  '/m/bingo': 'bingo',
  '/m/jackpots': 'jackpots',
  '/m/provider': 'provider',
  '/m/gameCenter': 'gameCenter',
  '/m/activity': 'activity',
  '/m/activityDetail': 'activityDetail',
  '/m/notice': 'notice',
  '/m/noticeDetail': 'noticeDetail',
  '/m/help': 'help',
  '/m/helpDetail': 'helpDetail',
  '/m/download': 'download',
};

/** The pages of player protection, beyond the spec's paths. */
const PROTECTION_PATHS: Record<string, string> = {
  '/m/responsible-gaming': 'responsibleGaming',
  '/m/security/sessions': 'activeSessions',
};

const ALL_FLAGS_ON = Object.fromEntries(
  ROUTES.flatMap((route) => [...(route.flag ? [route.flag] : []), ...(route.anyFlag ?? [])]).map((flag) => [
    flag,
    true,
  ]),
) as Partial<Record<WhiteLabelFlag, boolean>>;

function ctx(overrides: Partial<AccessContext> = {}): AccessContext {
  return {
    loggedIn: true,
    memberType: 0,
    toUpline: false,
    isTrial: false,
    flags: ALL_FLAGS_ON,
    ...overrides,
  };
}

function route(id: string): RouteDef {
  const found = ROUTES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}

describe('the route table', () => {
  it.each(Object.entries(SPEC_PATHS))('opens %s with route %s', (path, id) => {
    expect(matchRoute(path)?.id).toBe(id);
  });

  it('lists no path the spec does not name, except the documented ops view and the player protection pages', () => {
    const OPS_PATHS = ['/m/about'];
    expect(ROUTES.flatMap((candidate) => candidate.paths).sort()).toEqual(
      [...Object.keys(SPEC_PATHS), ...OPS_PATHS, ...Object.keys(PROTECTION_PATHS)].sort(),
    );
  });

  it.each(Object.entries(PROTECTION_PATHS))('opens %s with route %s, owned by account', (path, id) => {
    expect(matchRoute(path)).toMatchObject({ id, owner: 'account', needsSession: true });
  });

  it('gives every route a unique id and every path exactly one owner', () => {
    const ids = ROUTES.map((candidate) => candidate.id);
    const paths = ROUTES.flatMap((candidate) => candidate.paths);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('opens home for every alias, with /m/home as the canonical path', () => {
    expect([...HOME_PATHS].sort()).toEqual(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']);
    for (const path of HOME_PATHS) expect(matchRoute(path)?.owner).toBe('shell');
    expect(canonicalPath('home')).toBe('/m/home');
  });

  it('returns null for unknown paths so the shell can redirect them home', () => {
    expect(matchRoute('/m/nope')).toBeNull();
    expect(matchRoute('/m/Member')).toBeNull();
    expect(matchRoute('/m/member/extra')).toBeNull();
    expect(matchRoute('')).toBeNull();
  });

  it('tolerates one trailing slash on page routes but not on the explicitly listed home aliases', () => {
    expect(matchRoute('/m/member/')?.id).toBe('member');
    expect(matchRoute('/m/transaction/record/')?.id).toBe('transactionRecord');
    expect(matchRoute('/m/home/')).toBeNull();
    expect(matchRoute('/m/member//')).toBeNull();
  });

  it('marks the popup routes with the popup they open, owned by account', () => {
    expect(matchRoute('/m/login')?.popup).toBe('login');
    expect(matchRoute('/m/register.html')?.popup).toBe('register');
    expect(matchRoute('/m/forget')?.popup).toBe('forget');
    expect(matchRoute('/m/changePsw')).toMatchObject({
      popup: 'changePsw',
      owner: 'account',
      needsSession: true,
    });
  });

  it('gives canonical paths from the first listed path', () => {
    expect(canonicalPath('member')).toBe('/m/member');
    expect(canonicalPath('agentCenter')).toBe('/m/agent');
    expect(canonicalPath('register')).toBe('/m/register');
  });

  it('groups routes by owner for each remote to expose', () => {
    expect(routesOf('agent').map((candidate) => candidate.id)).toEqual([
      'agentCenter',
      'uplineTransfer',
      'salaryContract',
      'dividendContract',
      'hourlyContract',
    ]);
    expect(routesOf('shell').map((candidate) => candidate.id)).toEqual(['home', 'about']);
    expect(routesOf('content').map((candidate) => candidate.id)).toContain('applyReward');
    expect(routesOf('lobby')).toHaveLength(20);
    const owners = ['shell', 'account', 'lobby', 'content', 'agent'] as const;
    expect(owners.reduce((sum, owner) => sum + routesOf(owner).length, 0)).toBe(ROUTES.length);
  });

  it('has a title for every route in both languages and no stray titles', () => {
    const ids = ROUTES.map((candidate) => candidate.id).sort();
    expect(Object.keys(en).sort()).toEqual(ids);
    expect(Object.keys(bn).sort()).toEqual(ids);
    for (const title of [...Object.values(en), ...Object.values(bn)]) expect(title.trim()).not.toBe('');
  });
});

describe('routeAccess', () => {
  it('lets visitors browse the lobby, content and the member centre itself', () => {
    const visitor = ctx({ loggedIn: false, memberType: null });
    for (const id of [
      'home',
      'liveGames',
      'searchGames',
      'activity',
      'help',
      'download',
      'member',
      'login',
    ]) {
      expect(routeAccess(route(id), visitor)).toBe('allow');
    }
  });

  it('asks visitors to log in for member-only pages', () => {
    const visitor = ctx({ loggedIn: false, memberType: null });
    for (const id of [
      'settings',
      'securityCenter',
      'recentGames',
      'favouriteGames',
      'applyReward',
      'changePassword',
    ]) {
      expect(routeAccess(route(id), visitor)).toBe('login');
    }
  });

  it('sends a signed-in member past the sign-in and register forms, but lets a free-play session sign in', () => {
    for (const id of ['login', 'register'] as const) {
      expect(routeAccess(route(id), ctx())).toBe('signedIn');
      expect(routeAccess(route(id), ctx({ isTrial: true, memberType: 4 }))).toBe('allow');
      expect(routeAccess(route(id), ctx({ loggedIn: false, memberType: null }))).toBe('allow');
    }
    // Forgot password and change password stay open to a member.
    expect(routeAccess(route('forgetPassword'), ctx())).toBe('allow');
    expect(routeAccess(route('changePassword'), ctx())).toBe('allow');
  });

  it('reports a switched-off or not yet loaded flag as disabled, before asking for a login', () => {
    const visitor = ctx({ loggedIn: false, memberType: null, flags: { ...ALL_FLAGS_ON, DEPOSIT: false } });
    expect(routeAccess(route('deposit'), visitor)).toBe('disabled');
    expect(routeAccess(route('withdraw'), ctx({ flags: {} }))).toBe('disabled');
    expect(routeAccess(route('withdraw'), ctx())).toBe('allow');
  });

  it.each([
    ['vipBenefits', 'VIPBENEFIT'],
    ['deposit', 'DEPOSIT'],
    ['withdraw', 'WITHDRAW'],
    ['depositRecord', 'DEPRECM3'],
    ['withdrawRecord', 'WITHREC3'],
    ['transactionRecord', 'TRANSREC3'],
    ['bettingRecord', 'TRANSBETREPMEM3'],
    ['profitAndLoss', 'PERSREP'],
    ['rewardCenter', 'REWCEN3'],
    ['mission', 'MISSION'],
    ['inviteFriends', 'REFERRAL'],
    ['manualRebate', 'MANPLAYREB3'],
    ['rebateReport', 'PLYRBT'],
    ['mail', 'MAILCEN'],
    ['feedback', 'FEEDBACK3'],
    ['uplineTransfer', 'AGETRANSFERUP3'],
  ] as const)('gates %s by the %s flag', (id, flag) => {
    expect(route(id).flag).toBe(flag);
    expect(
      routeAccess(
        route(id),
        ctx({ memberType: 1, toUpline: true, flags: { ...ALL_FLAGS_ON, [flag]: false } }),
      ),
    ).toBe('disabled');
  });

  it('opens the agent pages only for agent member types', () => {
    for (const id of ['agentCenter', 'salaryContract', 'dividendContract', 'hourlyContract']) {
      expect(routeAccess(route(id), ctx({ loggedIn: false, memberType: null }))).toBe('login');
      for (const type of [0, 4, 40])
        expect(routeAccess(route(id), ctx({ memberType: type }))).toBe('forbidden');
      for (const type of [1, 2, 41, 42])
        expect(routeAccess(route(id), ctx({ memberType: type }))).toBe('allow');
    }
  });

  it('treats a logged-in member whose type has not loaded as not meeting the agent rule', () => {
    expect(routeAccess(route('agentCenter'), ctx({ memberType: null }))).toBe('forbidden');
  });

  it('allows upline transfer only to toUpline members of a type other than 2', () => {
    const upline = route('uplineTransfer');
    expect(routeAccess(upline, ctx({ memberType: 1, toUpline: true }))).toBe('allow');
    expect(routeAccess(upline, ctx({ memberType: 0, toUpline: true }))).toBe('allow');
    expect(routeAccess(upline, ctx({ memberType: 2, toUpline: true }))).toBe('forbidden');
    expect(routeAccess(upline, ctx({ memberType: 1, toUpline: false }))).toBe('forbidden');
    expect(routeAccess(upline, ctx({ loggedIn: false, memberType: null, toUpline: false }))).toBe('login');
  });

  it('asks for a login on a member-rule route even without needsSession', () => {
    const synthetic: RouteDef = {
      id: 'x',
      paths: ['/x'],
      owner: 'account',
      needsSession: false,
      memberRule: 'realAccount',
    };
    expect(routeAccess(synthetic, ctx({ loggedIn: false }))).toBe('login');
    expect(routeAccess(synthetic, ctx({ isTrial: true }))).toBe('forbidden');
    expect(routeAccess(synthetic, ctx())).toBe('allow');
  });
});

describe('content of the route table', () => {
  it('gives every lobby page a banner group (spec lobby §3: each page shows its group)', () => {
    const lobbyPages = ROUTES.filter((def) => def.owner === 'lobby');
    const groups = new Set(['m_rng', 'm_sports', 'm_pvp', 'm_live', 'm_fish', 'm_lott', 'm_elott', 'm_game']);
    const withoutGroup = lobbyPages.filter((def) => !def.bannerGroup).map((def) => def.id);
    // The per-member lists and search have no banner group of their own.
    expect(withoutGroup.sort()).toEqual(['favouriteGames', 'recentGames', 'searchGames']);
    for (const def of lobbyPages) if (def.bannerGroup) expect(groups).toContain(def.bannerGroup);
    expect(matchRoute('/m/live-games')?.bannerGroup).toBe('m_live');
    expect(matchRoute('/m/activity')?.bannerGroup).toBe('m_promotion');
  });

  it('sends a visitor on the reward claim back to the promotions, and keeps trial sessions out', () => {
    const claim = matchRoute('/m/applyReward');
    expect(claim?.signedOutPath).toBe('/m/activity');
    expect(routeAccess(claim!, ctx({ loggedIn: false }))).toBe('login');
    expect(routeAccess(claim!, ctx({ isTrial: true }))).toBe('forbidden');
    expect(routeAccess(claim!, ctx())).toBe('allow');
  });
});

describe('the player protection pages', () => {
  const RG_FLAGS = ['RGLIMITS', 'RGREALITY', 'RGEXCLUDE'] as const;

  it('keeps the responsible-gaming hub open while any one of its parts is switched on', () => {
    const hub = route('responsibleGaming');
    const allOff = { ...ALL_FLAGS_ON, RGLIMITS: false, RGREALITY: false, RGEXCLUDE: false };
    expect(routeAccess(hub, ctx({ flags: allOff }))).toBe('disabled');
    for (const flag of RG_FLAGS)
      expect(routeAccess(hub, ctx({ flags: { ...allOff, [flag]: true } }))).toBe('allow');
  });

  it('gates the active sessions list by SECSESSIONS', () => {
    const sessions = route('activeSessions');
    expect(routeAccess(sessions, ctx())).toBe('allow');
    expect(routeAccess(sessions, ctx({ flags: { ...ALL_FLAGS_ON, SECSESSIONS: false } }))).toBe('disabled');
  });

  it('asks visitors to log in and keeps free-play sessions out of both pages', () => {
    for (const id of ['responsibleGaming', 'activeSessions']) {
      expect(routeAccess(route(id), ctx({ loggedIn: false, memberType: null }))).toBe('login');
      expect(routeAccess(route(id), ctx({ isTrial: true, memberType: 4 }))).toBe('forbidden');
    }
  });
});

describe('game category pages', () => {
  it('gives every game type a lobby page of the table (spec lobby §2 routes)', () => {
    for (const category of GAME_TYPES) {
      expect(matchRoute(categoryPath(category))).toMatchObject({
        id: CATEGORY_ROUTES[category],
        owner: 'lobby',
      });
    }
    expect(categoryPath('RNG')).toBe('/m/slot-games');
    expect(categoryPath('ELOTT')).toBe('/m/elott');
  });

  it('filters a category page to one vendor by vassalage', () => {
    expect(vendorListPath('RNG', 'PG')).toBe('/m/slot-games?vassalage=PG');
    expect(vendorListPath('FISH', 'A&B')).toBe('/m/fishing-games?vassalage=A%26B');
  });
});

describe('signInReturnPath', () => {
  it('keeps a members-only page of the table, its query and fragment too', () => {
    expect(signInReturnPath('/m/inviteFriends')).toBe('/m/inviteFriends');
    expect(signInReturnPath('/m/voucherCenter?channel=bkash')).toBe('/m/voucherCenter?channel=bkash');
    expect(signInReturnPath('/m/agent?tab=links#top')).toBe('/m/agent?tab=links#top');
    expect(signInReturnPath('/m/withdraw/')).toBe('/m/withdraw/');
  });

  it('refuses every way off the site', () => {
    for (const address of [
      '//evil.example/m/withdraw',
      '/\\evil.example/m/withdraw',
      '/\t/evil.example',
      'https://evil.example/m/withdraw',
      'javascript:alert(1)',
      'm/withdraw',
      ' /m/withdraw',
    ]) {
      expect(signInReturnPath(address)).toBeNull();
    }
  });

  it('refuses paths outside /m/, unknown pages, popup routes and nothing at all', () => {
    for (const path of [
      '/',
      '/api/session',
      '/m/../admin',
      '/m/nope',
      '/m/login',
      '/m/register',
      '/m/changePsw',
    ]) {
      expect(signInReturnPath(path)).toBeNull();
    }
    expect(signInReturnPath('')).toBeNull();
    expect(signInReturnPath(null)).toBeNull();
    expect(signInReturnPath(undefined)).toBeNull();
  });

  it('gives back a path resolved as the browser would, never the text it was given', () => {
    expect(signInReturnPath('/m/x/../withdraw')).toBe('/m/withdraw');
    expect(signInReturnPath('/m/%2F%2Fevil.example')).toBeNull();
  });
});
