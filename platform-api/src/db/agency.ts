// Agency-centre queries: the tree below an agent (its team, at any depth), rebate rates per member and per
// affiliate link (a member's rate never above its upline's), the figures of members over a time range, and
// transfers between members (two ledger rows in one transaction).
import { REBATE_CATEGORIES } from 'shared/contract';
import { allRows, getRow, run, transaction } from './database.ts';
import { containsPattern, LIKE_ESCAPE } from './like-pattern.ts';
import { postLedgerRow } from './wallets.ts';
import type { Db, RowPage } from './database.ts';
import type { RebateRates } from 'shared/contract';

/** Deeper than any real tree; guards the recursive queries against a corrupted (cyclic) parent chain. */
const MAX_DEPTH = 100;

/** Every member below `?` (the agent) with its level (1 = direct downline). Binds one parameter. */
export const TEAM_CTE = `
  WITH RECURSIVE team(id, level) AS (
    SELECT id, 1 FROM members WHERE parent_id = ?
    UNION ALL
    SELECT m.id, team.level + 1 FROM members m JOIN team ON m.parent_id = team.id WHERE team.level < ${MAX_DEPTH}
  )`;

/** `?, ?, …`: one placeholder per id, for `IN (…)` (callers answer an empty list without a query). */
const placeholders = (ids: readonly number[]) => ids.map(() => '?').join(', ');

/** A half-open range [startMs, endMs) of epoch ms. */
export interface MsRange {
  startMs: number;
  endMs: number;
}

// ---------- the tree ----------

/** The level of `memberId` below `agentId` (1 = direct downline), or undefined when it is not in the team. */
export async function teamLevel(db: Db, agentId: number, memberId: number): Promise<number | undefined> {
  let current: number | null = memberId;
  for (let level = 0; current !== null && level <= MAX_DEPTH; level += 1) {
    if (current === agentId) return level === 0 ? undefined : level;
    current =
      (await getRow<{ parent_id: number | null }>(db, 'SELECT parent_id FROM members WHERE id = ?', current))
        ?.parent_id ?? null;
  }
  return undefined;
}

/** From `agentId` down to `memberId` (both included), ids and accounts; `memberId` must be in the team. */
export async function pathTo(
  db: Db,
  agentId: number,
  memberId: number,
): Promise<{ id: number; account: string }[]> {
  const path: { id: number; account: string }[] = [];
  let current: number | null = memberId;
  while (current !== null && path.length <= MAX_DEPTH) {
    const row: { id: number; account: string; parent_id: number | null } | undefined = await getRow(
      db,
      'SELECT id, account, parent_id FROM members WHERE id = ?',
      current,
    );
    if (!row) break;
    path.unshift({ id: row.id, account: row.account });
    if (row.id === agentId) break;
    current = row.parent_id;
  }
  return path;
}

/** Direct and whole-team counts below each of `ids`. */
export async function countsBelow(
  db: Db,
  ids: number[],
): Promise<Map<number, { direct: number; team: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await allRows<{ root: number; team: number; direct: number }>(
    db,
    `WITH RECURSIVE below(root, id, depth) AS (
       SELECT parent_id, id, 1 FROM members WHERE parent_id IN (${placeholders(ids)})
       UNION ALL
       SELECT below.root, m.id, below.depth + 1 FROM members m JOIN below ON m.parent_id = below.id
       WHERE below.depth < ${MAX_DEPTH}
     )
     SELECT root, COUNT(*) AS team, SUM(CASE WHEN depth = 1 THEN 1 ELSE 0 END) AS direct FROM below GROUP BY root`,
    ...ids,
  );
  return new Map(rows.map((row) => [row.root, { direct: row.direct, team: row.team }]));
}

// ---------- rebate rates ----------

export const ZERO_RATES: RebateRates = Object.fromEntries(
  REBATE_CATEGORIES.map((category) => [category, 0]),
) as RebateRates;

/** Rates from stored JSON; a missing or malformed category is 0. */
export function parseRates(json: string): RebateRates {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>;
  } catch {
    // unreadable: every category 0
  }
  const rates = { ...ZERO_RATES };
  for (const category of REBATE_CATEGORIES) {
    const value = stored[category];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) rates[category] = value;
  }
  return rates;
}

/** The lower of two rates in each category. */
export function minRates(a: RebateRates, b: RebateRates): RebateRates {
  const rates = { ...ZERO_RATES };
  for (const category of REBATE_CATEGORIES) rates[category] = Math.min(a[category], b[category]);
  return rates;
}

const sameRates = (a: RebateRates, b: RebateRates) =>
  REBATE_CATEGORIES.every((category) => a[category] === b[category]);

/** The rates of each of `ids` (0 in every category without a row). */
export async function ratesOfMany(db: Db, ids: number[]): Promise<Map<number, RebateRates>> {
  const result = new Map(ids.map((id) => [id, { ...ZERO_RATES }]));
  if (ids.length === 0) return result;
  const rows = await allRows<{ member_id: number; category: string; permille: number }>(
    db,
    `SELECT member_id, category, permille FROM member_rebate_rates WHERE member_id IN (${placeholders(ids)})`,
    ...ids,
  );
  for (const row of rows) {
    const rates = result.get(row.member_id);
    if (rates && (REBATE_CATEGORIES as readonly string[]).includes(row.category)) {
      rates[row.category as keyof RebateRates] = row.permille;
    }
  }
  return result;
}

export async function ratesOf(db: Db, memberId: number): Promise<RebateRates> {
  return (await ratesOfMany(db, [memberId])).get(memberId) ?? { ...ZERO_RATES };
}

export async function setRates(db: Db, memberId: number, rates: RebateRates): Promise<void> {
  await transaction(db, async () => {
    for (const category of REBATE_CATEGORIES) {
      await run(
        db,
        `INSERT INTO member_rebate_rates (member_id, category, permille) VALUES (?, ?, ?)
         ON CONFLICT (member_id, category) DO UPDATE SET permille = excluded.permille`,
        memberId,
        category,
        rates[category],
      );
    }
  });
}

/** Lowers the stored rates of `memberId`'s affiliate links to at most `ceiling`. */
async function clampLinks(db: Db, memberId: number, ceiling: RebateRates): Promise<void> {
  const links = await allRows<{ id: number; rebate_rates: string }>(
    db,
    'SELECT id, rebate_rates FROM affiliate_links WHERE owner_id = ?',
    memberId,
  );
  for (const link of links) {
    const stored = parseRates(link.rebate_rates);
    const clamped = minRates(stored, ceiling);
    if (!sameRates(stored, clamped)) {
      await run(
        db,
        'UPDATE affiliate_links SET rebate_rates = ? WHERE id = ?',
        JSON.stringify(clamped),
        link.id,
      );
    }
  }
}

/**
 * Sets a member's rates and keeps the rule "never above the upline's" below it: every member under it (and every
 * affiliate link of those members and of itself) is lowered to its upline's new rate where it was above. Callers
 * check the new rates against the member's own upline.
 */
export async function setRatesAndClampTeam(db: Db, memberId: number, rates: RebateRates): Promise<void> {
  await transaction(db, async () => {
    await setRates(db, memberId, rates);
    await clampLinks(db, memberId, rates);
    const queue: { id: number; ceiling: RebateRates }[] = [{ id: memberId, ceiling: rates }];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const children = await allRows<{ id: number }>(
        db,
        'SELECT id FROM members WHERE parent_id = ?',
        next.id,
      );
      const current = await ratesOfMany(
        db,
        children.map((child) => child.id),
      );
      for (const child of children) {
        const before = current.get(child.id) ?? { ...ZERO_RATES };
        const after = minRates(before, next.ceiling);
        if (sameRates(before, after)) continue;
        await setRates(db, child.id, after);
        await clampLinks(db, child.id, after);
        queue.push({ id: child.id, ceiling: after });
      }
    }
  });
}

/** A new member registered by an affiliate link gets the link's rates, never above the owner's own now. */
export async function grantLinkRates(db: Db, memberId: number, linkId: number): Promise<void> {
  const link = await getRow<{ owner_id: number; rebate_rates: string }>(
    db,
    'SELECT owner_id, rebate_rates FROM affiliate_links WHERE id = ?',
    linkId,
  );
  if (!link) return;
  await setRates(db, memberId, minRates(parseRates(link.rebate_rates), await ratesOf(db, link.owner_id)));
}

// ---------- figures ----------

export interface Figures {
  depositMinor: number;
  withdrawalMinor: number;
  betMinor: number;
  profitMinor: number;
}

/**
 * The figures of each of `ids` within the range: deposits = 'deposit' ledger rows (credited), withdrawals =
 * 'withdraw' rows net of refunds (positive), bets = stakes of bets settled in the range, profit = stakes − wins
 * (the house's result), as the profit-and-loss record counts them. The camelCase column names are quoted, since
 * PostgreSQL folds unquoted names to lower case.
 */
export async function figuresOf(db: Db, ids: number[], range: MsRange): Promise<Map<number, Figures>> {
  if (ids.length === 0) return new Map();
  const rows = await allRows<{ id: number } & Figures>(
    db,
    `SELECT j.id AS id,
       (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger
          WHERE member_id = j.id AND kind = 'deposit' AND created_at >= ? AND created_at < ?) AS "depositMinor",
       (SELECT 0 - COALESCE(SUM(amount_minor), 0) FROM ledger
          WHERE member_id = j.id AND kind IN ('withdraw', 'withdraw_refund') AND created_at >= ? AND created_at < ?)
          AS "withdrawalMinor",
       (SELECT COALESCE(SUM(bet_minor), 0) FROM bets
          WHERE member_id = j.id AND settled_at >= ? AND settled_at < ?) AS "betMinor",
       (SELECT COALESCE(SUM(bet_minor - win_minor), 0) FROM bets
          WHERE member_id = j.id AND settled_at >= ? AND settled_at < ?) AS "profitMinor"
     FROM members j WHERE j.id IN (${placeholders(ids)})`,
    ...[0, 1, 2, 3].flatMap(() => [range.startMs, range.endMs]),
    ...ids,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        depositMinor: row.depositMinor,
        withdrawalMinor: row.withdrawalMinor,
        betMinor: row.betMinor,
        profitMinor: row.profitMinor,
      },
    ]),
  );
}

export interface TeamTotals extends Figures {
  members: number;
  newMembers: number;
  activeMembers: number;
}

/** The totals of the agent's whole team (every depth, not the agent itself) within the range (camelCase quoted). */
export async function teamTotals(db: Db, agentId: number, range: MsRange): Promise<TeamTotals> {
  const r = [range.startMs, range.endMs];
  const row = await getRow<TeamTotals>(
    db,
    `${TEAM_CTE}
     SELECT
       (SELECT COUNT(*) FROM team) AS members,
       (SELECT COUNT(*) FROM members WHERE id IN (SELECT id FROM team) AND reg_date >= ? AND reg_date < ?)
         AS "newMembers",
       (SELECT COUNT(DISTINCT member_id) FROM bets
          WHERE member_id IN (SELECT id FROM team) AND settled_at >= ? AND settled_at < ?) AS "activeMembers",
       (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger
          WHERE member_id IN (SELECT id FROM team) AND kind = 'deposit' AND created_at >= ? AND created_at < ?)
         AS "depositMinor",
       (SELECT 0 - COALESCE(SUM(amount_minor), 0) FROM ledger
          WHERE member_id IN (SELECT id FROM team) AND kind IN ('withdraw', 'withdraw_refund')
            AND created_at >= ? AND created_at < ?) AS "withdrawalMinor",
       (SELECT COALESCE(SUM(bet_minor), 0) FROM bets
          WHERE member_id IN (SELECT id FROM team) AND settled_at >= ? AND settled_at < ?) AS "betMinor",
       (SELECT COALESCE(SUM(bet_minor - win_minor), 0) FROM bets
          WHERE member_id IN (SELECT id FROM team) AND settled_at >= ? AND settled_at < ?) AS "profitMinor"`,
    agentId,
    ...r,
    ...r,
    ...r,
    ...r,
    ...r,
    ...r,
  );
  if (!row) throw new Error('team totals query returned nothing');
  return row;
}

// ---------- transfers ----------

export type TransferKind = 'downline' | 'upline';

export interface TransferRow {
  id: number;
  kind: TransferKind;
  from_member_id: number;
  to_member_id: number;
  amount_minor: number;
  remark: string;
  idempotency_key: string;
  request_hash: string;
  created_at: number;
}

export interface NewTransfer {
  kind: TransferKind;
  fromId: number;
  toId: number;
  amountMinor: number;
  remark: string;
  currency: string;
  idempotencyKey: string;
  requestHash: string;
  at: number;
}

export async function findTransferByKey(
  db: Db,
  fromId: number,
  key: string,
): Promise<TransferRow | undefined> {
  return await getRow<TransferRow>(
    db,
    'SELECT * FROM agent_transfers WHERE from_member_id = ? AND idempotency_key = ?',
    fromId,
    key,
  );
}

export const transferReference = (id: number) => `TRF-${id}`;

/**
 * The transfer record and its two ledger rows (sender 'transfer_out' −amount, receiver 'transfer_in' +amount,
 * both referenced TRF-<id>) in one transaction. The caller checks the sender's balance in the same transaction
 * (this one joins the caller's).
 */
export async function createTransfer(db: Db, transfer: NewTransfer): Promise<TransferRow> {
  return await transaction(db, async () => {
    const id = (await getRow<{ id: number }>(
      db,
      `INSERT INTO agent_transfers (kind, from_member_id, to_member_id, amount_minor, remark, idempotency_key,
         request_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      transfer.kind,
      transfer.fromId,
      transfer.toId,
      transfer.amountMinor,
      transfer.remark,
      transfer.idempotencyKey,
      transfer.requestHash,
      transfer.at,
    ))!.id;
    const base = { currency: transfer.currency, reference: transferReference(id), at: transfer.at };
    await postLedgerRow(db, {
      ...base,
      memberId: transfer.fromId,
      amountMinor: -transfer.amountMinor,
      kind: 'transfer_out',
    });
    await postLedgerRow(db, {
      ...base,
      memberId: transfer.toId,
      amountMinor: transfer.amountMinor,
      kind: 'transfer_in',
    });
    const row = await getRow<TransferRow>(db, 'SELECT * FROM agent_transfers WHERE id = ?', id);
    if (!row) throw new Error('transfer not stored');
    return row;
  });
}

/** The sender's balance right after the transfer (its ledger row's balance_after). */
export async function senderBalanceAfter(db: Db, transfer: TransferRow): Promise<number> {
  return (
    (
      await getRow<{ after: number }>(
        db,
        'SELECT balance_after_minor AS after FROM ledger WHERE member_id = ? AND reference = ? AND amount_minor < 0',
        transfer.from_member_id,
        transferReference(transfer.id),
      )
    )?.after ?? 0
  );
}

// ---------- the downline list and affiliate links (agency centre routes) ----------

export interface MemberListRow {
  id: number;
  account: string;
  nickname: string;
  type: number;
  parent_id: number;
  reg_date: number;
  status: 'active' | 'disabled';
  /** The wallet balance in `currency` (0 without a wallet). */
  balance: number;
}

/** The members with these ids (any order) and their balances in `currency`. */
export async function listMembersWithBalance(
  db: Db,
  ids: number[],
  currency: string,
): Promise<MemberListRow[]> {
  if (ids.length === 0) return [];
  return await allRows<MemberListRow>(
    db,
    `SELECT m.id, m.account, m.nickname, m.type, m.parent_id, m.reg_date, m.status,
       COALESCE((SELECT balance_minor FROM wallets w WHERE w.member_id = m.id AND w.currency = ?), 0) AS balance
     FROM members m WHERE m.id IN (${placeholders(ids)})`,
    currency,
    ...ids,
  );
}

/** Binds the search as a containsPattern (case-insensitive: both sides lowered). */
const TEAM_ACCOUNT_MATCH = `FROM team JOIN members m ON m.id = team.id
  WHERE lower(m.account) LIKE lower(?) ${LIKE_ESCAPE}`;

/** How many of the agent's team have `search` in their account (case-insensitive). */
export async function countTeamMatches(db: Db, agentId: number, search: string): Promise<number> {
  return (
    (
      await getRow<{ n: number }>(
        db,
        `${TEAM_CTE} SELECT COUNT(*) AS n ${TEAM_ACCOUNT_MATCH}`,
        agentId,
        containsPattern(search),
      )
    )?.n ?? 0
  );
}

/** A page of the agent's team members with `search` in their account: nearest level first, then by account. */
export async function searchTeam(
  db: Db,
  agentId: number,
  search: string,
  page: RowPage,
): Promise<{ id: number; level: number }[]> {
  return await allRows<{ id: number; level: number }>(
    db,
    `${TEAM_CTE} SELECT team.id, team.level ${TEAM_ACCOUNT_MATCH}
     ORDER BY team.level, lower(m.account), m.id LIMIT ? OFFSET ?`,
    agentId,
    containsPattern(search),
    page.limit,
    page.offset,
  );
}

export async function countChildren(db: Db, parentId: number): Promise<number> {
  return (
    (await getRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM members WHERE parent_id = ?', parentId))?.n ??
    0
  );
}

/** A page of the member's direct downlines, by account. */
export async function listChildIds(db: Db, parentId: number, page: RowPage): Promise<number[]> {
  return (
    await allRows<{ id: number }>(
      db,
      'SELECT id FROM members WHERE parent_id = ? ORDER BY lower(account), id LIMIT ? OFFSET ?',
      parentId,
      page.limit,
      page.offset,
    )
  ).map((row) => row.id);
}

export interface LinkRow {
  id: number;
  code: string;
  domain: string;
  rebate_rates: string;
  created_at: number;
  /** Members registered through the link. */
  registrations: number;
}

const LINK_SELECT = `SELECT l.id, l.code, l.domain, l.rebate_rates, l.created_at,
    (SELECT COUNT(*) FROM members m WHERE m.affiliate_link_id = l.id) AS registrations
  FROM affiliate_links l`;

/** The agent's live links, newest first. */
export async function listLiveLinks(db: Db, ownerId: number): Promise<LinkRow[]> {
  return await allRows<LinkRow>(
    db,
    `${LINK_SELECT} WHERE l.owner_id = ? AND l.status = 'active' ORDER BY l.created_at DESC, l.id DESC`,
    ownerId,
  );
}

export async function countLiveLinks(db: Db, ownerId: number): Promise<number> {
  return (
    (
      await getRow<{ n: number }>(
        db,
        "SELECT COUNT(*) AS n FROM affiliate_links WHERE owner_id = ? AND status = 'active'",
        ownerId,
      )
    )?.n ?? 0
  );
}

export async function findLink(db: Db, id: number): Promise<LinkRow | undefined> {
  return await getRow<LinkRow>(db, `${LINK_SELECT} WHERE l.id = ?`, id);
}

/** Retires one of the owner's live links; false when it has no such live link. */
export async function retireLink(db: Db, id: number, ownerId: number): Promise<boolean> {
  return (
    (
      await run(
        db,
        "UPDATE affiliate_links SET status = 'disabled' WHERE id = ? AND owner_id = ? AND status = 'active'",
        id,
        ownerId,
      )
    ).changes > 0
  );
}
