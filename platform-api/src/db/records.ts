// The record pages' queries: the member's ledger and bets within a time range (with their totals) and the
// profit-and-loss sums. Every query reads one member's rows only.
import { allRows, getRow } from './database.ts';
import { LEDGER_COLUMNS } from './activity.ts';
import type { Db, RowPage } from './database.ts';
import type { MsRange } from './agency.ts';
import type { toLedgerEntry } from './activity.ts';
import type { LedgerKind } from 'shared/contract';

type LedgerRow = Parameters<typeof toLedgerEntry>[0];

// Column names in camelCase are quoted: PostgreSQL folds unquoted names to lower case (inMinor would be inminor).

const LEDGER_IN_RANGE =
  'member_id = ? AND created_at >= ? AND created_at < ? AND (CAST(? AS TEXT) IS NULL OR kind = ?)';
const ledgerParams = (memberId: number, range: MsRange, kind: LedgerKind | null) => [
  memberId,
  range.startMs,
  range.endMs,
  kind,
  kind,
];

/** The number of ledger rows in the range (of one kind, or any) and the sums of money in and out. */
export async function sumLedger(
  db: Db,
  memberId: number,
  range: MsRange,
  kind: LedgerKind | null,
): Promise<{ n: number; inMinor: number; outMinor: number }> {
  const row = await getRow<{ n: number; inMinor: number | null; outMinor: number | null }>(
    db,
    `SELECT COUNT(*) AS n, SUM(CASE WHEN amount_minor > 0 THEN amount_minor ELSE 0 END) AS "inMinor",
            SUM(CASE WHEN amount_minor < 0 THEN -amount_minor ELSE 0 END) AS "outMinor"
     FROM ledger WHERE ${LEDGER_IN_RANGE}`,
    ...ledgerParams(memberId, range, kind),
  );
  return { n: row?.n ?? 0, inMinor: row?.inMinor ?? 0, outMinor: row?.outMinor ?? 0 };
}

/** A page of the ledger rows in the range, newest first. */
export async function listLedger(
  db: Db,
  memberId: number,
  range: MsRange,
  kind: LedgerKind | null,
  page: RowPage,
): Promise<LedgerRow[]> {
  return await allRows<LedgerRow>(
    db,
    `SELECT ${LEDGER_COLUMNS} FROM ledger WHERE ${LEDGER_IN_RANGE} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    ...ledgerParams(memberId, range, kind),
    page.limit,
    page.offset,
  );
}

export interface BetRow {
  id: number;
  game_name: string;
  vendor: string;
  game_type: string;
  bet_minor: number;
  win_minor: number;
  settled_at: number;
}

const BETS_IN_RANGE =
  'member_id = ? AND settled_at >= ? AND settled_at < ? AND (CAST(? AS TEXT) IS NULL OR game_type = ?)';
const betParams = (memberId: number, range: MsRange, gameType: string | null) => [
  memberId,
  range.startMs,
  range.endMs,
  gameType,
  gameType,
];

/** The number of bets settled in the range (of one game type, or any) and the sums staked and won. */
export async function sumBets(
  db: Db,
  memberId: number,
  range: MsRange,
  gameType: string | null,
): Promise<{ n: number; betMinor: number; winMinor: number }> {
  const row = await getRow<{ n: number; bet: number | null; win: number | null }>(
    db,
    `SELECT COUNT(*) AS n, SUM(bet_minor) AS bet, SUM(win_minor) AS win FROM bets WHERE ${BETS_IN_RANGE}`,
    ...betParams(memberId, range, gameType),
  );
  return { n: row?.n ?? 0, betMinor: row?.bet ?? 0, winMinor: row?.win ?? 0 };
}

/** A page of the bets settled in the range, newest first. */
export async function listBets(
  db: Db,
  memberId: number,
  range: MsRange,
  gameType: string | null,
  page: RowPage,
): Promise<BetRow[]> {
  return await allRows<BetRow>(
    db,
    `SELECT * FROM bets WHERE ${BETS_IN_RANGE} ORDER BY settled_at DESC, id DESC LIMIT ? OFFSET ?`,
    ...betParams(memberId, range, gameType),
    page.limit,
    page.offset,
  );
}

/** Staked and profit per game type of the bets settled in the range, by game type. */
export async function betTotalsByGameType(
  db: Db,
  memberId: number,
  range: MsRange,
): Promise<{ gameType: string; betMinor: number; profitMinor: number }[]> {
  return await allRows<{ gameType: string; betMinor: number; profitMinor: number }>(
    db,
    `SELECT game_type AS "gameType", SUM(bet_minor) AS "betMinor", SUM(win_minor - bet_minor) AS "profitMinor"
     FROM bets WHERE member_id = ? AND settled_at >= ? AND settled_at < ?
     GROUP BY game_type ORDER BY game_type`,
    memberId,
    range.startMs,
    range.endMs,
  );
}

/** The sum of the member's ledger amounts of these kinds in the range (signed; 0 without rows). */
export async function sumLedgerKinds(
  db: Db,
  memberId: number,
  range: MsRange,
  kinds: LedgerKind[],
): Promise<number> {
  return (
    (
      await getRow<{ total: number | null }>(
        db,
        `SELECT SUM(amount_minor) AS total FROM ledger WHERE member_id = ? AND created_at >= ? AND created_at < ?
         AND kind IN (${kinds.map(() => '?').join(', ')})`,
        memberId,
        range.startMs,
        range.endMs,
        ...kinds,
      )
    )?.total ?? 0
  );
}
