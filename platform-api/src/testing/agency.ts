// Test helpers of the agency centre: a fixed clock, and the team and its figures computed independently of the
// routes — plain JavaScript over the raw seeded rows (members, ledger, bets), not the SQL the routes run.
import type { TestApp } from './test-app.ts';
import type { TeamKpi, WhiteLabelFlag } from 'shared/contract';
import { allRows, run } from '../db/database.ts';
import { theRow } from './test-app.ts';

/** Wednesday 2025-06-18 14:00 in Dhaka (08:00 UTC): the week started on Saturday 2025-06-14. */
export const AGENCY_START = Date.UTC(2025, 5, 18, 8, 0, 0);

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** [start, end) epoch ms of the Dhaka days `from` to `to` (YYYY-MM-DD, both included). */
export function dhakaDays(from: string, to: string): [number, number] {
  return [
    Date.parse(`${from}T00:00:00Z`) - DHAKA_OFFSET_MS,
    Date.parse(`${to}T00:00:00Z`) - DHAKA_OFFSET_MS + DAY_MS,
  ];
}

type App = Pick<TestApp, 'app'>;

const rows = async <T>(t: App, sql: string, ...params: (number | string)[]) =>
  await allRows<T>(t.app.db, sql, ...params);

export async function idOf(t: App, account: string): Promise<number> {
  const row = await theRow<{ id: number }>(t, 'SELECT id FROM members WHERE account = ?', account);
  return row.id;
}

/** Everyone below the member, with its level (1 = direct), by walking parent links in JavaScript. */
export async function teamOf(t: App, account: string): Promise<Map<number, number>> {
  const all = await rows<{ id: number; parent_id: number | null }>(t, 'SELECT id, parent_id FROM members');
  const team = new Map<number, number>();
  let frontier = [await idOf(t, account)];
  for (let level = 1; frontier.length > 0; level += 1) {
    const parents = new Set(frontier);
    frontier = all.filter((m) => m.parent_id !== null && parents.has(m.parent_id)).map((m) => m.id);
    for (const id of frontier) team.set(id, level);
  }
  return team;
}

export interface MemberFigures {
  depositMinor: number;
  withdrawalMinor: number;
  betMinor: number;
  profitMinor: number;
}

/** Deposits, withdrawals net of refunds, stakes and house result of members within [start, end). */
export async function figuresOf(
  t: App,
  ids: Iterable<number>,
  [start, end]: [number, number],
): Promise<MemberFigures> {
  const set = new Set(ids);
  const inRange = (at: number) => at >= start && at < end;
  const ledger = (
    await rows<{ member_id: number; kind: string; amount_minor: number; created_at: number }>(
      t,
      'SELECT member_id, kind, amount_minor, created_at FROM ledger',
    )
  ).filter((row) => set.has(row.member_id) && inRange(row.created_at));
  const bets = (
    await rows<{ member_id: number; bet_minor: number; win_minor: number; settled_at: number }>(
      t,
      'SELECT member_id, bet_minor, win_minor, settled_at FROM bets',
    )
  ).filter((row) => set.has(row.member_id) && inRange(row.settled_at));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    depositMinor: sum(ledger.filter((row) => row.kind === 'deposit').map((row) => row.amount_minor)),
    withdrawalMinor:
      0 -
      sum(
        ledger
          .filter((row) => row.kind === 'withdraw' || row.kind === 'withdraw_refund')
          .map((row) => row.amount_minor),
      ),
    betMinor: sum(bets.map((row) => row.bet_minor)),
    profitMinor: sum(bets.map((row) => row.bet_minor - row.win_minor)),
  };
}

/** The team KPI of `account` over the Dhaka days from..to, computed from the raw rows. */
export async function expectedKpi(t: App, account: string, from: string, to: string): Promise<TeamKpi> {
  const team = await teamOf(t, account);
  const range = dhakaDays(from, to);
  const members = (
    await rows<{ id: number; reg_date: number }>(t, 'SELECT id, reg_date FROM members')
  ).filter((m) => team.has(m.id));
  const bettors = (
    await rows<{ member_id: number; settled_at: number }>(t, 'SELECT member_id, settled_at FROM bets')
  )
    .filter((bet) => team.has(bet.member_id) && bet.settled_at >= range[0] && bet.settled_at < range[1])
    .map((bet) => bet.member_id);
  return {
    from,
    to,
    members: team.size,
    newMembers: members.filter((m) => m.reg_date >= range[0] && m.reg_date < range[1]).length,
    activeMembers: new Set(bettors).size,
    ...(await figuresOf(t, team.keys(), range)),
  };
}

export async function setFlag(t: App, flag: WhiteLabelFlag, on: boolean): Promise<void> {
  for (const { merchant_code: code, flags } of await rows<{ merchant_code: string; flags: string }>(
    t,
    'SELECT merchant_code, flags FROM merchant_config',
  )) {
    const next = { ...(JSON.parse(flags) as Record<string, boolean>), [flag]: on };
    await run(
      t.app.db,
      'UPDATE merchant_config SET flags = ? WHERE merchant_code = ?',
      JSON.stringify(next),
      code,
    );
  }
}

/** Every wallet's balance added up: transfers never change it. */
export async function totalMoney(t: App): Promise<number> {
  return (await theRow<{ total: number }>(t, 'SELECT SUM(balance_minor) AS total FROM wallets')).total;
}

export async function count(t: App, sql: string, ...params: (number | string)[]): Promise<number> {
  return (await theRow<{ n: number }>(t, sql, ...params)).n;
}
