// Game lobby queries: the catalogue with its filters, favourites, recently launched games, the winner board and
// the demo slot's spin (one transaction: bet row, win row, balance, bet record, turnover, winner row).
import { allRows, getRow, run, transaction } from './database.ts';
import { insertBet } from './activity.ts';
import { containsPattern, LIKE_ESCAPE } from './like-pattern.ts';
import { getBalance, postLedger } from './wallets.ts';
import type { Db } from './database.ts';
import type { SqlValue } from './database.ts';
import type { DemoSpinValue, Game, GameType, Winner } from 'shared/contract';

export interface GameRow {
  node_id: string;
  game_id: string;
  game_name: string;
  game_type: GameType;
  vassalage: string;
  classify: string;
  is_new: number;
  is_hot: number;
  support_play: number;
  freeplay: number;
  game_code: string;
  lotto_mode: string | null;
}

export const gameIconUrl = (gameId: string) => `/static/games/${gameId}.svg`;

export const toGame = (row: GameRow): Game => ({
  nodeId: row.node_id,
  gameId: row.game_id,
  gameName: row.game_name,
  gameType: row.game_type,
  vassalage: row.vassalage,
  gameClassify: JSON.parse(row.classify) as string[],
  iconUrl: gameIconUrl(row.game_id),
  isNew: row.is_new === 1,
  isHot: row.is_hot === 1,
  supportPlay: row.support_play === 1,
  freeplay: row.freeplay === 1,
  gameCode: row.game_code,
  lottoMode: row.lotto_mode,
});

/** SPORTS as a category covers its e-sports and cockfight games (their own gameType). */
const SPORTS_FAMILY: GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

export interface GameFilter {
  gameType?: GameType | '';
  vassalage?: string[];
  gameClassify?: string;
  gameName?: string;
  isNew?: boolean;
  isHot?: boolean;
}

function whereOf(filter: GameFilter, alias = 'g'): { sql: string; params: SqlValue[] } {
  const clauses: string[] = ['1 = 1'];
  const params: SqlValue[] = [];
  if (filter.gameType) {
    const types = filter.gameType === 'SPORTS' ? SPORTS_FAMILY : [filter.gameType];
    clauses.push(`${alias}.game_type IN (${types.map(() => '?').join(', ')})`);
    params.push(...types);
  }
  if (filter.vassalage && filter.vassalage.length > 0) {
    clauses.push(`${alias}.vassalage IN (${filter.vassalage.map(() => '?').join(', ')})`);
    params.push(...filter.vassalage);
  }
  if (filter.gameClassify) {
    // classify is a JSON array of strings: the category is in it when its JSON text is (exactly, case and all).
    clauses.push(`replace(${alias}.classify, ?, '') <> ${alias}.classify`);
    params.push(JSON.stringify(filter.gameClassify));
  }
  if (filter.gameName) {
    clauses.push(`lower(${alias}.game_name) LIKE lower(?) ${LIKE_ESCAPE}`);
    params.push(containsPattern(filter.gameName));
  }
  if (filter.isNew) clauses.push(`${alias}.is_new = 1`);
  if (filter.isHot) clauses.push(`${alias}.is_hot = 1`);
  return { sql: clauses.join(' AND '), params };
}

/** Stable order: hot first, then name, then id. */
const GAME_ORDER = 'g.is_hot DESC, lower(g.game_name), g.game_id';

export async function listGames(
  db: Db,
  filter: GameFilter,
  page: { pageNo: number; pageSize: number },
): Promise<{ games: Game[]; totalCount: number }> {
  const where = whereOf(filter);
  const totalCount =
    (await getRow<{ n: number }>(db, `SELECT COUNT(*) AS n FROM games g WHERE ${where.sql}`, ...where.params))
      ?.n ?? 0;
  const rows = await allRows<GameRow>(
    db,
    `SELECT g.* FROM games g WHERE ${where.sql} ORDER BY ${GAME_ORDER} LIMIT ? OFFSET ?`,
    ...where.params,
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  );
  return { games: rows.map(toGame), totalCount };
}

export async function findGameById(db: Db, gameId: string): Promise<GameRow | undefined> {
  return await getRow<GameRow>(db, 'SELECT * FROM games WHERE game_id = ?', gameId);
}

export async function findGameByNode(db: Db, nodeId: string): Promise<GameRow | undefined> {
  return await getRow<GameRow>(db, 'SELECT * FROM games WHERE node_id = ?', nodeId);
}

// ---------- favourites ----------

/** Adds a favourite; an existing one is left as it is (nothing written). */
export async function addFavourite(db: Db, memberId: number, nodeId: string, now: number): Promise<void> {
  await run(
    db,
    'INSERT INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    memberId,
    nodeId,
    now,
  );
}

export async function removeFavourite(db: Db, memberId: number, nodeId: string): Promise<void> {
  await run(db, 'DELETE FROM favourites WHERE member_id = ? AND node_id = ?', memberId, nodeId);
}

export async function favouriteIds(db: Db, memberId: number): Promise<string[]> {
  return (
    await allRows<{ node_id: string }>(
      db,
      'SELECT node_id FROM favourites WHERE member_id = ? ORDER BY created_at DESC, seq DESC',
      memberId,
    )
  ).map((row) => row.node_id);
}

/** A member's games of a join table (favourites or recent_games), newest first, paged. */
export async function memberGames(
  db: Db,
  table: 'favourites' | 'recent_games',
  memberId: number,
  gameType: GameType | '' | undefined,
  page: { pageNo: number; pageSize: number },
): Promise<{ games: Game[]; totalCount: number }> {
  const where = whereOf({ gameType });
  const order = table === 'favourites' ? 'm.created_at DESC, m.seq DESC' : 'm.id DESC';
  const from = `FROM ${table} m JOIN games g ON g.node_id = m.node_id WHERE m.member_id = ? AND ${where.sql}`;
  const totalCount =
    (await getRow<{ n: number }>(db, `SELECT COUNT(*) AS n ${from}`, memberId, ...where.params))?.n ?? 0;
  const rows = await allRows<GameRow>(
    db,
    `SELECT g.* ${from} ORDER BY ${order} LIMIT ? OFFSET ?`,
    memberId,
    ...where.params,
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  );
  return { games: rows.map(toGame), totalCount };
}

// ---------- recent ----------

export const RECENT_KEPT = 50;

/** Records a launch: the game moves to the front (one row per game), and only the newest 50 are kept. */
export async function recordRecent(db: Db, memberId: number, nodeId: string, now: number): Promise<void> {
  await transaction(db, async () => {
    await run(db, 'DELETE FROM recent_games WHERE member_id = ? AND node_id = ?', memberId, nodeId);
    await run(
      db,
      'INSERT INTO recent_games (member_id, node_id, played_at) VALUES (?, ?, ?)',
      memberId,
      nodeId,
      now,
    );
    await run(
      db,
      `DELETE FROM recent_games WHERE member_id = ? AND id NOT IN
         (SELECT id FROM recent_games WHERE member_id = ? ORDER BY id DESC LIMIT ?)`,
      memberId,
      memberId,
      RECENT_KEPT,
    );
  });
}

// ---------- winners ----------

export async function latestWinners(
  db: Db,
  gameCategory: GameType | 'ALL',
  limit: number,
): Promise<Winner[]> {
  const where = whereOf({ gameType: gameCategory === 'ALL' ? '' : gameCategory });
  return (
    await allRows<GameRow & { customer_name: string; win_minor: number }>(
      db,
      `SELECT g.*, w.customer_name, w.win_minor FROM game_winners w JOIN games g ON g.node_id = w.node_id
     WHERE ${where.sql} ORDER BY w.created_at DESC, w.id DESC LIMIT ?`,
      ...where.params,
      limit,
    )
  ).map((row) => ({
    customerName: row.customer_name,
    gameName: row.game_name,
    iconUrl: gameIconUrl(row.game_id),
    winAmount: row.win_minor,
    gameId: row.game_id,
    nodeId: row.node_id,
    vassalage: row.vassalage,
    gameType: row.game_type,
  }));
}

/** 'demo01' → 'de***01'; very short names keep only their first character. */
export function maskName(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

// ---------- demo spins ----------

interface SpinRow {
  request_hash: string;
  reels: string;
  bet_minor: number;
  win_minor: number;
  balance_after_minor: number;
}

export async function findSpinByKey(
  db: Db,
  memberId: number,
  key: string,
): Promise<{ requestHash: string; value: DemoSpinValue } | undefined> {
  const row = await getRow<SpinRow>(
    db,
    'SELECT * FROM demo_spins WHERE member_id = ? AND idempotency_key = ?',
    memberId,
    key,
  );
  return (
    row && {
      requestHash: row.request_hash,
      value: {
        reels: JSON.parse(row.reels) as string[],
        betMinor: row.bet_minor,
        winMinor: row.win_minor,
        balanceMinor: row.balance_after_minor,
      },
    }
  );
}

export interface NewSpin {
  memberId: number;
  account: string;
  currency: string;
  game: GameRow;
  idempotencyKey: string;
  requestHash: string;
  reels: string[];
  betMinor: number;
  winMinor: number;
  /** Wins of at least this go to the winner board. */
  bigWinMinor: number;
  at: number;
}

/**
 * Settles a spin in one transaction: the bet ledger row (negative), the win row when won, the balance, the bet
 * record (which lowers the turnover remaining), the spin row under its idempotency key and, for a big win, a
 * winner row. Returns undefined (writing nothing) when the balance cannot cover the bet.
 */
export async function settleSpin(db: Db, spin: NewSpin): Promise<DemoSpinValue | undefined> {
  return await transaction(db, async () => {
    if ((await getBalance(db, spin.memberId, spin.currency)) < spin.betMinor) return undefined;
    const betId = await insertBet(db, {
      memberId: spin.memberId,
      gameName: spin.game.game_name,
      vendor: spin.game.vassalage,
      gameType: spin.game.game_type,
      betMinor: spin.betMinor,
      winMinor: spin.winMinor,
      at: spin.at,
    });
    let balance = await postLedger(db, {
      memberId: spin.memberId,
      currency: spin.currency,
      amountMinor: -spin.betMinor,
      kind: 'bet',
      reference: `SPIN-${betId}`,
      at: spin.at,
    });
    if (spin.winMinor > 0) {
      balance = await postLedger(db, {
        memberId: spin.memberId,
        currency: spin.currency,
        amountMinor: spin.winMinor,
        kind: 'win',
        reference: `SPIN-${betId}`,
        at: spin.at,
      });
    }
    await run(
      db,
      `INSERT INTO demo_spins (member_id, idempotency_key, request_hash, node_id, reels, bet_minor, win_minor,
         balance_after_minor, bet_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      spin.memberId,
      spin.idempotencyKey,
      spin.requestHash,
      spin.game.node_id,
      JSON.stringify(spin.reels),
      spin.betMinor,
      spin.winMinor,
      balance,
      betId,
      spin.at,
    );
    if (spin.winMinor >= spin.bigWinMinor) {
      await run(
        db,
        `INSERT INTO game_winners (member_id, customer_name, node_id, win_minor, created_at) VALUES (?, ?, ?, ?, ?)`,
        spin.memberId,
        maskName(spin.account),
        spin.game.node_id,
        spin.winMinor,
        spin.at,
      );
    }
    return { reels: spin.reels, betMinor: spin.betMinor, winMinor: spin.winMinor, balanceMinor: balance };
  });
}
