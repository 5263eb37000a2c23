// Deposits, withdrawals, payout accounts, turnover and the payment-password guard. Every function that moves
// money runs in one transaction and posts through the ledger, so balance = sum(ledger) always holds; callers
// do their checks and writes inside that transaction, which the database runs as if no other request ran in
// between, so no request gets between a balance check and its debit.
import { allRows, getRow, run, transaction } from './database.ts';
import { translationJoin } from './content-texts.ts';
import { postLedger } from './wallets.ts';
import type { Db, RowPage } from './database.ts';
import type { MsRange } from './agency.ts';
import type { ContentLanguage } from '../lib/language.ts';
import type {
  DepositChannel,
  DepositPromo,
  DepositRecord,
  DevDeposit,
  MoneyStatus,
  PaymentProvider,
  PayoutAccount,
  PayoutKind,
  WithdrawRecord,
} from 'shared/contract';

const iso = (at: number) => new Date(at).toISOString();
const isoOrNull = (at: number | null) => (at === null ? null : iso(at));

// ---------- channels and promotions ----------

interface ChannelRow {
  id: number;
  provider: PaymentProvider;
  kind: PayoutKind;
  name: string;
  min_minor: number;
  max_minor: number;
  presets: string;
  receiving_account_name: string;
  receiving_account_number: string;
  reference_required: number;
  /** The name in the asked language, when the row has one (translationJoin). */
  text_title?: string | null;
}

const toChannel = (row: ChannelRow): DepositChannel => ({
  id: row.id,
  provider: row.provider,
  kind: row.kind,
  name: row.text_title ?? row.name,
  minMinor: row.min_minor,
  maxMinor: row.max_minor,
  presetsMinor: JSON.parse(row.presets) as number[],
  receivingAccountName: row.receiving_account_name,
  receivingAccountNumber: row.receiving_account_number,
  referenceRequired: row.reference_required === 1,
});

/** The open deposit channels in order, named in `language`. */
export async function listChannels(db: Db, language: ContentLanguage): Promise<DepositChannel[]> {
  const text = translationJoin('deposit_channel', 'c');
  return (
    await allRows<ChannelRow>(
      db,
      `SELECT c.*, ${text.columns} FROM deposit_channels c ${text.join}
       WHERE c.active = 1 ORDER BY c.sequence, c.id`,
      language,
    )
  ).map(toChannel);
}

export async function findChannel(db: Db, id: number): Promise<DepositChannel | undefined> {
  const row = await getRow<ChannelRow>(db, 'SELECT * FROM deposit_channels WHERE id = ? AND active = 1', id);
  return row && toChannel(row);
}

interface PromoRow {
  id: number;
  title: string;
  bonus_basis_points: number;
  max_bonus_minor: number;
  min_deposit_minor: number;
  turnover_multiplier: number;
  eligibility: 'any' | 'first_deposit' | 'once_per_day';
  /** The title in the asked language, when the row has one (translationJoin). */
  text_title: string | null;
}

const toPromo = (row: PromoRow): DepositPromo => ({
  id: row.id,
  title: row.text_title ?? row.title,
  bonusBasisPoints: row.bonus_basis_points,
  maxBonusMinor: row.max_bonus_minor,
  minDepositMinor: row.min_deposit_minor,
  turnoverMultiplier: row.turnover_multiplier,
});

/**
 * The promotions this member may join now: 'first_deposit' ones only before any pending or approved deposit,
 * 'once_per_day' ones only when no pending or approved deposit joined them since `dayStart` (Dhaka midnight).
 */
export async function eligiblePromos(
  db: Db,
  memberId: number,
  dayStart: number,
  language: ContentLanguage,
): Promise<DepositPromo[]> {
  const text = translationJoin('deposit_promo', 'p');
  const rows = await allRows<PromoRow>(
    db,
    `SELECT p.*, ${text.columns} FROM deposit_promos p ${text.join} WHERE p.active = 1 ORDER BY p.sequence, p.id`,
    language,
  );
  const counted = "status IN ('pending', 'approved')";
  const anyDeposit =
    ((
      await getRow<{ n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM deposits WHERE member_id = ? AND ${counted}`,
        memberId,
      )
    )?.n ?? 0) > 0;
  const offered: DepositPromo[] = [];
  for (const row of rows) {
    if (row.eligibility === 'first_deposit' && anyDeposit) continue;
    if (row.eligibility === 'once_per_day') {
      const today = await getRow<{ n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM deposits WHERE member_id = ? AND promo_id = ? AND created_at >= ? AND ${counted}`,
        memberId,
        row.id,
        dayStart,
      );
      if ((today?.n ?? 0) > 0) continue;
    }
    offered.push(toPromo(row));
  }
  return offered;
}

/** Bonus of a deposit: amount × basis points / 10,000, rounded down, capped by the promotion. */
export function bonusOf(promo: DepositPromo, amountMinor: number): number {
  return Math.min(Math.floor((amountMinor * promo.bonusBasisPoints) / 10_000), promo.maxBonusMinor);
}

// ---------- deposits ----------

export interface DepositRow {
  id: number;
  member_id: number;
  channel_id: number;
  promo_id: number | null;
  amount_minor: number;
  bonus_minor: number;
  turnover_multiplier: number;
  reference: string;
  status: MoneyStatus;
  auto_approve: number;
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: number;
  decided_at: number | null;
  channel_name: string;
  /** The channel's name in the asked language, when it has one (DEPOSIT_SELECT). */
  text_title?: string | null;
}

/** Deposits with their channel's name, and its name in the asked language (the first parameter) when it has one. */
const CHANNEL_TEXT = translationJoin('deposit_channel', 'c');
const DEPOSIT_SELECT = `SELECT d.*, c.name AS channel_name, ${CHANNEL_TEXT.columns} FROM deposits d
  JOIN deposit_channels c ON c.id = d.channel_id ${CHANNEL_TEXT.join}`;

export const toDepositRecord = (row: DepositRow): DepositRecord => ({
  id: row.id,
  channelName: row.text_title ?? row.channel_name,
  amountMinor: row.amount_minor,
  bonusMinor: row.bonus_minor,
  reference: row.reference,
  status: row.status,
  createdAt: iso(row.created_at),
  decidedAt: isoOrNull(row.decided_at),
});

export async function findDeposit(
  db: Db,
  id: number,
  language: ContentLanguage,
): Promise<DepositRow | undefined> {
  return await getRow<DepositRow>(db, `${DEPOSIT_SELECT} WHERE d.id = ?`, language, id);
}

export async function findDepositByKey(
  db: Db,
  memberId: number,
  key: string,
  language: ContentLanguage,
): Promise<DepositRow | undefined> {
  return await getRow<DepositRow>(
    db,
    `${DEPOSIT_SELECT} WHERE d.member_id = ? AND d.idempotency_key = ?`,
    language,
    memberId,
    key,
  );
}

export interface NewDeposit {
  memberId: number;
  channelId: number;
  promoId: number | null;
  amountMinor: number;
  bonusMinor: number;
  turnoverMultiplier: number;
  reference: string;
  status?: MoneyStatus;
  autoApprove?: boolean;
  idempotencyKey: string | null;
  requestHash: string | null;
  at: number;
  decidedAt?: number | null;
}

/** The operator's list (newest first, at most 200), optionally of one status. */
export async function listDevDeposits(db: Db, status: MoneyStatus | null): Promise<DevDeposit[]> {
  const rows = await allRows<DepositRow & { account: string; provider: PaymentProvider }>(
    db,
    `SELECT d.*, c.name AS channel_name, c.provider, m.account
     FROM deposits d JOIN deposit_channels c ON c.id = d.channel_id JOIN members m ON m.id = d.member_id
     WHERE CAST(? AS TEXT) IS NULL OR d.status = ? ORDER BY d.created_at DESC, d.id DESC LIMIT 200`,
    status,
    status,
  );
  // The other orders on the same channel with the same transaction id (any case), oldest first, per listed order.
  const sameReference = new Map<number, number[]>();
  if (rows.length > 0) {
    const pairs = await allRows<{ deposit_id: number; other_id: number }>(
      db,
      `SELECT d.id AS deposit_id, o.id AS other_id FROM deposits d
       JOIN deposits o ON o.channel_id = d.channel_id AND UPPER(o.reference) = UPPER(d.reference) AND o.id <> d.id
       WHERE d.reference <> '' AND d.id IN (${rows.map(() => '?').join(', ')}) ORDER BY d.id, o.id`,
      ...rows.map((row) => row.id),
    );
    for (const pair of pairs) {
      const others = sameReference.get(pair.deposit_id) ?? [];
      others.push(pair.other_id);
      sameReference.set(pair.deposit_id, others);
    }
  }
  return rows.map((row) => ({
    ...toDepositRecord(row),
    account: row.account,
    provider: row.provider,
    sameReference: sameReference.get(row.id) ?? [],
  }));
}

/** The order (of any member) holding `reference` on the channel, if one does (case does not make another id). */
export async function findReferenceHolder(
  db: Db,
  channelId: number,
  reference: string,
): Promise<number | undefined> {
  if (reference === '') return undefined;
  return (
    await getRow<{ id: number }>(
      db,
      'SELECT id FROM deposits WHERE channel_id = ? AND reference_claim = UPPER(?)',
      channelId,
      reference,
    )
  )?.id;
}

/**
 * Inserts a deposit order. The database's triggers make an order with a transaction id (not rejected or
 * cancelled) hold it on its channel, so a second order with it fails the unique index (the deposit route checks
 * first to answer money.reference_used).
 */
export async function insertDeposit(db: Db, deposit: NewDeposit): Promise<number> {
  return (await getRow<{ id: number }>(
    db,
    `INSERT INTO deposits (member_id, channel_id, promo_id, amount_minor, bonus_minor, turnover_multiplier,
       reference, status, auto_approve, idempotency_key, request_hash, created_at, decided_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    deposit.memberId,
    deposit.channelId,
    deposit.promoId,
    deposit.amountMinor,
    deposit.bonusMinor,
    deposit.turnoverMultiplier,
    deposit.reference,
    deposit.status ?? 'pending',
    deposit.autoApprove === false ? 0 : 1,
    deposit.idempotencyKey,
    deposit.requestHash,
    deposit.at,
    deposit.decidedAt ?? null,
  ))!.id;
}

export async function addTurnover(db: Db, memberId: number, amountMinor: number): Promise<void> {
  if (amountMinor <= 0) return;
  await run(
    db,
    'UPDATE members SET turnover_remaining_minor = turnover_remaining_minor + ? WHERE id = ?',
    amountMinor,
    memberId,
  );
}

export async function turnoverRemaining(db: Db, memberId: number): Promise<number> {
  return (
    (
      await getRow<{ t: number }>(
        db,
        'SELECT turnover_remaining_minor AS t FROM members WHERE id = ?',
        memberId,
      )
    )?.t ?? 0
  );
}

/**
 * Approves a pending deposit in one transaction: the status, a 'deposit' ledger row, a 'deposit_bonus' row when
 * a promotion gave a bonus, the balance, and the turnover requirement ((deposit + bonus) × multiplier). A deposit
 * that is no longer pending is returned unchanged. The time is read from `clock` inside the transaction, after the
 * order is, so that the ledger's order by time is the order in which money moved. The order is answered as the
 * operator reads it, its channel named in English.
 */
export async function approveDeposit(
  db: Db,
  id: number,
  currency: string,
  clock: () => number,
): Promise<DepositRow | undefined> {
  return await transaction(db, async () => {
    const deposit = await findDeposit(db, id, 'en');
    if (!deposit || deposit.status !== 'pending') return deposit;
    const now = clock();
    await run(db, "UPDATE deposits SET status = 'approved', decided_at = ? WHERE id = ?", now, id);
    const base = { memberId: deposit.member_id, currency, at: now };
    await postLedger(db, {
      ...base,
      amountMinor: deposit.amount_minor,
      kind: 'deposit',
      reference: `DEP-${id}`,
    });
    if (deposit.bonus_minor > 0) {
      await postLedger(db, {
        ...base,
        amountMinor: deposit.bonus_minor,
        kind: 'deposit_bonus',
        reference: `DEPB-${id}`,
      });
    }
    await addTurnover(
      db,
      deposit.member_id,
      (deposit.amount_minor + deposit.bonus_minor) * deposit.turnover_multiplier,
    );
    return await findDeposit(db, id, 'en');
  });
}

/**
 * Rejects a pending deposit (no money moved; its transaction id is free for a new order); a decided one is
 * returned unchanged, as the operator reads it.
 */
export async function rejectDeposit(db: Db, id: number, now: number): Promise<DepositRow | undefined> {
  await run(
    db,
    "UPDATE deposits SET status = 'rejected', decided_at = ? WHERE id = ? AND status = 'pending'",
    now,
    id,
  );
  return await findDeposit(db, id, 'en');
}

/**
 * The development auto-approver: approves the pending, auto-approvable deposits created at least `delayMs` ago
 * (of one member, or of everyone), each in its own transaction at the time it is approved. An order whose
 * transaction id another order holds (a duplicate left from before ids were unique) waits for the operator.
 * Returns how many it approved.
 */
export async function approveDueDeposits(
  db: Db,
  currency: string,
  clock: () => number,
  delayMs: number,
  memberId?: number,
): Promise<number> {
  const due = await allRows<{ id: number }>(
    db,
    `SELECT id FROM deposits WHERE status = 'pending' AND auto_approve = 1 AND created_at + ? <= ?
       AND (reference = '' OR reference_claim IS NOT NULL) AND (CAST(? AS BIGINT) IS NULL OR member_id = ?)
     ORDER BY id`,
    delayMs,
    clock(),
    memberId ?? null,
    memberId ?? null,
  );
  for (const { id } of due) await approveDeposit(db, id, currency, clock);
  return due.length;
}

// ---------- payout accounts ----------

interface AccountRow {
  id: number;
  member_id: number;
  kind: PayoutKind;
  provider: PaymentProvider;
  account_number: string;
  account_name: string;
  bank_name: string;
  deleted_at: number | null;
}

/** Every character but the last 4 as '*'. */
export const maskNumber = (value: string) => '*'.repeat(Math.max(0, value.length - 4)) + value.slice(-4);

const toAccount = (row: AccountRow): PayoutAccount => ({
  id: row.id,
  kind: row.kind,
  provider: row.provider,
  accountNumberMasked: maskNumber(row.account_number),
  accountName: row.account_name,
  bankName: row.bank_name,
});

/** Statuses of a withdrawal that count as the account having received one ("not a new account"). */
const USED_SQL = `CASE WHEN EXISTS (SELECT 1 FROM withdrawals w WHERE w.account_id = payout_accounts.id
  AND w.status IN ('pending', 'approved')) THEN 1 ELSE 0 END`;

/** The member's live payout accounts, each with `used` (a withdrawal went to it that was not refused). */
export async function listAccounts(db: Db, memberId: number): Promise<PayoutAccount[]> {
  return (
    await allRows<AccountRow & { used: number }>(
      db,
      `SELECT *, ${USED_SQL} AS used FROM payout_accounts WHERE member_id = ? AND deleted_at IS NULL ORDER BY id`,
      memberId,
    )
  ).map((row) => ({ ...toAccount(row), used: row.used === 1 }));
}

/** Whether a withdrawal (pending or approved) has gone to this account. */
export async function accountUsed(db: Db, accountId: number): Promise<boolean> {
  return (
    (
      await getRow<{ used: number }>(
        db,
        `SELECT ${USED_SQL} AS used FROM payout_accounts WHERE id = ?`,
        accountId,
      )
    )?.used === 1
  );
}

/** A live payout account of this member (another member's id answers undefined). */
export async function findOwnAccount(
  db: Db,
  memberId: number,
  id: number,
): Promise<PayoutAccount | undefined> {
  const row = await getRow<AccountRow>(
    db,
    'SELECT * FROM payout_accounts WHERE id = ? AND member_id = ? AND deleted_at IS NULL',
    id,
    memberId,
  );
  return row && toAccount(row);
}

export async function accountNumberTaken(db: Db, memberId: number, accountNumber: string): Promise<boolean> {
  return (
    (await getRow(
      db,
      'SELECT 1 FROM payout_accounts WHERE member_id = ? AND account_number = ? AND deleted_at IS NULL',
      memberId,
      accountNumber,
    )) !== undefined
  );
}

export interface NewAccount {
  memberId: number;
  kind: PayoutKind;
  provider: PaymentProvider;
  accountNumber: string;
  accountName: string;
  bankName: string;
  at: number;
}

export async function insertAccount(db: Db, account: NewAccount): Promise<PayoutAccount> {
  const id = (await getRow<{ id: number }>(
    db,
    `INSERT INTO payout_accounts (member_id, kind, provider, account_number, account_name, bank_name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    account.memberId,
    account.kind,
    account.provider,
    account.accountNumber,
    account.accountName,
    account.bankName,
    account.at,
  ))!.id;
  const row = await getRow<AccountRow>(db, 'SELECT * FROM payout_accounts WHERE id = ?', id);
  if (!row) throw new Error('payout account not stored');
  return toAccount(row);
}

/** Soft delete (withdrawal records keep pointing at the account). */
export async function deleteAccount(db: Db, memberId: number, id: number, now: number): Promise<boolean> {
  return (
    (
      await run(
        db,
        'UPDATE payout_accounts SET deleted_at = ? WHERE id = ? AND member_id = ? AND deleted_at IS NULL',
        now,
        id,
        memberId,
      )
    ).changes > 0
  );
}

// ---------- withdrawals ----------

export interface WithdrawalRow {
  id: number;
  member_id: number;
  account_id: number;
  amount_minor: number;
  status: MoneyStatus;
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: number;
  decided_at: number | null;
}

export async function toWithdrawRecord(db: Db, row: WithdrawalRow): Promise<WithdrawRecord> {
  const account = await getRow<AccountRow>(db, 'SELECT * FROM payout_accounts WHERE id = ?', row.account_id);
  if (!account) throw new Error('withdrawal without its account');
  return {
    id: row.id,
    amountMinor: row.amount_minor,
    account: toAccount(account),
    status: row.status,
    createdAt: iso(row.created_at),
    decidedAt: isoOrNull(row.decided_at),
  };
}

export async function findWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  return await getRow<WithdrawalRow>(db, 'SELECT * FROM withdrawals WHERE id = ?', id);
}

export async function findWithdrawalByKey(
  db: Db,
  memberId: number,
  key: string,
): Promise<WithdrawalRow | undefined> {
  return await getRow<WithdrawalRow>(
    db,
    'SELECT * FROM withdrawals WHERE member_id = ? AND idempotency_key = ?',
    memberId,
    key,
  );
}

export interface NewWithdrawal {
  memberId: number;
  accountId: number;
  amountMinor: number;
  currency: string;
  idempotencyKey: string | null;
  requestHash: string | null;
  at: number;
  status?: MoneyStatus;
  decidedAt?: number | null;
}

/**
 * Debits the balance and creates the withdrawal in one transaction: a 'withdraw' ledger row (negative), the new
 * balance, the record. The caller checks the balance in the same transaction (this one joins the caller's).
 */
export async function createWithdrawal(db: Db, withdrawal: NewWithdrawal): Promise<WithdrawalRow> {
  return await transaction(db, async () => {
    const id = (await getRow<{ id: number }>(
      db,
      `INSERT INTO withdrawals (member_id, account_id, amount_minor, status, idempotency_key, request_hash,
         created_at, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      withdrawal.memberId,
      withdrawal.accountId,
      withdrawal.amountMinor,
      withdrawal.status ?? 'pending',
      withdrawal.idempotencyKey,
      withdrawal.requestHash,
      withdrawal.at,
      withdrawal.decidedAt ?? null,
    ))!.id;
    await postLedger(db, {
      memberId: withdrawal.memberId,
      currency: withdrawal.currency,
      amountMinor: -withdrawal.amountMinor,
      kind: 'withdraw',
      reference: `WD-${id}`,
      at: withdrawal.at,
    });
    const row = await findWithdrawal(db, id);
    if (!row) throw new Error('withdrawal not stored');
    return row;
  });
}

/**
 * Decides a pending withdrawal; a rejection refunds it with a 'withdraw_refund' ledger row. A decided one is
 * returned unchanged. The time is read from `clock` inside the transaction, after the withdrawal is, so that the
 * refund's ledger row falls in the order in which money moved.
 */
export async function decideWithdrawal(
  db: Db,
  id: number,
  decision: 'approved' | 'rejected',
  currency: string,
  clock: () => number,
): Promise<WithdrawalRow | undefined> {
  return await transaction(db, async () => {
    const row = await findWithdrawal(db, id);
    if (!row || row.status !== 'pending') return row;
    const now = clock();
    await run(db, 'UPDATE withdrawals SET status = ?, decided_at = ? WHERE id = ?', decision, now, id);
    if (decision === 'rejected') {
      await postLedger(db, {
        memberId: row.member_id,
        currency,
        amountMinor: row.amount_minor,
        kind: 'withdraw_refund',
        reference: `WDR-${id}`,
        at: now,
      });
    }
    return await findWithdrawal(db, id);
  });
}

// ---------- payment password guard ----------

export const PAYMENT_PASSWORD_FAILURES_BEFORE_LOCK = 5;
export const PAYMENT_PASSWORD_WINDOW_MS = 15 * 60 * 1000;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60 * 1000;

export async function recordPaymentPasswordAttempt(
  db: Db,
  memberId: number,
  success: boolean,
  now: number,
): Promise<void> {
  await run(
    db,
    'INSERT INTO payment_password_attempts (member_id, success, created_at) VALUES (?, ?, ?)',
    memberId,
    success ? 1 : 0,
    now,
  );
}

/**
 * Milliseconds until the member's payment-password lock ends (0 when not locked): 5 failures within 15 minutes
 * (after the last success) lock from the 5th for 15 minutes. Refused attempts during a lock are not recorded.
 */
export async function paymentPasswordLockMs(db: Db, memberId: number, now: number): Promise<number> {
  const lastSuccess =
    (
      await getRow<{ at: number | null }>(
        db,
        'SELECT MAX(created_at) AS at FROM payment_password_attempts WHERE member_id = ? AND success = 1',
        memberId,
      )
    )?.at ?? 0;
  const times = (
    await allRows<{ created_at: number }>(
      db,
      `SELECT created_at FROM payment_password_attempts WHERE member_id = ? AND success = 0 AND created_at > ?
     ORDER BY created_at, id`,
      memberId,
      Math.max(now - PAYMENT_PASSWORD_WINDOW_MS - PAYMENT_PASSWORD_LOCK_MS, lastSuccess),
    )
  ).map((row) => row.created_at);
  let lockedUntil = 0;
  for (let i = PAYMENT_PASSWORD_FAILURES_BEFORE_LOCK - 1; i < times.length; i += 1) {
    const first = times[i - (PAYMENT_PASSWORD_FAILURES_BEFORE_LOCK - 1)] ?? 0;
    const last = times[i] ?? 0;
    if (last - first <= PAYMENT_PASSWORD_WINDOW_MS)
      lockedUntil = Math.max(lockedUntil, last + PAYMENT_PASSWORD_LOCK_MS);
  }
  return Math.max(0, lockedUntil - now);
}

export async function paymentPasswordHash(db: Db, memberId: number): Promise<string | null> {
  return (
    (
      await getRow<{ h: string | null }>(
        db,
        'SELECT payment_password_hash AS h FROM members WHERE id = ?',
        memberId,
      )
    )?.h ?? null
  );
}

// ---------- record pages ----------

/** The parameters of DEPOSITS_IN_RANGE and WITHDRAWALS_IN_RANGE: the member, the range, the status or null. */
function memberInRange(memberId: number, range: MsRange, status: MoneyStatus | null) {
  return [memberId, range.startMs, range.endMs, status, status] as const;
}

const DEPOSITS_IN_RANGE =
  'd.member_id = ? AND d.created_at >= ? AND d.created_at < ? AND (CAST(? AS TEXT) IS NULL OR d.status = ?)';

/** The member's deposit orders placed in the range (with this status, or any). */
export async function countDeposits(
  db: Db,
  memberId: number,
  range: MsRange,
  status: MoneyStatus | null,
): Promise<number> {
  return (
    (
      await getRow<{ n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM deposits d WHERE ${DEPOSITS_IN_RANGE}`,
        ...memberInRange(memberId, range, status),
      )
    )?.n ?? 0
  );
}

/** A page of the member's deposit orders placed in the range, newest first, with their channel's name. */
export async function listDeposits(
  db: Db,
  memberId: number,
  range: MsRange,
  status: MoneyStatus | null,
  page: RowPage,
  language: ContentLanguage,
): Promise<DepositRow[]> {
  return await allRows<DepositRow>(
    db,
    `${DEPOSIT_SELECT} WHERE ${DEPOSITS_IN_RANGE} ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`,
    language,
    ...memberInRange(memberId, range, status),
    page.limit,
    page.offset,
  );
}

const WITHDRAWALS_IN_RANGE =
  'member_id = ? AND created_at >= ? AND created_at < ? AND (CAST(? AS TEXT) IS NULL OR status = ?)';

/** The member's withdrawals requested in the range (with this status, or any). */
export async function countWithdrawals(
  db: Db,
  memberId: number,
  range: MsRange,
  status: MoneyStatus | null,
): Promise<number> {
  return (
    (
      await getRow<{ n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM withdrawals WHERE ${WITHDRAWALS_IN_RANGE}`,
        ...memberInRange(memberId, range, status),
      )
    )?.n ?? 0
  );
}

/** A page of the member's withdrawals requested in the range, newest first. */
export async function listWithdrawals(
  db: Db,
  memberId: number,
  range: MsRange,
  status: MoneyStatus | null,
  page: RowPage,
): Promise<WithdrawalRow[]> {
  return await allRows<WithdrawalRow>(
    db,
    `SELECT * FROM withdrawals WHERE ${WITHDRAWALS_IN_RANGE} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    ...memberInRange(memberId, range, status),
    page.limit,
    page.offset,
  );
}
