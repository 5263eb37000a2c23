// Lobby routes: the vendor configuration (typeId 1), the game catalogue (list, hot), favourites, recently
// launched games, the winner board, game launch, the demo slot page and its spin. Every launch opens
// the in-house demo slot: third-party game providers are not reachable from this reference platform.
import { Type } from 'typebox';
import { API_PATHS, GAME_TYPES, LOBBY_PATHS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { assertSameRequest, fingerprint, requireRealMember } from '../lib/money-input.ts';
import { IdempotencyKey, LanguageQueryProperties } from '../lib/schemas.ts';
import { BIG_WIN_MULTIPLIER, DEMO_BETS_MINOR, multiplierOf, spinReels } from '../lib/slot.ts';
import { DEMO_SLOT_CSP, demoSlotPage } from '../lib/demo-slot-page.ts';
import { loadVendorConfig } from '../db/vendors.ts';
import {
  addFavourite,
  favouriteIds,
  findGameById,
  findGameByNode,
  findSpinByKey,
  latestWinners,
  listGames,
  memberGames,
  recordRecent,
  removeFavourite,
  settleSpin,
} from '../db/games.ts';
import { DEMO_SLOT } from '../db/games-seed.ts';
import { requireMember } from '../plugins/auth.ts';
import { currencyOf, settleDueDeposits } from './money-common.ts';
import { transaction } from '../db/database.ts';
import { assertStakeAllowed } from '../db/protection.ts';
import type { LaunchValue, PagedGames } from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';
import { languageOf } from '../lib/language.ts';
import type { GameRow } from '../db/games.ts';

export const DEFAULT_GAME_PAGE_SIZE = 36;
export const DEFAULT_HOT_PAGE_SIZE = 12;
export const MAX_WINNERS = 20;

const GameTypeFilter = Type.Optional(Type.Enum([...GAME_TYPES, '']));
const PageSize = (defaultSize: number, maxSize: number) =>
  Type.Integer({ minimum: 1, maximum: maxSize, default: defaultSize });
const PageNo = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });

export const GameListQuerySchema = Type.Object({
  gameType: GameTypeFilter,
  vassalage: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_, ]*$' })),
  gameClassify: Type.Optional(Type.String({ maxLength: 32 })),
  gameName: Type.Optional(Type.String({ maxLength: 64 })),
  isNew: Type.Optional(Type.Enum(['1', '0', ''])),
  ...LanguageQueryProperties,
  pageNo: PageNo,
  pageSize: PageSize(DEFAULT_GAME_PAGE_SIZE, 100),
});

export const LaunchQuerySchema = Type.Object({
  gameId: Type.String({ minLength: 1, maxLength: 64 }),
  nodeId: Type.Optional(Type.String({ maxLength: 32 })),
  vendor: Type.Optional(Type.String({ maxLength: 32 })),
  freePlay: Type.Optional(Type.Enum(['1', '0', ''])),
  gameCode: Type.Optional(Type.String({ maxLength: 64 })),
  prizeMode: Type.Optional(Type.String({ maxLength: 16 })),
  playType: Type.Optional(Type.Enum(['trad', 'ent'])),
  ...LanguageQueryProperties,
});

export const DemoSpinBody = Type.Object({
  gameId: Type.String({ minLength: 1, maxLength: 64 }),
  betMinor: Type.Integer({ enum: [...DEMO_BETS_MINOR] }),
  idempotencyKey: IdempotencyKey,
});

const NodeId = Type.String({ minLength: 1, maxLength: 32 });

const totalPagesOf = (count: number, pageSize: number) => Math.ceil(count / pageSize);

const splitVendors = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The game a launch or spin names, or 404 game.not_found; refuses games that cannot be played. */
async function playableGame(
  ctx: AppContext,
  gameId: string,
  nodeId?: string,
  vendor?: string,
): Promise<GameRow> {
  const game =
    (await findGameById(ctx.db, gameId)) ?? (nodeId ? await findGameByNode(ctx.db, nodeId) : undefined);
  if (!game || (nodeId && nodeId !== game.node_id) || (vendor && vendor !== game.vassalage)) {
    throw new ApiError('game.not_found', 'No such game');
  }
  if (game.support_play !== 1) throw new ApiError('game.unavailable', 'This game is not available now');
  return game;
}

export function registerLobbyRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    API_PATHS.vendorGameTypes,
    {
      schema: {
        summary: 'The game categories in order with their vendors',
        querystring: Type.Object({ typeId: Type.Enum([1]) }),
      },
    },
    async () => ok(await loadVendorConfig(db)),
  );

  app.get(
    LOBBY_PATHS.games,
    { schema: { summary: 'A page of games matching the filter', querystring: GameListQuerySchema } },
    async (request) => {
      const query = request.query;
      const { games, totalCount } = await listGames(
        db,
        {
          gameType: query.gameType,
          vassalage: splitVendors(query.vassalage),
          gameClassify: query.gameClassify,
          gameName: query.gameName?.trim(),
          isNew: query.isNew === '1',
        },
        query,
      );
      const value: PagedGames = {
        games,
        pageNum: query.pageNo,
        totalPages: totalPagesOf(totalCount, query.pageSize),
        totalCount,
      };
      return ok(value);
    },
  );

  app.get(
    LOBBY_PATHS.hot,
    {
      schema: {
        summary: 'The hot games',
        querystring: Type.Object({
          gameName: Type.Optional(Type.String({ maxLength: 64 })),
          pageSize: PageSize(DEFAULT_HOT_PAGE_SIZE, 100),
          ...LanguageQueryProperties,
        }),
      },
    },
    async (request) => {
      const { games } = await listGames(
        db,
        { isHot: true, gameName: request.query.gameName?.trim() },
        { pageNo: 1, pageSize: request.query.pageSize },
      );
      return ok({ list: games });
    },
  );

  // ---------- favourites ----------

  app.get(
    LOBBY_PATHS.favourites,
    {
      schema: {
        summary: "A page of the member's favourite games",
        querystring: Type.Object({
          pageNo: PageNo,
          pageSize: PageSize(DEFAULT_GAME_PAGE_SIZE, 200),
          gameType: GameTypeFilter,
          ...LanguageQueryProperties,
        }),
      },
    },
    async (request) => {
      const member = await requireMember(ctx, request);
      const { pageNo, pageSize, gameType } = request.query;
      const { games, totalCount } = await memberGames(db, 'favourites', member.id, gameType, {
        pageNo,
        pageSize,
      });
      return ok({ content: games, pageNum: pageNo, totalPages: totalPagesOf(totalCount, pageSize) });
    },
  );

  app.get(
    LOBBY_PATHS.favouriteIds,
    { schema: { summary: "The node ids of the member's favourite games" } },
    async (request) => {
      const member = await requireMember(ctx, request);
      return ok({ favGames: await favouriteIds(db, member.id) });
    },
  );

  app.post(
    LOBBY_PATHS.favourite,
    {
      schema: { summary: 'Add a game to the favourites', body: Type.Object({ nodeId: NodeId }) },
    },
    async (request) => {
      // Free play keeps no favourites: a trial session writes nothing of a member (only its own demo stakes).
      const member = await requireRealMember(ctx, request);
      if (!(await findGameByNode(db, request.body.nodeId)))
        throw new ApiError('game.not_found', 'No such game');
      await addFavourite(db, member.id, request.body.nodeId, ctx.now());
      return ok(null);
    },
  );

  app.delete(
    `${LOBBY_PATHS.favourite}/:nodeId`,
    { schema: { summary: 'Remove a game from the favourites', params: Type.Object({ nodeId: NodeId }) } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      if (!(await findGameByNode(db, request.params.nodeId)))
        throw new ApiError('game.not_found', 'No such game');
      await removeFavourite(db, member.id, request.params.nodeId);
      return ok(null);
    },
  );

  // ---------- recent ----------

  app.get(
    LOBBY_PATHS.recent,
    {
      schema: {
        summary: 'A page of the games the member played recently',
        querystring: Type.Object({
          page: PageNo,
          pageSize: PageSize(DEFAULT_GAME_PAGE_SIZE, 100),
          gameType: GameTypeFilter,
          ...LanguageQueryProperties,
        }),
      },
    },
    async (request) => {
      const member = await requireMember(ctx, request);
      const { page, pageSize, gameType } = request.query;
      const { games, totalCount } = await memberGames(db, 'recent_games', member.id, gameType, {
        pageNo: page,
        pageSize,
      });
      return ok({ list: games, totalPages: totalPagesOf(totalCount, pageSize) });
    },
  );

  // ---------- winners ----------

  app.get(
    LOBBY_PATHS.winners,
    {
      schema: {
        summary: 'The latest big winners',
        querystring: Type.Object({
          gameCategory: Type.Enum(['ALL', ...GAME_TYPES], { default: 'ALL' }),
          limitNum: Type.Integer({ minimum: 1, maximum: MAX_WINNERS, default: MAX_WINNERS }),
          ...LanguageQueryProperties,
        }),
      },
    },
    async (request) => ok(await latestWinners(db, request.query.gameCategory, request.query.limitNum)),
  );

  // ---------- launch and the demo slot ----------

  app.get(
    LOBBY_PATHS.launch,
    {
      schema: { summary: 'The URL to open a game', querystring: LaunchQuerySchema },
    },
    async (request) => {
      const member = await requireMember(ctx, request);
      const { gameId, nodeId, vendor, language } = request.query;
      const game = await playableGame(ctx, gameId, nodeId || undefined, vendor || undefined);
      await recordRecent(db, member.id, game.node_id, ctx.now());
      // The game opens in the player's language: the call's, else the interface language the client sends.
      const lang = languageOf(request, language);
      const value: LaunchValue = {
        url: `/games/demo-slot?gameId=${encodeURIComponent(game.game_id)}&lang=${lang}`,
        mode: 'frame',
      };
      return ok(value);
    },
  );

  app.get<{ Querystring: { gameId?: string; lang?: string } }>(
    '/games/demo-slot',
    { schema: { summary: "The demo slot's game page (HTML)" } },
    async (request, reply) => {
      const lang = request.query.lang?.toLowerCase().startsWith('en') ? 'en' : 'bn';
      const requested = typeof request.query.gameId === 'string' ? request.query.gameId.slice(0, 64) : '';
      const game =
        (requested && (await findGameById(db, requested))) || (await findGameById(db, DEMO_SLOT.gameId));
      const html = demoSlotPage({
        lang,
        gameId: game?.game_id ?? DEMO_SLOT.gameId,
        gameName: game?.game_name ?? DEMO_SLOT.gameName,
      });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', DEMO_SLOT_CSP)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'same-origin')
        .send(html);
    },
  );

  app.post(
    LOBBY_PATHS.demoSpin,
    {
      schema: { summary: 'Spin the demo slot for money', body: DemoSpinBody },
      config: { fieldValidationCodes: { betMinor: 'money.amount_invalid' } },
    },
    async (request) => {
      // The key is checked here for a quick answer and again in the transaction that takes the stake, which also
      // checks the limits and the balance (in settleSpin) and which the database runs as if no other request ran in
      // between: the same spin sent twice at once is played once and both answers are it.
      const member = await requireMember(ctx, request);
      await settleDueDeposits(ctx, member.id);
      const { gameId, betMinor, idempotencyKey } = request.body;
      const hash = fingerprint({ gameId, betMinor });
      const previous = await findSpinByKey(db, member.id, idempotencyKey);
      if (previous) {
        assertSameRequest(previous.requestHash, hash);
        return ok(previous.value);
      }
      const game = await playableGame(ctx, gameId);
      const reels = spinReels(ctx.randomInt);
      const winMinor = betMinor * multiplierOf(reels);
      const value = await transaction(db, async () => {
        const meanwhile = await findSpinByKey(db, member.id, idempotencyKey);
        if (meanwhile) {
          assertSameRequest(meanwhile.requestHash, hash);
          return meanwhile.value;
        }
        // Player protection: exclusion, wager and loss limits, checked in the transaction that takes the stake.
        await assertStakeAllowed(db, member.id, betMinor, ctx.now());
        return await settleSpin(db, {
          memberId: member.id,
          account: member.account,
          currency: await currencyOf(ctx),
          game,
          idempotencyKey,
          requestHash: hash,
          reels,
          betMinor,
          winMinor,
          bigWinMinor: betMinor * BIG_WIN_MULTIPLIER,
          at: ctx.now(),
        });
      });
      if (!value) throw new ApiError('money.insufficient_balance', 'The balance does not cover this bet');
      return ok(value);
    },
  );
}
