import { ACCOUNT_PATHS, GAME_TYPES, HEADERS, LOBBY_PATHS, MONEY_PATHS } from 'shared/contract';
import { createTestApp, loginToken, withQuery, theRow } from '../testing/test-app.ts';
import { memberClient, rowsOf, memberIdOf, moneyOf } from '../testing/member-client.ts';
import { GAMES_SEED, catalogue } from '../db/games-seed.ts';
import { RECENT_KEPT } from '../db/games.ts';
import { DEMO_SLOT_CSP } from '../lib/demo-slot-page.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type {
  ApiEnvelope,
  Game,
  LaunchValue,
  LoginValue,
  PagedGames,
  Winner,
  BetRecord,
  DemoSpinValue,
  Paged,
  ProfitAndLoss,
} from 'shared/contract';
import { randomUUID } from 'node:crypto';
import { multiplierOf, symbolAt } from '../lib/slot.ts';
import { allRows, run } from '../db/database.ts';

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
  it('holds at least 600 games with the documented counts per game type', async () => {
    const games = catalogue();
    expect(games.length).toBe(GAMES_SEED.total);
    expect(GAMES_SEED.total).toBeGreaterThanOrEqual(600);
    const byType = Object.fromEntries(
      GAME_TYPES.map((type) => [type, games.filter((game) => game.gameType === type).length]),
    );
    expect(byType).toEqual(GAMES_SEED.byType);
    expect(new Set(games.map((game) => game.gameId)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length);
    const stored = await theRow<{ n: number }>(t, 'SELECT COUNT(*) AS n FROM games');
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
    const rows = await rowsOf(t, 'favourites', 'demo01');
    expect((await demo.post(LOBBY_PATHS.favourite, { nodeId: ace })).json()).toMatchObject({ code: 'ok' });
    expect(await rowsOf(t, 'favourites', 'demo01')).toBe(rows);
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
    expect(await rowsOf(t, 'favourites', 'demo01')).toBe(1);
  });
});

describe('launch and recent games', () => {
  const launch = async (client: MemberClient | undefined, query: Record<string, string>) =>
    await t.inject({
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
    expect(await rowsOf(t, 'recent_games', 'agent01')).toBe(0);
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
    expect(await rowsOf(t, 'recent_games', 'demo01')).toBe(RECENT_KEPT);
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

describe('the demo slot spin', () => {
  // Reel stops: CHERRY 0-5, LEMON 6-11, BELL 12-15, STAR 16-18, SEVEN 19.
  const LOSE = [6, 12, 16];
  const SEVENS = [19, 19, 19];
  const TWO_CHERRIES = [0, 0, 6];

  let t: TestApp;
  let demo: MemberClient;
  /** The stops the next spins draw, reel by reel (cycled). */
  let stops = LOSE;
  let drawn = 0;
  beforeAll(async () => {
    t = await createTestApp('development', {
      randomInt: (max) => {
        expect(max).toBe(20);
        const stop = stops[drawn % stops.length] ?? 0;
        drawn += 1;
        return stop;
      },
    });
    demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    stops = LOSE;
    drawn = 0;
  });

  const spin = async (client: MemberClient, betMinor: unknown, key = randomUUID(), gameId = 'JL-1001') =>
    await client.post(LOBBY_PATHS.demoSpin, { gameId, betMinor, idempotencyKey: key });

  const valueOf = (body: string) => (JSON.parse(body) as ApiEnvelope<DemoSpinValue>).value as DemoSpinValue;

  let trials = 0;
  async function trialClient(): Promise<MemberClient> {
    trials += 1;
    const response = await t.inject({
      method: 'POST',
      url: withQuery(ACCOUNT_PATHS.trial),
      headers: { 'x-forwarded-for': `10.9.0.${trials}` },
    });
    return memberClient(t, (response.json<ApiEnvelope<LoginValue>>().value as LoginValue).token);
  }

  describe('the pay table', () => {
    it('pays 50× for three sevens, 1× for two cherries and nothing for mixed symbols', () => {
      expect(multiplierOf(SEVENS.map(symbolAt))).toBe(50);
      expect(multiplierOf(TWO_CHERRIES.map(symbolAt))).toBe(1);
      expect(multiplierOf([0, 0, 0].map(symbolAt))).toBe(5);
      expect(multiplierOf([12, 13, 14].map(symbolAt))).toBe(10);
      expect(multiplierOf(LOSE.map(symbolAt))).toBe(0);
    });
  });

  describe('POST demoSpin', () => {
    it('needs a token', async () => {
      const response = await spin(memberClient(t, ''), 1000);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.not_logged_in' });
    });

    it('writes a bet ledger row, a win row, the balance and a bet record in one go (balance = sum of ledger)', async () => {
      const before = await moneyOf(t, 'demo01');
      const ledgerRows = await rowsOf(t, 'ledger', 'demo01');
      stops = SEVENS;
      const response = await spin(demo, 5000);
      expect(response.statusCode).toBe(200);
      expect(valueOf(response.body)).toEqual({
        reels: ['SEVEN', 'SEVEN', 'SEVEN'],
        betMinor: 5000,
        winMinor: 250_000,
        balanceMinor: before.balance - 5000 + 250_000,
      });
      const after = await moneyOf(t, 'demo01');
      expect(after.balance).toBe(after.ledgerSum);
      expect(after.balance).toBe(before.balance + 245_000);
      const rows = await allRows<{ kind: string; amount: number; reference: string }>(
        t.app.db,
        'SELECT kind, amount_minor AS amount, reference FROM ledger WHERE member_id = ? ORDER BY id DESC LIMIT 2',
        await memberIdOf(t, 'demo01'),
      );
      expect(await rowsOf(t, 'ledger', 'demo01')).toBe(ledgerRows + 2);
      expect(rows.map((row) => [row.kind, row.amount])).toEqual([
        ['win', 250_000],
        ['bet', -5000],
      ]);
      expect(rows[0]?.reference).toBe(rows[1]?.reference);
    });

    it('plays one spin for 5 simultaneous sends of one key, and every answer is it', async () => {
      const before = await moneyOf(t, 'demo01');
      const ledgerRows = await rowsOf(t, 'ledger', 'demo01');
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 5 }, async () => await spin(demo, 1000, key)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(5).fill(200));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(await rowsOf(t, 'ledger', 'demo01')).toBe(ledgerRows + 1);
      const after = await moneyOf(t, 'demo01');
      expect(after.balance).toBe(before.balance - 1000);
      expect(after.ledgerSum).toBe(after.balance);
    });

    it('writes only a bet row on a losing spin', async () => {
      const before = await moneyOf(t, 'demo01');
      const response = await spin(demo, 1000);
      expect(valueOf(response.body)).toMatchObject({ winMinor: 0, balanceMinor: before.balance - 1000 });
      const last = await theRow<{ kind: string }>(
        t,
        'SELECT kind FROM ledger WHERE member_id = ? ORDER BY id DESC LIMIT 1',
        await memberIdOf(t, 'demo01'),
      );
      expect(last.kind).toBe('bet');
      const after = await moneyOf(t, 'demo01');
      expect(after).toEqual({ balance: before.balance - 1000, ledgerSum: before.balance - 1000 });
    });

    it('shows the spin in the bet records and in profit and loss', async () => {
      const pnlBefore = await demo.value<ProfitAndLoss>(MONEY_PATHS.profitAndLoss, { preset: 'today' });
      stops = TWO_CHERRIES;
      await spin(demo, 10000, randomUUID(), 'PG-1001');
      const records = await demo.value<Paged<BetRecord>>(MONEY_PATHS.betRecords, { preset: 'today' });
      expect(records.list[0]).toMatchObject({
        gameName: 'Mahjong Ways',
        vendor: 'PG',
        gameType: 'RNG',
        betMinor: 10000,
        winMinor: 10000,
        profitMinor: 0,
      });
      const pnl = await demo.value<ProfitAndLoss>(MONEY_PATHS.profitAndLoss, { preset: 'today' });
      expect(pnl.betMinor).toBe(pnlBefore.betMinor + 10000);
    });

    it('answers the same key with the same answer and places no second bet', async () => {
      const key = randomUUID();
      const first = await spin(demo, 1000, key);
      const bets = await rowsOf(t, 'bets', 'demo01');
      const ledger = await rowsOf(t, 'ledger', 'demo01');
      stops = SEVENS;
      const again = await spin(demo, 1000, key);
      expect(again.statusCode).toBe(200);
      expect(valueOf(again.body)).toEqual(valueOf(first.body));
      expect(await rowsOf(t, 'bets', 'demo01')).toBe(bets);
      expect(await rowsOf(t, 'ledger', 'demo01')).toBe(ledger);
      const different = await spin(demo, 5000, key);
      expect(different.statusCode).toBe(409);
      expect(different.json()).toMatchObject({ code: 'money.duplicate_request' });
    });

    it('refuses a bad amount with 400 money.amount_invalid and writes nothing', async () => {
      const ledger = await rowsOf(t, 'ledger', 'demo01');
      const bets = await rowsOf(t, 'bets', 'demo01');
      const spins = await rowsOf(t, 'demo_spins', 'demo01');
      for (const amount of [999, 2000, 0, -1000, 1000.5, '1000', null]) {
        const response = await spin(demo, amount);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'money.amount_invalid' });
      }
      expect(await rowsOf(t, 'ledger', 'demo01')).toBe(ledger);
      expect(await rowsOf(t, 'bets', 'demo01')).toBe(bets);
      expect(await rowsOf(t, 'demo_spins', 'demo01')).toBe(spins);
    });

    it('answers 404 game.not_found and 400 game.unavailable for games that cannot be spun', async () => {
      const unknown = await spin(demo, 1000, randomUUID(), 'NOPE-1');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'game.not_found' });
      const unavailable = await spin(demo, 1000, randomUUID(), 'JL-1025');
      expect(unavailable.statusCode).toBe(400);
      expect(unavailable.json()).toMatchObject({ code: 'game.unavailable' });
    });

    it('lets a trial session play with its trial balance and refuses a bet above the balance, writing nothing', async () => {
      const trial = await trialClient();
      const account = (
        await theRow<{
          account: string;
        }>(t, 'SELECT account FROM members WHERE type = 4 ORDER BY id DESC LIMIT 1')
      ).account;
      await run(
        t.app.db,
        'UPDATE wallets SET balance_minor = 4000 WHERE member_id = ?',
        await memberIdOf(t, account),
      );
      await run(
        t.app.db,
        "INSERT INTO ledger (member_id, currency, amount_minor, balance_after_minor, kind, reference, created_at) VALUES (?, 'BDT', -196000, 4000, 'adjustment', 'TEST', ?)",
        await memberIdOf(t, account),
        t.now(),
      );
      const ledger = await rowsOf(t, 'ledger', account);
      const refused = await spin(trial, 5000);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'money.insufficient_balance' });
      expect(await rowsOf(t, 'ledger', account)).toBe(ledger);
      expect(await rowsOf(t, 'bets', account)).toBe(0);
      expect(await rowsOf(t, 'demo_spins', account)).toBe(0);
      const played = await spin(trial, 1000);
      expect(valueOf(played.body)).toMatchObject({ betMinor: 1000, balanceMinor: 3000 });
      expect(await moneyOf(t, account)).toEqual({ balance: 3000, ledgerSum: 3000 });
    });

    it('never overdraws under concurrent spins', async () => {
      const trial = await trialClient();
      const account = (
        await theRow<{
          account: string;
        }>(t, 'SELECT account FROM members WHERE type = 4 ORDER BY id DESC LIMIT 1')
      ).account;
      // ৳2,000 of trial money covers exactly 20 losing ৳100 spins; 30 arrive at once.
      const responses = await Promise.all(Array.from({ length: 30 }, async () => await spin(trial, 10000)));
      const codes = responses.map((response) => response.json<{ code: string }>().code);
      expect(codes.filter((code) => code === 'ok')).toHaveLength(20);
      expect(codes.filter((code) => code === 'money.insufficient_balance')).toHaveLength(10);
      expect(await moneyOf(t, account)).toEqual({ balance: 0, ledgerSum: 0 });
      const negative = await theRow<{ n: number }>(
        t,
        'SELECT COUNT(*) AS n FROM ledger WHERE member_id = ? AND balance_after_minor < 0',
        await memberIdOf(t, account),
      );
      expect(negative.n).toBe(0);
    });
  });

  describe('winners after a big win', () => {
    it('puts a win of at least 10× the bet on the winner board under a masked name', async () => {
      stops = SEVENS;
      await spin(demo, 10000, randomUUID(), 'PP-1001');
      const response = await t.inject({
        url: withQuery(LOBBY_PATHS.winners, { gameCategory: 'ALL', limitNum: '20' }, 'GAMELO3'),
      });
      const winners = response.json<ApiEnvelope<Winner[]>>().value as Winner[];
      expect(winners.length).toBeLessThanOrEqual(20);
      expect(winners[0]).toMatchObject({
        customerName: 'de***01',
        gameName: 'Gates of Olympus',
        gameId: 'PP-1001',
        winAmount: 500_000,
        vassalage: 'PP',
        gameType: 'RNG',
      });
      const small = await rowsOf(t, 'game_winners', 'demo01');
      stops = TWO_CHERRIES;
      await spin(demo, 10000);
      expect(await rowsOf(t, 'game_winners', 'demo01')).toBe(small);
    });
  });
});
