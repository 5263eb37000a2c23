// Player protection data: limits with their cooling-off, what each limit has used in its rolling
// window, the enforcement run inside the transaction of a deposit order or a stake, exclusions, the
// reality-check interval and the deposit-limit answer. The rules themselves (bounds, periods, what is a raise,
// window lengths, exclusion ends) are shared code: shared/src/validation/protection.ts.
import {
  LIMIT_COOLING_OFF_MS,
  MONEY_LIMIT_KINDS,
  MONEY_LIMIT_PERIODS,
  SESSION_LIMIT_MIN_MINUTES,
} from 'shared/contract';
import { exclusionEnd, isIncrease, LIMIT_WINDOW_MS } from 'shared/validation';
import { ApiError } from '../lib/envelope.ts';
import { allRows, getRow, run } from './database.ts';
import { shortenLiveSessions } from './sessions.ts';
import type { Db } from './database.ts';
import type {
  ExclusionPeriod,
  ExclusionValue,
  LimitExceededValue,
  LimitKind,
  LimitPeriod,
  LimitState,
  MoneyLimitKind,
  MoneyLimitPeriod,
  RealityCheckMinutes,
} from 'shared/contract';

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pending_set: 0 | 1;
  pending_amount: number | null;
  pending_effective_at: number | null;
}

/** Every kind and period in the order the overview lists them. */
export const LIMIT_SLOTS: readonly { kind: LimitKind; period: LimitPeriod }[] = [
  ...MONEY_LIMIT_KINDS.flatMap((kind) => MONEY_LIMIT_PERIODS.map((period) => ({ kind, period }))),
  { kind: 'session', period: 'session' },
];

const iso = (ms: number) => new Date(ms).toISOString();

async function event(
  db: Db,
  memberId: number,
  slot: { kind: LimitKind; period: LimitPeriod },
  name: 'applied' | 'requested' | 'cancelled' | 'effective',
  from: number | null,
  to: number | null,
  at: number,
): Promise<void> {
  await run(
    db,
    `INSERT INTO protection_limit_events (member_id, kind, period, event, from_amount, to_amount, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    memberId,
    slot.kind,
    slot.period,
    name,
    from,
    to,
    at,
  );
}

/**
 * The member's limit rows after applying every pending change whose time has come (lazily, on each read or
 * check), keyed 'kind:period'. Call inside the caller's transaction.
 */
export async function settledLimits(db: Db, memberId: number, now: number): Promise<Map<string, LimitRow>> {
  const due = await allRows<LimitRow>(
    db,
    `SELECT * FROM protection_limits WHERE member_id = ? AND pending_set = 1 AND pending_effective_at <= ?`,
    memberId,
    now,
  );
  for (const row of due) {
    await run(
      db,
      `UPDATE protection_limits SET amount = pending_amount, pending_set = 0, pending_amount = NULL,
         pending_effective_at = NULL, updated_at = ? WHERE member_id = ? AND kind = ? AND period = ?`,
      row.pending_effective_at,
      memberId,
      row.kind,
      row.period,
    );
    await event(
      db,
      memberId,
      row,
      'effective',
      row.amount,
      row.pending_amount,
      row.pending_effective_at as number,
    );
  }
  const rows = await allRows<LimitRow>(db, 'SELECT * FROM protection_limits WHERE member_id = ?', memberId);
  return new Map(rows.map((row) => [`${row.kind}:${row.period}`, row]));
}

/**
 * Minor units used in the rolling window ending now: for deposits, the orders not rejected or cancelled plus the
 * money that arrived by agent or upline transfer (money in is money in); stakes; losses.
 */
export async function usedInWindow(
  db: Db,
  memberId: number,
  kind: MoneyLimitKind,
  period: MoneyLimitPeriod,
  now: number,
): Promise<number> {
  const since = now - LIMIT_WINDOW_MS[period];
  if (kind === 'deposit') {
    return (
      (
        await getRow<{ used: number }>(
          db,
          `SELECT (SELECT COALESCE(SUM(amount_minor), 0) FROM deposits
                 WHERE member_id = ? AND created_at > ? AND status NOT IN ('rejected', 'cancelled'))
              + (SELECT COALESCE(SUM(amount_minor), 0) FROM agent_transfers
                 WHERE to_member_id = ? AND created_at > ?) AS used`,
          memberId,
          since,
          memberId,
          since,
        )
      )?.used ?? 0
    );
  }
  const row = await getRow<{ stakes: number; payouts: number }>(
    db,
    `SELECT COALESCE(SUM(bet_minor), 0) AS stakes, COALESCE(SUM(win_minor), 0) AS payouts FROM bets
     WHERE member_id = ? AND settled_at > ?`,
    memberId,
    since,
  );
  const stakes = row?.stakes ?? 0;
  return kind === 'wager' ? stakes : Math.max(0, stakes - (row?.payouts ?? 0));
}

function stateOf(
  slot: { kind: LimitKind; period: LimitPeriod },
  row: LimitRow | undefined,
  used: number,
): LimitState {
  const amount = row?.amount ?? null;
  return {
    kind: slot.kind,
    period: slot.period,
    amount,
    used,
    remaining: amount === null ? null : Math.max(0, amount - used),
    pending:
      row?.pending_set === 1
        ? { amount: row.pending_amount, effectiveAt: iso(row.pending_effective_at as number) }
        : null,
  };
}

/** Used of a slot: the rolling window for money kinds, whole minutes of the current session for `session`. */
async function usedOfSlot(
  db: Db,
  memberId: number,
  slot: { kind: LimitKind; period: LimitPeriod },
  now: number,
  sessionStartedAt: number | null,
): Promise<number> {
  if (slot.kind === 'session') {
    return sessionStartedAt === null ? 0 : Math.floor((now - sessionStartedAt) / 60_000);
  }
  return await usedInWindow(db, memberId, slot.kind, slot.period as MoneyLimitPeriod, now);
}

/** Every slot's state in overview order. */
export async function limitStates(
  db: Db,
  memberId: number,
  now: number,
  sessionStartedAt: number | null,
): Promise<LimitState[]> {
  const rows = await settledLimits(db, memberId, now);
  const states: LimitState[] = [];
  for (const slot of LIMIT_SLOTS) {
    const used = await usedOfSlot(db, memberId, slot, now, sessionStartedAt);
    states.push(stateOf(slot, rows.get(`${slot.kind}:${slot.period}`), used));
  }
  return states;
}

/**
 * Sets a limit (call inside a transaction; the request is already valid). A first limit, a lower one or the
 * current amount applies at once and cancels a pending raise; a raise or a removal waits LIMIT_COOLING_OFF_MS,
 * and a second one while a change is pending is refused with limit.cooling_off, writing nothing. Setting a
 * deposit limit answers the deposit-limit prompt; a session limit applied at once shortens the open sessions.
 */
export async function setLimit(
  db: Db,
  memberId: number,
  slot: { kind: LimitKind; period: LimitPeriod },
  requested: number | null,
  now: number,
  sessionStartedAt: number | null,
): Promise<LimitState> {
  const row = (await settledLimits(db, memberId, now)).get(`${slot.kind}:${slot.period}`);
  const current = row?.amount ?? null;
  const pending = row?.pending_set === 1;
  const upsert = async (amount: number | null, pendingAmount: number | null, effectiveAt: number | null) =>
    await run(
      db,
      `INSERT INTO protection_limits (member_id, kind, period, amount, pending_set, pending_amount,
         pending_effective_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount,
         pending_set = excluded.pending_set, pending_amount = excluded.pending_amount,
         pending_effective_at = excluded.pending_effective_at, updated_at = excluded.updated_at`,
      memberId,
      slot.kind,
      slot.period,
      amount,
      effectiveAt === null ? 0 : 1,
      pendingAmount,
      effectiveAt,
      now,
    );

  if (isIncrease(current, requested)) {
    if (pending) {
      const value = { effectiveAt: iso(row.pending_effective_at as number) };
      throw new ApiError(
        'limit.cooling_off',
        'A change to this limit is already waiting out its cooling-off',
        value,
      );
    }
    await upsert(current, requested, now + LIMIT_COOLING_OFF_MS);
    await event(db, memberId, slot, 'requested', current, requested, now);
  } else if (current !== requested || pending) {
    await upsert(requested, null, null);
    if (pending) await event(db, memberId, slot, 'cancelled', current, row.pending_amount, now);
    if (current !== requested) await event(db, memberId, slot, 'applied', current, requested, now);
    if (slot.kind === 'session' && requested !== null) {
      await shortenLiveSessions(db, memberId, requested, now, SESSION_LIMIT_MIN_MINUTES * 60_000);
    }
  }
  if (slot.kind === 'deposit' && requested !== null) await answerDepositLimitPrompt(db, memberId);
  const after = (await settledLimits(db, memberId, now)).get(`${slot.kind}:${slot.period}`);
  return stateOf(slot, after, await usedOfSlot(db, memberId, slot, now, sessionStartedAt));
}

/** The session limit in force (minutes), or null. */
export async function sessionLimitMinutes(db: Db, memberId: number, now: number): Promise<number | null> {
  return (await settledLimits(db, memberId, now)).get('session:session')?.amount ?? null;
}

async function tightestExceeded(
  db: Db,
  memberId: number,
  kinds: readonly MoneyLimitKind[],
  amount: number,
  now: number,
): Promise<LimitExceededValue | null> {
  const rows = await settledLimits(db, memberId, now);
  let tightest: LimitExceededValue | null = null;
  for (const kind of kinds) {
    for (const period of MONEY_LIMIT_PERIODS) {
      const limit = rows.get(`${kind}:${period}`)?.amount ?? null;
      if (limit === null) continue;
      const used = await usedInWindow(db, memberId, kind, period, now);
      if (used + amount <= limit) continue;
      const remaining = Math.max(0, limit - used);
      if (!tightest || remaining < tightest.remaining) tightest = { kind, period, limit, used, remaining };
    }
  }
  return tightest;
}

const EXCEEDED_CODE = {
  deposit: 'limit.deposit_exceeded',
  wager: 'limit.wager_exceeded',
  loss: 'limit.loss_exceeded',
} as const;

function throwExceeded(value: LimitExceededValue): never {
  throw new ApiError(
    EXCEEDED_CODE[value.kind],
    `The ${value.kind} limit of the ${value.period} would be exceeded`,
    value,
  );
}

/**
 * Refuses a deposit order of `amount` (call in the same transaction as the insert): excluded members
 * with protection.excluded, an order over a deposit limit with limit.deposit_exceeded.
 */
export async function assertDepositAllowed(
  db: Db,
  memberId: number,
  amount: number,
  now: number,
): Promise<void> {
  await assertNotExcluded(db, memberId, now);
  const exceeded = await tightestExceeded(db, memberId, ['deposit'], amount, now);
  if (exceeded) throwExceeded(exceeded);
}

/**
 * Refuses money arriving by transfer (call in the same transaction as the transfer) that would take
 * the receiver over a deposit limit: limit.receiver_deposit_exceeded, told to the sender without the receiver's
 * limit or use (those are the receiver's own).
 */
export async function assertTransferReceivable(
  db: Db,
  receiverId: number,
  amount: number,
  now: number,
): Promise<void> {
  if (await tightestExceeded(db, receiverId, ['deposit'], amount, now)) {
    throw new ApiError(
      'limit.receiver_deposit_exceeded',
      'The transfer would take the receiver over a deposit limit',
    );
  }
}

/**
 * Refuses a stake (call in the same transaction as the bet): excluded members, a stake over a
 * wager limit (limit.wager_exceeded) or one that, lost entirely, would go over a loss limit (limit.loss_exceeded).
 * The tightest limit (least remaining) is reported.
 */
export async function assertStakeAllowed(
  db: Db,
  memberId: number,
  stake: number,
  now: number,
): Promise<void> {
  await assertNotExcluded(db, memberId, now);
  const exceeded = await tightestExceeded(db, memberId, ['wager', 'loss'], stake, now);
  if (exceeded) throwExceeded(exceeded);
}

// ---------- exclusions ----------

/** The exclusion in force (the one ending last; a permanent one wins), or null. */
export async function activeExclusion(db: Db, memberId: number, now: number): Promise<ExclusionValue | null> {
  const row = await getRow<{ kind: ExclusionValue['kind']; until: number | null }>(
    db,
    `SELECT kind, until FROM exclusions WHERE member_id = ? AND starts_at <= ? AND (until IS NULL OR until > ?)
     ORDER BY CASE WHEN until IS NULL THEN 1 ELSE 0 END DESC, until DESC LIMIT 1`,
    memberId,
    now,
    now,
  );
  return row ? { kind: row.kind, until: row.until === null ? null : iso(row.until) } : null;
}

export async function assertNotExcluded(db: Db, memberId: number, now: number): Promise<void> {
  const exclusion = await activeExclusion(db, memberId, now);
  if (exclusion)
    throw new ApiError('protection.excluded', 'The account is excluded until the period ends', exclusion);
}

export type ExclusionChoice =
  { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; period: ExclusionPeriod };

/** Records an exclusion starting now (the caller revokes the sessions in the same transaction). */
export async function createExclusion(
  db: Db,
  memberId: number,
  choice: ExclusionChoice,
  now: number,
  ip: string,
): Promise<ExclusionValue> {
  const until = exclusionEnd(choice, now);
  await run(
    db,
    `INSERT INTO exclusions (member_id, kind, period, starts_at, until, ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    memberId,
    choice.kind,
    choice.kind === 'timeout' ? `${choice.days}d` : choice.period,
    now,
    until,
    ip,
    now,
  );
  return { kind: choice.kind, until: until === null ? null : iso(until) };
}

// ---------- reality check and the deposit-limit prompt ----------

interface ProtectionSettingsRow {
  reality_check_minutes: RealityCheckMinutes;
  reality_check_test_seconds: number | null;
  deposit_limit_answered: 0 | 1;
}

export async function protectionSettings(db: Db, memberId: number): Promise<ProtectionSettingsRow> {
  return (await getRow<ProtectionSettingsRow>(
    db,
    'SELECT reality_check_minutes, reality_check_test_seconds, deposit_limit_answered FROM members WHERE id = ?',
    memberId,
  )) as ProtectionSettingsRow;
}

/** The reality-check interval in seconds (a development override wins), 0 = off. */
export function realityCheckSeconds(settings: ProtectionSettingsRow): number {
  return settings.reality_check_test_seconds ?? settings.reality_check_minutes * 60;
}

export async function setRealityCheckMinutes(
  db: Db,
  memberId: number,
  minutes: RealityCheckMinutes,
): Promise<void> {
  await run(db, 'UPDATE members SET reality_check_minutes = ? WHERE id = ?', minutes, memberId);
}

/** Development only: an interval in seconds for tests (null removes it). */
export async function setRealityCheckTestSeconds(
  db: Db,
  memberId: number,
  seconds: number | null,
): Promise<void> {
  await run(db, 'UPDATE members SET reality_check_test_seconds = ? WHERE id = ?', seconds, memberId);
}

export async function answerDepositLimitPrompt(db: Db, memberId: number): Promise<void> {
  await run(
    db,
    'UPDATE members SET deposit_limit_answered = 1 WHERE id = ? AND deposit_limit_answered = 0',
    memberId,
  );
}

/** Stakes and net result (payouts − stakes) of bets settled since `since`. */
export async function sessionPlay(
  db: Db,
  memberId: number,
  since: number,
): Promise<{ wageredMinor: number; netMinor: number }> {
  const row = await getRow<{ stakes: number; payouts: number }>(
    db,
    `SELECT COALESCE(SUM(bet_minor), 0) AS stakes, COALESCE(SUM(win_minor), 0) AS payouts FROM bets
     WHERE member_id = ? AND settled_at >= ?`,
    memberId,
    since,
  );
  const stakes = row?.stakes ?? 0;
  return { wageredMinor: stakes, netMinor: (row?.payouts ?? 0) - stakes };
}

/**
 * Gives a member without a mobile number one (a member's number is bound once); false when the member has one
 * already.
 */
export async function bindMobileNumber(
  db: Db,
  memberId: number,
  mobile: string,
  countryDialingCode: string,
): Promise<boolean> {
  const { changes } = await run(
    db,
    'UPDATE members SET mobile = ?, country_dialing_code = ? WHERE id = ? AND mobile IS NULL',
    mobile,
    countryDialingCode,
    memberId,
  );
  return changes === 1;
}
