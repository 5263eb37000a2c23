import { ACCOUNT_PATHS, AGENT_PATHS, API_PATHS } from 'shared/contract';
import { AGENCY_SEED } from '../db/agency-seed.ts';
import { AGENCY_START, count, expectedKpi } from '../testing/agency.ts';
import {
  captchaAnswer,
  createTestApp,
  injectLogin,
  loginPayload,
  loginToken,
  readOutbox,
  withQuery,
} from '../testing/test-app.ts';
import { memberClient } from '../testing/member-client.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type { AgentContract, ApiEnvelope, ContractDividendValue, LoginPayload } from 'shared/contract';
import { allRows } from '../db/database.ts';

const HOUR = 60 * 60 * 1000;
const DHAKA_OFFSET = 6 * HOUR;
const { contracts: IDS } = AGENCY_SEED;

let t: TestApp;
let agent: MemberClient;
let sub: MemberClient;
let agent2: MemberClient;
beforeAll(async () => {
  t = await createTestApp('development', { startAt: AGENCY_START });
  agent = memberClient(t, await loginToken(t, 'agent01', 'agent1234'));
  sub = memberClient(t, await loginToken(t, 'subagent01', 'member1234'));
  agent2 = memberClient(t, await loginToken(t, 'agent02', 'agent1234'));
});
afterAll(async () => {
  await t.close();
});

const contractsOf = async (member: MemberClient) =>
  await member.value<AgentContract[]>(AGENT_PATHS.contracts);
const decide = async (member: MemberClient, id: number, decision: 'accept' | 'reject') =>
  await member.post(`${AGENT_PATHS.contracts}/${id}/${decision}`);
const statusesInDb = async () =>
  await allRows(t.app.db, 'SELECT id, status, decided_at FROM contracts ORDER BY id');
/** The Dhaka date of an ISO instant. */
const dhakaDate = (isoText: string) =>
  new Date(Date.parse(isoText) + DHAKA_OFFSET).toISOString().slice(0, 10);

describe('contracts', () => {
  it("lists agent01's contracts newest first: three tiered offers, a rejected dividend, an active daily salary", async () => {
    const list = await contractsOf(agent);
    const { agent01Offers: offers } = IDS;
    expect(list.map((c) => [c.id, c.kind, c.status])).toEqual([
      [offers.hourly_salary, 'hourly_salary', 'offered'],
      [offers.dividend, 'dividend', 'offered'],
      [offers.daily_salary, 'daily_salary', 'offered'],
      [IDS.agent01RejectedDividend, 'dividend', 'rejected'],
      [IDS.agent01ActiveDaily, 'daily_salary', 'active'],
    ]);
    for (const offer of list.slice(0, 3)) {
      expect(offer.tiers.length).toBeGreaterThanOrEqual(2);
      expect(offer.tiers.length).toBeLessThanOrEqual(3);
      expect(offer).toMatchObject({ decidedAt: null, effectiveTo: null, earnings: [], totalEarnedMinor: 0 });
    }
    // An offer starts at the next settlement start if accepted now (14:00 Dhaka on 18 June).
    expect(list.map((c) => [c.settlement, c.effectiveFrom]).slice(0, 3)).toEqual([
      ['hourly', '2025-06-18T09:00:00.000Z'],
      ['half-month', '2025-06-30T18:00:00.000Z'],
      ['daily', '2025-06-18T18:00:00.000Z'],
    ]);
    const rejected = list[3] as AgentContract;
    expect(rejected.decidedAt).not.toBeNull();
  });

  it("pays the active daily salary's tier of each settled day, as the team figures of that day reach it", async () => {
    const active = (await contractsOf(agent)).find((c) => c.id === IDS.agent01ActiveDaily) as AgentContract;
    expect(active.tiers).toEqual(AGENCY_SEED.activeDailyTiers);
    expect(Date.parse(active.effectiveFrom)).toBeGreaterThan(Date.parse(active.decidedAt ?? ''));
    expect(active.earnings.length).toBeGreaterThanOrEqual(3);
    expect(active.totalEarnedMinor).toBe(active.earnings.reduce((sum, e) => sum + e.amountMinor, 0));
    const starts = active.earnings.map((e) => Date.parse(e.periodStart));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    for (const earning of active.earnings) {
      const day = dhakaDate(earning.periodStart);
      expect(Date.parse(earning.periodEnd) - Date.parse(earning.periodStart)).toBe(24 * HOUR);
      const kpi = await expectedKpi(t, 'agent01', day, day);
      const reached = active.tiers.findLastIndex(
        (tier) => kpi.activeMembers >= tier.minActiveMembers && kpi.betMinor >= tier.minTeamBetMinor,
      );
      expect([day, earning.tier, earning.amountMinor]).toEqual([
        day,
        reached + 1,
        active.tiers[reached]?.amountMinor,
      ]);
    }
  });

  it('refuses to decide another member’s contract (404) and a decided one (409), changing nothing', async () => {
    const before = await statusesInDb();
    for (const id of [IDS.subagent01Offer, IDS.agent02Offer, 9_999]) {
      for (const decision of ['accept', 'reject'] as const) {
        const response = await decide(agent, id, decision);
        expect([id, response.statusCode, response.json().code]).toEqual([id, 404, 'not_found']);
      }
    }
    for (const id of [IDS.agent01ActiveDaily, IDS.agent01RejectedDividend]) {
      const response = await decide(agent, id, 'accept');
      expect([response.statusCode, response.json().code]).toEqual([409, 'agent.contract_decided']);
    }
    const foreign = await decide(agent2, IDS.agent01Offers.daily_salary, 'accept');
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'not_found']);
    expect(await statusesInDb()).toEqual(before);
    expect((await contractsOf(agent2)).map((c) => c.id)).toEqual([IDS.agent02Offer]);
  });

  it('accepts an offer once: active from the next Dhaka midnight, the old daily salary ends then, the prompt clears', async () => {
    const accepted = await decide(agent, IDS.agent01Offers.daily_salary, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<ApiEnvelope<AgentContract>>().value).toMatchObject({
      id: IDS.agent01Offers.daily_salary,
      status: 'active',
      decidedAt: new Date(t.now()).toISOString(),
      effectiveFrom: '2025-06-18T18:00:00.000Z',
      effectiveTo: null,
    });
    expect(await agent.value<ContractDividendValue>(API_PATHS.contractDividend)).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: 'MONTHLY',
      contracthoursalreq: 'HOURLY',
    });
    for (const decision of ['accept', 'reject'] as const) {
      const again = await decide(agent, IDS.agent01Offers.daily_salary, decision);
      expect([again.statusCode, again.json().code]).toEqual([409, 'agent.contract_decided']);
    }
    const old = (await contractsOf(agent)).find((c) => c.id === IDS.agent01ActiveDaily);
    expect(old).toMatchObject({ status: 'active', effectiveTo: '2025-06-18T18:00:00.000Z' });

    // Past Dhaka midnight (18:00 UTC), still inside the sessions' 12 hours.
    t.advance(10.5 * HOUR);
    const later = await contractsOf(agent);
    expect(later.find((c) => c.id === IDS.agent01ActiveDaily)?.status).toBe('ended');
    expect(later.find((c) => c.id === IDS.agent01Offers.daily_salary)?.status).toBe('active');
  });

  it('rejects an offer once; with every offer decided the contract-dividend fields are all empty', async () => {
    const rejected = await decide(agent, IDS.agent01Offers.dividend, 'reject');
    expect(rejected.json<ApiEnvelope<AgentContract>>().value).toMatchObject({
      status: 'rejected',
      decidedAt: new Date(t.now()).toISOString(),
    });
    const again = await decide(agent, IDS.agent01Offers.dividend, 'accept');
    expect([again.statusCode, again.json().code]).toEqual([409, 'agent.contract_decided']);
    expect((await agent.value<ContractDividendValue>(API_PATHS.contractDividend)).divtypecompperiodreq).toBe(
      '',
    );
    expect((await decide(agent, IDS.agent01Offers.hourly_salary, 'accept')).statusCode).toBe(200);
    expect(await agent.value<ContractDividendValue>(API_PATHS.contractDividend)).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
  });

  it('lets subagent01 decide its own offer, which agent01 never could', async () => {
    expect(await sub.value<ContractDividendValue>(API_PATHS.contractDividend)).toMatchObject({
      dailysalreqtype: 'DAILY_SALARY',
    });
    const response = await decide(sub, IDS.subagent01Offer, 'reject');
    expect(response.json()).toMatchObject({ code: 'ok', value: { status: 'rejected' } });
    expect((await sub.value<ContractDividendValue>(API_PATHS.contractDividend)).dailysalreqtype).toBe('');
  });

  it('lets exactly one of an accept and a reject sent at once decide an offer', async () => {
    const answers = await Promise.all(
      (['accept', 'reject'] as const).map(
        async (decision) => await decide(agent2, IDS.agent02Offer, decision),
      ),
    );
    const codes = answers.map((answer) => answer.json<ApiEnvelope<AgentContract>>().code).sort();
    expect(codes).toEqual(['agent.contract_decided', 'ok']);
    const winner = answers.find((answer) => answer.statusCode === 200);
    const stored = (await contractsOf(agent2)).find((c) => c.id === IDS.agent02Offer);
    expect(stored?.status).toBe(winner?.json<ApiEnvelope<AgentContract>>().value?.status);
  });
});

describe('agent login entry', () => {
  const agentEntry = (username: string, password: string): LoginPayload => ({
    ...loginPayload(username, password),
    entry: 'agent',
  });
  const sessions = async () => await count(t, 'SELECT COUNT(*) AS n FROM sessions');

  it('refuses a non-agent with auth.non_agent and creates no session', async () => {
    const before = await sessions();
    const { status, body } = await injectLogin(t, agentEntry('demo01', 'demo1234'));
    expect([status, body.code, body.value]).toEqual([403, 'auth.non_agent', null]);
    expect(await sessions()).toBe(before);
    // Wrong credentials still answer as any login does; the ordinary entry still signs demo01 in.
    expect((await injectLogin(t, agentEntry('demo01', 'wrong-pass'))).body.code).toBe('auth.user_not_found');
    expect((await injectLogin(t, loginPayload('demo01', 'demo1234'))).status).toBe(200);
    expect(await sessions()).toBe(before + 1);
  });

  it('signs agent types in (agent01 type 1, partner01 type 2)', async () => {
    for (const [username, password, type] of [
      ['agent01', 'agent1234', 1],
      ['partner01', 'member1234', 2],
    ] as const) {
      const { status, body } = await injectLogin(t, agentEntry(username, password));
      expect([status, body.value]).toEqual([200, expect.objectContaining({ userName: username, type })]);
    }
  });

  it('refuses a non-agent signing in by SMS code at the agent entry, without a session', async () => {
    const mobile = '1712345678';
    const captcha = await captchaAnswer(t, `sms:${mobile}`);
    const sent = await t.inject({
      method: 'POST',
      url: withQuery(ACCOUNT_PATHS.smsCode),
      payload: { mobileNum: mobile, countryDialingCode: '880', purpose: 'login', captcha },
    });
    expect(sent.statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec((await readOutbox(t))[0]?.body ?? '')?.[1] ?? '';
    const before = await sessions();
    const { status, body } = await injectLogin(t, {
      username: mobile,
      password: code,
      captcha: '',
      type: 'sms',
      countryDialingCode: '880',
      entry: 'agent',
    } satisfies LoginPayload);
    expect([status, body.code]).toEqual([403, 'auth.non_agent']);
    expect(await sessions()).toBe(before);
  });

  it('treats any other entry value as an invalid payload', async () => {
    const { status, body } = await injectLogin(t, {
      ...loginPayload('agent01', 'agent1234'),
      entry: 'admin',
    });
    expect([status, body.code]).toEqual([400, 'payload.invalid']);
  });
});
