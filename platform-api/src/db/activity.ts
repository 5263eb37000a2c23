// Member activity outside deposits and withdrawals: settled bets (which lower the turnover still required),
// rewards, mail and rebates. Money moves only through postLedger inside one transaction per operation.
import { allRows, getRow, run, transaction } from './database.ts';
import { addTurnover } from './money.ts';
import { postLedgerRow } from './wallets.ts';
import type { Db } from './database.ts';
import type { LedgerEntry, LedgerKind, RewardItem } from 'shared/contract';

// ---------- bets ----------

export interface NewBet {
  memberId: number;
  gameName: string;
  vendor: string;
  gameType: string;
  betMinor: number;
  winMinor: number;
  at: number;
}

/** Records a settled bet (valid bet = stake) and lowers the turnover still required by it. */
export async function insertBet(db: Db, bet: NewBet): Promise<number> {
  return await transaction(db, async () => {
    const id = (await getRow<{ id: number }>(
      db,
      `INSERT INTO bets (member_id, game_name, vendor, game_type, bet_minor, valid_bet_minor, win_minor, settled_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      bet.memberId,
      bet.gameName,
      bet.vendor,
      bet.gameType,
      bet.betMinor,
      bet.betMinor,
      bet.winMinor,
      bet.at,
    ))!.id;
    await run(
      db,
      `UPDATE members SET turnover_remaining_minor =
         CASE WHEN turnover_remaining_minor > ? THEN turnover_remaining_minor - ? ELSE 0 END
       WHERE id = ?`,
      bet.betMinor,
      bet.betMinor,
      bet.memberId,
    );
    return id;
  });
}

export async function totalValidBet(db: Db, memberId: number): Promise<number> {
  return (
    (
      await getRow<{ total: number | null }>(
        db,
        'SELECT SUM(valid_bet_minor) AS total FROM bets WHERE member_id = ?',
        memberId,
      )
    )?.total ?? 0
  );
}

// ---------- ledger entries ----------

interface LedgerRow {
  id: number;
  kind: LedgerKind;
  amount_minor: number;
  balance_after_minor: number;
  reference: string;
  created_at: number;
}

export const LEDGER_COLUMNS = 'id, kind, amount_minor, balance_after_minor, reference, created_at';

export const toLedgerEntry = (row: LedgerRow): LedgerEntry => ({
  id: row.id,
  kind: row.kind,
  amountMinor: row.amount_minor,
  balanceAfterMinor: row.balance_after_minor,
  reference: row.reference,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function findLedgerEntry(db: Db, id: number): Promise<LedgerEntry | undefined> {
  const row = await getRow<LedgerRow>(db, `SELECT ${LEDGER_COLUMNS} FROM ledger WHERE id = ?`, id);
  return row && toLedgerEntry(row);
}

// ---------- rewards ----------

export interface RewardRow {
  id: number;
  member_id: number;
  title: string;
  kind: 'promotion' | 'mission';
  amount_minor: number;
  turnover_multiplier: number;
  status: 'claimable' | 'claimed' | 'expired';
  expires_at: number | null;
  claimed_at: number | null;
}

/** A claimable reward past its expiry answers 'expired'. */
export const effectiveStatus = (row: RewardRow, now: number): RewardItem['status'] =>
  row.status === 'claimable' && row.expires_at !== null && row.expires_at <= now ? 'expired' : row.status;

export const toRewardItem = (row: RewardRow, now: number): RewardItem => ({
  id: row.id,
  title: row.title,
  amountMinor: row.amount_minor,
  turnoverMultiplier: row.turnover_multiplier,
  status: effectiveStatus(row, now),
  expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
  kind: row.kind,
});

export interface NewReward {
  memberId: number;
  title: string;
  kind: 'promotion' | 'mission';
  amountMinor: number;
  turnoverMultiplier: number;
  status?: 'claimable' | 'claimed' | 'expired';
  expiresAt: number | null;
  at: number;
}

export async function insertReward(db: Db, reward: NewReward): Promise<number> {
  return (await getRow<{ id: number }>(
    db,
    `INSERT INTO rewards (member_id, title, kind, amount_minor, turnover_multiplier, status, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    reward.memberId,
    reward.title,
    reward.kind,
    reward.amountMinor,
    reward.turnoverMultiplier,
    reward.status ?? 'claimable',
    reward.expiresAt,
    reward.at,
  ))!.id;
}

export async function findOwnReward(db: Db, memberId: number, id: number): Promise<RewardRow | undefined> {
  return await getRow<RewardRow>(db, 'SELECT * FROM rewards WHERE id = ? AND member_id = ?', id, memberId);
}

/**
 * Claims a claimable reward in one transaction: the status, a 'reward' ledger row, the balance and the turnover
 * (amount × multiplier). Returns the row afterwards; a reward that is not claimable (claimed, or expired at the time
 * of the claim) is returned unchanged. The time is read from `clock` inside the transaction, after the reward is,
 * so that the ledger's order by time is the order in which money moved.
 */
export async function claimReward(
  db: Db,
  memberId: number,
  id: number,
  key: string,
  currency: string,
  clock: () => number,
): Promise<RewardRow | undefined> {
  return await transaction(db, async () => {
    const row = await findOwnReward(db, memberId, id);
    if (!row) return row;
    const now = clock();
    if (effectiveStatus(row, now) !== 'claimable') return row;
    await run(
      db,
      "UPDATE rewards SET status = 'claimed', claimed_at = ?, claim_key = ? WHERE id = ?",
      now,
      key,
      id,
    );
    await postLedgerRow(db, {
      memberId,
      currency,
      amountMinor: row.amount_minor,
      kind: 'reward',
      reference: `RWD-${id}`,
      at: now,
    });
    await addTurnover(db, memberId, row.amount_minor * row.turnover_multiplier);
    return await findOwnReward(db, memberId, id);
  });
}

// ---------- mail ----------

export async function insertMail(
  db: Db,
  memberId: number,
  title: string,
  body: string,
  at: number,
  read: boolean,
): Promise<number> {
  return (await getRow<{ id: number }>(
    db,
    'INSERT INTO mail (member_id, title, body, created_at, read_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
    memberId,
    title,
    body,
    at,
    read ? at : null,
  ))!.id;
}

// ---------- rebates ----------

/** Rebate rates in basis points by game type (RNG 0.8%, LIVE 0.6%, SPORTS 0.5%, every other type 0.4%). */
export const REBATE_RATES: Readonly<Record<string, number>> = { RNG: 80, LIVE: 60, SPORTS: 50 };
export const DEFAULT_REBATE_RATE = 40;
export const rebateRateOf = (gameType: string) => REBATE_RATES[gameType] ?? DEFAULT_REBATE_RATE;

export interface RebateLine {
  gameType: string;
  validBetMinor: number;
  rateBasisPoints: number;
  rebateMinor: number;
}

/** The id of the last bet covered by the member's rebates (0 when none). */
export async function rebateWatermark(db: Db, memberId: number): Promise<number> {
  return (
    (
      await getRow<{ id: number | null }>(
        db,
        'SELECT MAX(last_bet_id) AS id FROM rebates WHERE member_id = ?',
        memberId,
      )
    )?.id ?? 0
  );
}

/** Valid bets since the last rebate, by game type, with each type's rate and rebate (rounded down). */
export async function availableRebate(
  db: Db,
  memberId: number,
): Promise<{ lines: RebateLine[]; lastBetId: number }> {
  const since = await rebateWatermark(db, memberId);
  const rows = await allRows<{ game_type: string; valid: number; last: number }>(
    db,
    `SELECT game_type, SUM(valid_bet_minor) AS valid, MAX(id) AS last FROM bets
     WHERE member_id = ? AND id > ? GROUP BY game_type ORDER BY game_type`,
    memberId,
    since,
  );
  const lines = rows.map((row) => {
    const rate = rebateRateOf(row.game_type);
    return {
      gameType: row.game_type,
      validBetMinor: row.valid,
      rateBasisPoints: rate,
      rebateMinor: Math.floor((row.valid * rate) / 10_000),
    };
  });
  const lastBetId = rows.reduce((max, row) => Math.max(max, row.last), since);
  return { lines, lastBetId };
}

/**
 * Pays the available rebate in one transaction: a 'rebate' ledger row, the balance, and a rebate record that moves
 * the watermark past the bets it covered. Returns the ledger entry, or undefined when nothing is available.
 */
export async function payRebate(
  db: Db,
  memberId: number,
  kind: 'manual' | 'automatic',
  key: string | null,
  currency: string,
  now: number,
): Promise<LedgerEntry | undefined> {
  return await transaction(db, async () => {
    const { lines, lastBetId } = await availableRebate(db, memberId);
    const amount = lines.reduce((sum, line) => sum + line.rebateMinor, 0);
    if (amount <= 0) return undefined;
    const rebateId = (await getRow<{ id: number }>(
      db,
      `INSERT INTO rebates (member_id, amount_minor, kind, last_bet_id, idempotency_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
      memberId,
      amount,
      kind,
      lastBetId,
      key,
      now,
    ))!.id;
    const ledger = await postLedgerRow(db, {
      memberId,
      currency,
      amountMinor: amount,
      kind: 'rebate',
      reference: `REB-${rebateId}`,
      at: now,
    });
    await run(db, 'UPDATE rebates SET ledger_id = ? WHERE id = ?', ledger.id, rebateId);
    return await findLedgerEntry(db, ledger.id);
  });
}
