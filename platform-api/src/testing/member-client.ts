// Test helpers for the member-centre and money routes: calls as one signed-in member, and direct reads of the
// balance and ledger to check the invariant balance = sum(ledger).
import { bearer, loginToken, withQuery, theRow } from './test-app.ts';
import type { InjectResponse, TestApp } from './test-app.ts';
import type { ApiEnvelope } from 'shared/contract';

export interface MemberClient {
  token: string;
  get: (path: string, query?: Record<string, string>) => Promise<InjectResponse>;
  post: (path: string, payload?: object | string) => Promise<InjectResponse>;
  put: (path: string, payload: object | string) => Promise<InjectResponse>;
  del: (path: string, payload?: object) => Promise<InjectResponse>;
  /** GET and unwrap `value` (throws when the call failed). */
  value: <T>(path: string, query?: Record<string, string>) => Promise<T>;
}

/** `extraHeaders` go with every call, e.g. `{ 'x-lang': 'en' }` for answers in English (without it, in Bengali). */
export function memberClient(
  t: Pick<TestApp, 'inject'>,
  token: string,
  extraHeaders: Record<string, string> = {},
): MemberClient {
  const headers = { ...(token === '' ? {} : bearer(token)), ...extraHeaders };
  const get = async (path: string, query: Record<string, string> = {}) =>
    await t.inject({ url: withQuery(path, query), headers });
  return {
    token,
    get,
    post: async (path, payload = {}) =>
      await t.inject({ method: 'POST', url: withQuery(path), headers, payload }),
    put: async (path, payload) => await t.inject({ method: 'PUT', url: withQuery(path), headers, payload }),
    del: async (path, payload) =>
      await t.inject({ method: 'DELETE', url: withQuery(path), headers, payload }),
    value: async <T>(path: string, query: Record<string, string> = {}) => {
      const response = await get(path, query);
      const body = response.json<ApiEnvelope<T>>();
      if (!body.success) throw new Error(`${path} failed: ${response.body}`);
      return body.value as T;
    },
  };
}

/** Calls in a fresh trial (free-play) session. */
export async function trialClient(t: Pick<TestApp, 'inject'>): Promise<MemberClient> {
  const response = await t.inject({ method: 'POST', url: withQuery('/wps/session/trial') });
  return memberClient(t, response.json<ApiEnvelope<{ token: string }>>().value?.token ?? '');
}

export async function memberIdOf(t: Pick<TestApp, 'app'>, account: string): Promise<number> {
  const row = await theRow<{ id: number }>(t, 'SELECT id FROM members WHERE account = ?', account);
  return row.id;
}

/** The wallet balance and the sum of the member's ledger rows. */
export async function moneyOf(
  t: Pick<TestApp, 'app'>,
  account: string,
): Promise<{ balance: number; ledgerSum: number }> {
  return await theRow<{ balance: number; ledgerSum: number }>(
    t,
    `SELECT COALESCE((SELECT balance_minor FROM wallets w WHERE w.member_id = m.id), 0) AS balance,
              COALESCE((SELECT SUM(amount_minor) FROM ledger l WHERE l.member_id = m.id), 0) AS "ledgerSum"
       FROM members m WHERE m.account = ?`,
    account,
  );
}

/** Rows of a table belonging to a member. */
export async function rowsOf(t: Pick<TestApp, 'app'>, table: string, account: string): Promise<number> {
  return (
    await theRow<{ n: number }>(
      t,
      `SELECT COUNT(*) AS n FROM ${table} WHERE member_id = (SELECT id FROM members WHERE account = ?)`,
      account,
    )
  ).n;
}

export type Decision = 'approve' | 'reject';

const DECIDED = { approve: 'approved', reject: 'rejected' } as const;

/** Four approvals and four rejections, interleaved: the operator's decisions sent at once on one order. */
export const MIXED_DECISIONS: Decision[] = [
  'approve',
  'reject',
  'approve',
  'reject',
  'approve',
  'reject',
  'approve',
  'reject',
];

/**
 * The operator's decisions on one order (`${ordersPath}/:id/approve` or `/reject`), all sent at once; each answer
 * as its code and the status of the order it returned, or its message when refused.
 */
export async function decideAtOnce(
  t: Pick<TestApp, 'inject'>,
  ordersPath: string,
  id: number,
  decisions: Decision[],
): Promise<[string, string][]> {
  const answers = await Promise.all(
    decisions.map(
      async (decision) => await t.inject({ method: 'POST', url: `${ordersPath}/${id}/${decision}` }),
    ),
  );
  return answers.map((answer) => {
    const body = answer.json<ApiEnvelope<{ status: string }>>();
    return [body.code, body.value?.status ?? body.message];
  });
}

/**
 * What decideAtOnce answers when one decision held and left the order `decided`: that decision the order, every
 * other one bad_request naming the status.
 */
export function oneDecisionHeld(decisions: Decision[], decided: string, order: string): [string, string][] {
  return decisions.map((decision) =>
    DECIDED[decision] === decided ? ['ok', decided] : ['bad_request', `The ${order} is already ${decided}`],
  );
}

/** Clients of the seeded members most member-area tests act as: demo01, agent01 and agent01's downline player11. */
export interface SeededClients {
  demo: MemberClient;
  agent: MemberClient;
  player: MemberClient;
}

export async function seededClients(t: Pick<TestApp, 'inject'>): Promise<SeededClients> {
  const signIn = async (account: string, password: string) =>
    memberClient(t, await loginToken(t, account, password));
  return {
    demo: await signIn('demo01', 'demo1234'),
    agent: await signIn('agent01', 'agent1234'),
    player: await signIn('player11', 'member1234'),
  };
}
