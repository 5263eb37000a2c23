import { ACCOUNT_PATHS, GAME_TYPES, HEADERS, LOBBY_PATHS } from 'shared/contract';
import { createTestApp, loginToken, withQuery } from '../testing/test-app.ts';
import { memberClient, rowsOf } from '../testing/member-client.ts';
import { GAMES_SEED, catalogue } from '../db/games-seed.ts';
import { RECENT_KEPT } from '../db/games.ts';
import { DEMO_SLOT_CSP } from '../lib/demo-slot-page.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type { ApiEnvelope, Game, LaunchValue, LoginValue, PagedGames, Winner } from 'shared/contract';

let t: TestApp;
let demo: MemberClient;
let agent: MemberClient;
beforeAll(async () => {
  t = await createTestApp('development');
  demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
  agent = memberClient(t, await loginToken(t, 'agent01', 'agent1234'));
});
afterAll(async () => {
  await t.close();
});

async function list(query: Record<string, string>): Promise<PagedGames> {
  const response = await t.inject({ url: withQuery(LOBBY_PATHS.games, query, 'GAMELO3') });
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<PagedGames>>().value as PagedGames;
}

describe('the seeded game catalogue', () => {
  it('holds at least 600 games with the documented counts per game type', () => {
    const games = catalogue();
    expect(games.length).toBe(GAMES_SEED.total);
    expect(GAMES_SEED.total).toBeGreaterThanOrEqual(600);
    const byType = Object.fromEntries(
      GAME_TYPES.map((type) => [type, games.filter((game) => game.gameType === type).length]),
    );
    expect(byType).toEqual(GAMES_SEED.byType);
    expect(new Set(games.map((game) => game.gameId)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length);
    const stored = t.app.db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number };
    expect(stored.n).toBe(GAMES_SEED.total);
  });
});

describe('GET game list', () => {
  it('pages all games 36 at a time by default, hot first then by name', async () => {
    const first = await list({});
    expect(first).toMatchObject({
      pageNum: 1,
      totalCount: GAMES_SEED.total,
      totalPages: Math.ceil(604 / 36),
    });
    expect(first.games).toHaveLength(36);
    const hot = first.games.filter((game) => game.isHot);
    expect(first.games.slice(0, hot.length)).toEqual(hot);
    const names = hot.map((game) => game.gameName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const last = await list({ pageNo: String(first.totalPages) });
    expect(last.games).toHaveLength(604 - 36 * (first.totalPages - 1));
    const beyond = await list({ pageNo: String(first.totalPages + 1) });
    expect(beyond.games).toEqual([]);
  });

  it('answers games in the contract shape with generated artwork', async () => {
    const { games } = await list({ gameName: 'super ace' });
    expect(games).toEqual([
      {
        nodeId: GAMES_SEED.superAce.nodeId,
        gameId: 'JL-1001',
        gameName: 'Super Ace',
        gameType: 'RNG',
        vassalage: 'JL',
        gameClassify: ['SLOT'],
        iconUrl: '/static/games/JL-1001.svg',
        isNew: false,
        isHot: true,
        supportPlay: true,
        freeplay: true,
        gameCode: 'JL-1001',
        lottoMode: null,
      },
    ]);
    const art = await t.inject({ url: '/static/games/JL-1001.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    expect(art.headers.get('cache-control')).toContain('max-age=31536000');
    expect(art.body).toContain('viewBox="0 0 300 300"');
    expect(art.body).toContain('Super Ace');
    expect((await t.inject({ url: '/static/games/NOPE-1.svg' })).statusCode).toBe(404);
    expect((await t.inject({ url: '/static/vendors/INHOUSE-COLOR.svg' })).statusCode).toBe(200);
  });

  it('filters by game type, comma-separated vendors, name (case-insensitive) and new games', async () => {
    const rng = await list({ gameType: 'RNG', pageSize: '100' });
    expect(rng.totalCount).toBe(GAMES_SEED.byType.RNG);
    expect(rng.games.every((game) => game.gameType === 'RNG')).toBe(true);

    const vendors = await list({ gameType: 'RNG', vassalage: 'JL,PG', pageSize: '100' });
    expect(vendors.totalCount).toBe(90 + 80);
    expect(new Set(vendors.games.map((game) => game.vassalage))).toEqual(new Set(['JL', 'PG']));

    const inHouse = await list({ gameType: 'RNG', vassalage: 'INHOUSE' });
    expect(inHouse.totalCount).toBe(21);
    expect(inHouse.games.map((game) => game.gameId)).toContain('DEMO-SLOT');

    const named = await list({ gameName: 'MAHJONG' });
    expect(named.games.map((game) => game.gameName)).toEqual(['Mahjong Ways', 'Mahjong Ways 2']);

    const fresh = await list({ isNew: '1', pageSize: '100' });
    expect(fresh.totalCount).toBe(catalogue().filter((game) => game.isNew).length);
    expect(fresh.totalCount).toBeGreaterThan(0);
    expect(fresh.games.every((game) => game.isNew)).toBe(true);
  });

  it('finds the special entries: bingo (BG), jackpot (JP) and feature buy', async () => {
    for (const classify of ['BG', 'JP', 'FeatureBuy', 'SLOT', 'TABLE']) {
      const page = await list({ gameClassify: classify, pageSize: '100' });
      const expected = catalogue().filter((game) => game.classify.includes(classify)).length;
      expect(page.totalCount).toBe(expected);
      expect(page.totalCount).toBeGreaterThan(0);
      expect(page.games.every((game) => game.gameClassify.includes(classify))).toBe(true);
    }
    const bingo = await list({ gameType: 'RNG', gameClassify: 'BG' });
    expect(bingo.games.map((game) => game.gameName)).toContain('Bingo Carnival');
  });

  it('counts e-sports and cockfight games under SPORTS and alone under their own type', async () => {
    const sports = await list({ gameType: 'SPORTS', pageSize: '100' });
    expect(sports.totalCount).toBe(10 + 12 + 6);
    const esports = await list({ gameType: 'SPORTS', vassalage: 'TCG_ESP' });
    expect(esports.totalCount).toBe(12);
    expect(esports.games.every((game) => game.gameType === 'ESPORTS')).toBe(true);
    expect((await list({ gameType: 'COCKFIGHT' })).totalCount).toBe(6);
    const lotto = await list({ gameType: 'LOTT' });
    expect(lotto.games.every((game) => game.lottoMode === 'Lott' || game.lottoMode === 'ZY')).toBe(true);
  });

  it('refuses bad paging and unknown game types with 400 bad_request', async () => {
    const queries: Record<string, string>[] = [
      { pageNo: '0' },
      { pageSize: '0' },
      { pageSize: '101' },
      { pageNo: 'x' },
      { gameType: 'CARDS' },
      { isNew: 'yes' },
    ];
    for (const query of queries) {
      const response = await t.inject({ url: withQuery(LOBBY_PATHS.games, query, 'GAMELO3') });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'bad_request' });
    }
  });
});

describe('GET hot games', () => {
  it('answers 12 hot games by default and filters them by name', async () => {
    const response = await t.inject({ url: withQuery(LOBBY_PATHS.hot, {}, 'GAMELOHOT3') });
    const { list: hot } = response.json<ApiEnvelope<{ list: Game[] }>>().value as { list: Game[] };
    expect(hot).toHaveLength(12);
    expect(hot.every((game) => game.isHot)).toBe(true);
    const named = await t.inject({ url: withQuery(LOBBY_PATHS.hot, { gameName: 'fishing' }, 'GAMELOHOT3') });
    const games = (named.json<ApiEnvelope<{ list: Game[] }>>().value as { list: Game[] }).list;
    expect(games.map((game) => game.gameName)).toEqual([
      'Dragon Fishing',
      'Fishing Disco',
      'Jackpot Fishing',
      'Royal Fishing',
    ]);
  });
});

describe('favourites', () => {
  const ace = GAMES_SEED.superAce.nodeId;
  const ids = async (client: MemberClient) =>
    (await client.value<{ favGames: string[] }>(LOBBY_PATHS.favouriteIds)).favGames;

  it('need a token', async () => {
    const response = await t.inject({ url: withQuery(LOBBY_PATHS.favouriteIds) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.not_logged_in' });
  });

  it('adds idempotently, lists per member and removes idempotently', async () => {
    expect((await demo.post(LOBBY_PATHS.favourite, { nodeId: ace })).json()).toMatchObject({ code: 'ok' });
    const rows = rowsOf(t, 'favourites', 'demo01');
    expect((await demo.post(LOBBY_PATHS.favourite, { nodeId: ace })).json()).toMatchObject({ code: 'ok' });
    expect(rowsOf(t, 'favourites', 'demo01')).toBe(rows);
    await demo.post(LOBBY_PATHS.favourite, { nodeId: '10010' });
    expect(await ids(demo)).toEqual(['10010', ace]);
    expect(await ids(agent)).toEqual([]);

    const page = await demo.value<{ content: Game[]; pageNum: number; totalPages: number }>(
      LOBBY_PATHS.favourites,
      { pageNo: '1', pageSize: '1' },
    );
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(page.content.map((game) => game.nodeId)).toEqual(['10010']);
    const fish = await demo.value<{ content: Game[] }>(LOBBY_PATHS.favourites, { gameType: 'FISH' });
    expect(fish.content).toEqual([]);

    expect((await demo.del(`${LOBBY_PATHS.favourite}/${ace}`)).json()).toMatchObject({ code: 'ok' });
    expect((await demo.del(`${LOBBY_PATHS.favourite}/${ace}`)).json()).toMatchObject({ code: 'ok' });
    expect((await agent.del(`${LOBBY_PATHS.favourite}/10010`)).json()).toMatchObject({ code: 'ok' });
    expect(await ids(demo)).toEqual(['10010']);
  });

  it('answers 404 game.not_found for an unknown node id', async () => {
    const add = await demo.post(LOBBY_PATHS.favourite, { nodeId: '999999' });
    expect(add.statusCode).toBe(404);
    expect(add.json()).toMatchObject({ code: 'game.not_found' });
    const remove = await demo.del(`${LOBBY_PATHS.favourite}/999999`);
    expect(remove.statusCode).toBe(404);
    expect(rowsOf(t, 'favourites', 'demo01')).toBe(1);
  });
});

describe('launch and recent games', () => {
  const launch = (client: MemberClient | undefined, query: Record<string, string>) =>
    t.inject({
      url: withQuery(LOBBY_PATHS.launch, query, 'GAMELO3'),
      headers: client ? { authorization: `Bearer ${client.token}` } : {},
    });

  it('needs a token: 401 auth.not_logged_in', async () => {
    const response = await launch(undefined, { gameId: 'JL-1001', nodeId: '10001', vendor: 'JL' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.not_logged_in' });
  });

  it('answers 404 game.not_found for an unknown game and 400 game.unavailable for one that cannot be played', async () => {
    const unknown = await launch(agent, { gameId: 'JL-9999', nodeId: '1', vendor: 'JL' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'game.not_found' });
    const unavailable = await launch(agent, { gameId: GAMES_SEED.unavailableGameId, vendor: 'JL' });
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json()).toMatchObject({ code: 'game.unavailable' });
    expect(rowsOf(t, 'recent_games', 'agent01')).toBe(0);
  });

  it('opens the demo slot in a frame and records the game as recent, newest first and once per game', async () => {
    const response = await launch(agent, { gameId: 'JL-1001', nodeId: '10001', vendor: 'JL' });
    expect(response.json<ApiEnvelope<LaunchValue>>().value).toEqual({
      url: '/games/demo-slot?gameId=JL-1001&lang=bn',
      mode: 'frame',
    });
    await launch(agent, { gameId: 'PG-1001' });
    await launch(agent, { gameId: 'JL-1001' });
    const recent = await agent.value<{ list: Game[]; totalPages: number }>(LOBBY_PATHS.recent, {});
    expect(recent.list.map((game) => game.gameId)).toEqual(['JL-1001', 'PG-1001']);
    expect(recent.totalPages).toBe(1);
    const rng = await agent.value<{ list: Game[] }>(LOBBY_PATHS.recent, { gameType: 'FISH' });
    expect(rng.list).toEqual([]);
    expect((await demo.value<{ list: Game[] }>(LOBBY_PATHS.recent)).list).toEqual([]);
  });

  it(`keeps at most ${RECENT_KEPT} recent games`, async () => {
    const games = catalogue()
      .filter((game) => game.supportPlay)
      .slice(0, RECENT_KEPT + 5);
    for (const game of games) await launch(demo, { gameId: game.gameId });
    expect(rowsOf(t, 'recent_games', 'demo01')).toBe(RECENT_KEPT);
    const page = await demo.value<{ list: Game[] }>(LOBBY_PATHS.recent, { pageSize: '3' });
    expect(page.list.map((game) => game.gameId)).toEqual(
      games
        .slice(-3)
        .reverse()
        .map((game) => game.gameId),
    );
  });

  it('lets trial sessions launch games', async () => {
    const trial = await t.inject({ method: 'POST', url: withQuery(ACCOUNT_PATHS.trial) });
    const token = (trial.json<ApiEnvelope<LoginValue>>().value as LoginValue).token;
    const response = await launch(memberClient(t, token), { gameId: 'DEMO-SLOT' });
    expect(response.json()).toMatchObject({
      code: 'ok',
      value: { url: '/games/demo-slot?gameId=DEMO-SLOT&lang=bn' },
    });
  });

  it("opens the game in the player's language: the call's, else the interface language sent with it", async () => {
    const urlOf = async (response: Awaited<ReturnType<typeof launch>>) =>
      response.json<ApiEnvelope<LaunchValue>>().value?.url;
    expect(await urlOf(await launch(demo, { gameId: 'DEMO-SLOT', language: 'en' }))).toBe(
      '/games/demo-slot?gameId=DEMO-SLOT&lang=en',
    );
    const byHeader = await t.inject({
      url: withQuery(LOBBY_PATHS.launch, { gameId: 'DEMO-SLOT' }, 'GAMELO3'),
      headers: { authorization: `Bearer ${demo.token}`, [HEADERS.language]: 'en' },
    });
    expect(await urlOf(byHeader)).toBe('/games/demo-slot?gameId=DEMO-SLOT&lang=en');
    expect(await urlOf(await launch(demo, { gameId: 'DEMO-SLOT', language: 'xx' }))).toBe(
      '/games/demo-slot?gameId=DEMO-SLOT&lang=bn',
    );
  });
});

describe('the demo slot page', () => {
  it('is served as HTML with its own CSP, in Bengali by default and in English with lang=en', async () => {
    const bn = await t.inject({ url: '/games/demo-slot?gameId=JL-1001' });
    expect(bn.statusCode).toBe(200);
    expect(bn.headers.get('content-type')).toContain('text/html');
    expect(bn.headers.get('content-security-policy')).toBe(DEMO_SLOT_CSP);
    expect(bn.body).toContain('<html lang="bn">');
    expect(bn.body).toContain('স্পিন');
    expect(bn.body).toContain('Super Ace');
    expect(bn.body).toContain('MC_SESSION_INFO');
    expect(bn.body).toContain('crypto.randomUUID()');
    const en = await t.inject({ url: '/games/demo-slot?gameId=%3Cscript%3E&lang=en' });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('>Spin<');
    expect(en.body).toContain('"gameId":"DEMO-SLOT"');
    expect(en.body).not.toContain('<script>alert');
  });
});

describe('GET winners', () => {
  it('answers the seeded winners with masked names, newest first, at most limitNum', async () => {
    const response = await t.inject({
      url: withQuery(LOBBY_PATHS.winners, { gameCategory: 'ALL', limitNum: '5' }, 'GAMELO3'),
    });
    const winners = response.json<ApiEnvelope<Winner[]>>().value as Winner[];
    expect(winners).toHaveLength(5);
    expect(winners[0]).toMatchObject({
      customerName: 'de***01',
      gameName: 'Super Ace',
      gameId: 'JL-1001',
      iconUrl: '/static/games/JL-1001.svg',
      winAmount: 1_250_000,
    });
    const tooMany = await t.inject({ url: withQuery(LOBBY_PATHS.winners, { limitNum: '21' }, 'GAMELO3') });
    expect(tooMany.statusCode).toBe(400);
  });
});
