import { randomUUID } from 'node:crypto';
import { MONEY_PATHS } from 'shared/contract';
import { bearer, countRows, createTestApp, loginToken, withQuery } from '../testing/test-app.ts';
import {
  memberClient,
  seededClients,
  trialClient,
  memberIdOf,
  moneyOf,
  rowsOf,
} from '../testing/member-client.ts';
import { AGENCY_SEED } from '../db/agency-seed.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type {
  ApiEnvelope,
  FeedbackConfig,
  LedgerEntry,
  MailMessage,
  Paged,
  RebateRecord,
  RebateSummary,
  ReferralInfo,
  RewardItem,
} from 'shared/contract';
import { allRows, getRow, run } from '../db/database.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let demo: MemberClient;
let agent: MemberClient;
let player: MemberClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ demo, agent, player } = await seededClients(t));
});
afterAll(async () => {
  await t.close();
});

describe('rewards', () => {
  it('lists demo01 rewards and counts the claimable ones where each is listed: 2 promotions, 1 mission', async () => {
    const rewards = await demo.value<RewardItem[]>(MONEY_PATHS.rewards);
    expect(rewards.map((r) => [r.title, r.status])).toEqual([
      ['Weekly cashback', 'claimable'],
      ['Mission: play 5 slot rounds', 'claimable'],
      ['Eid reload gift', 'claimable'],
      ['Welcome gift', 'claimed'],
      ['Pohela Boishakh bonus', 'expired'],
    ]);
    expect(await demo.value(MONEY_PATHS.rewardCounts)).toEqual({ unclaimed: 2, missions: 1 });
  });

  it('pays a reward once under 10 concurrent claims: one reward ledger row, turnover added', async () => {
    const reward = (await demo.value<RewardItem[]>(MONEY_PATHS.rewards)).find(
      (r) => r.title === 'Eid reload gift',
    );
    const before = (await moneyOf(t, 'demo01')).balance;
    const answers = await Promise.all(
      Array.from(
        { length: 10 },
        async () =>
          await demo.post(`${MONEY_PATHS.rewards}/${reward?.id}/claim`, { idempotencyKey: randomUUID() }),
      ),
    );
    expect(answers.every((a) => a.json<ApiEnvelope<RewardItem>>().value?.status === 'claimed')).toBe(true);
    expect(await moneyOf(t, 'demo01')).toEqual({ balance: before + 20_000, ledgerSum: before + 20_000 });
    const rows = await allRows(
      t.app.db,
      'SELECT amount_minor FROM ledger WHERE reference = ?',
      `RWD-${reward?.id}`,
    );
    expect(rows).toEqual([{ amount_minor: 20_000 }]);
    const turnover = await getRow(
      t.app.db,
      "SELECT turnover_remaining_minor AS t FROM members WHERE account = 'demo01'",
    );
    expect(turnover).toEqual({ t: 60_000 });
    expect(await demo.value(MONEY_PATHS.rewardCounts)).toEqual({ unclaimed: 1, missions: 1 });
    await run(t.app.db, "UPDATE members SET turnover_remaining_minor = 0 WHERE account = 'demo01'");
  });

  it("refuses an expired reward (400) and another member's reward (404), moving nothing", async () => {
    const rewards = await demo.value<RewardItem[]>(MONEY_PATHS.rewards);
    const expired = rewards.find((r) => r.status === 'expired');
    const claimable = rewards.find((r) => r.status === 'claimable');
    const ledger = await countRows(t, 'ledger');
    const late = await demo.post(`${MONEY_PATHS.rewards}/${expired?.id}/claim`, {
      idempotencyKey: randomUUID(),
    });
    expect(late.statusCode).toBe(400);
    const stolen = await agent.post(`${MONEY_PATHS.rewards}/${claimable?.id}/claim`, {
      idempotencyKey: randomUUID(),
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'not_found' });
    expect(await countRows(t, 'ledger')).toBe(ledger);
  });

  it('answers expired for a claimable reward past its expiry on the clock', async () => {
    const memberId = await memberIdOf(t, 'player11');
    await run(
      t.app.db,
      `INSERT INTO rewards (member_id, title, kind, amount_minor, turnover_multiplier, status, expires_at, created_at)
         VALUES (?, 'Short gift', 'promotion', 1000, 1, 'claimable', ?, 0)`,
      memberId,
      t.now() + 60_000,
    );
    expect(await player.value(MONEY_PATHS.rewardCounts)).toEqual({ unclaimed: 1, missions: 0 });
    t.advance(60_000);
    expect(await player.value(MONEY_PATHS.rewardCounts)).toEqual({ unclaimed: 0, missions: 0 });
  });
});

describe('referral', () => {
  it("creates demo01's code on the first request and builds the link on the site's public origin", async () => {
    const response = await t.inject({ url: withQuery(MONEY_PATHS.referral), headers: bearer(demo.token) });
    const info = response.json<ApiEnvelope<ReferralInfo>>().value as ReferralInfo;
    expect(info).toEqual({
      code: 'DEMO01REF',
      link: 'http://localhost:8080/m/register?affiliateCode=DEMO01REF',
      invitedCount: 0,
      invited: [],
    });
    // A host the request names is the caller's choice: the link never follows it.
    const forgedHeaders: Record<string, string>[] = [
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { referer: 'https://evil.example/m/inviteFriends' },
    ];
    for (const forged of forgedHeaders) {
      const viaForged = await t.inject({
        url: withQuery(MONEY_PATHS.referral),
        headers: { ...bearer(demo.token), ...forged },
      });
      expect(viaForged.json<ApiEnvelope<ReferralInfo>>().value?.link).toBe(
        'http://localhost:8080/m/register?affiliateCode=DEMO01REF',
      );
    }
    const links = await countRows(t, 'affiliate_links');
    expect((await demo.value<ReferralInfo>(MONEY_PATHS.referral)).code).toBe('DEMO01REF');
    expect(await countRows(t, 'affiliate_links')).toBe(links);
    const check = await t.inject({
      url: withQuery('/wps/register/affiliate/check', { code: 'DEMO01REF', domain: '' }),
    });
    expect(check.json()).toMatchObject({ value: { valid: true } });
  });

  it("lists agent01's own link and the members it invited", async () => {
    const info = await agent.value<ReferralInfo>(MONEY_PATHS.referral);
    expect(info.code).toBe('AG01LINK');
    // Invited = direct downlines: the base seed's four plus those the agency seed added.
    const direct = AGENCY_SEED.agent01Tree.filter((member) => member.level === 1).map((m) => m.account);
    expect(direct).toEqual(expect.arrayContaining(['blocked01', 'player11', 'player12', 'subagent01']));
    expect(info.invitedCount).toBe(direct.length);
    expect(info.invited.map((m) => m.account).sort()).toEqual([...direct].sort());
  });
});

describe('mail', () => {
  it('pages demo01 mail newest first with 3 unread; reading is idempotent', async () => {
    const page = await demo.value<Paged<MailMessage>>(MONEY_PATHS.mail, { page: '1', pageSize: '4' });
    expect(page).toMatchObject({ totalCount: 6, totalPages: 2, pageSize: 4 });
    expect(page.list[0]).toMatchObject({ title: 'Security tip', read: false });
    expect(await demo.value(MONEY_PATHS.mailUnread)).toEqual({ unread: 3 });
    const id = page.list[0]?.id;
    expect((await demo.post(`${MONEY_PATHS.mail}/${id}/read`)).statusCode).toBe(200);
    expect((await demo.post(`${MONEY_PATHS.mail}/${id}/read`)).statusCode).toBe(200);
    expect(await demo.value(MONEY_PATHS.mailUnread)).toEqual({ unread: 2 });
  });

  it('soft-deletes own mail; another member gets 404 for reading or deleting it', async () => {
    const page = await demo.value<Paged<MailMessage>>(MONEY_PATHS.mail);
    const id = page.list[1]?.id;
    expect((await agent.post(`${MONEY_PATHS.mail}/${id}/read`)).statusCode).toBe(404);
    expect((await agent.del(`${MONEY_PATHS.mail}/${id}`)).statusCode).toBe(404);
    expect(await agent.value(MONEY_PATHS.mailUnread)).toEqual({ unread: 1 });
    expect((await demo.del(`${MONEY_PATHS.mail}/${id}`)).statusCode).toBe(200);
    expect((await demo.value<Paged<MailMessage>>(MONEY_PATHS.mail)).totalCount).toBe(5);
    expect((await demo.del(`${MONEY_PATHS.mail}/${id}`)).statusCode).toBe(404);
    expect(await countRows(t, 'mail', `id = ${id}`)).toBe(1);
    expect((await demo.post(`${MONEY_PATHS.mail}/abc/read`)).statusCode).toBe(400);
  });
});

describe('rebates', () => {
  it('computes the rebate of valid bets since the last claim by game type rate', async () => {
    const summary = await agent.value<RebateSummary>(MONEY_PATHS.manualRebate);
    expect(summary).toEqual({
      availableMinor: 600,
      byGameType: [{ gameType: 'LIVE', validBetMinor: 100_000, rateBasisPoints: 60, rebateMinor: 600 }],
    });
    const demoSummary = await demo.value<RebateSummary>(MONEY_PATHS.manualRebate);
    expect(demoSummary.availableMinor).toBe(2_280);
    expect(
      demoSummary.byGameType.map((line) => [line.gameType, line.rateBasisPoints, line.rebateMinor]),
    ).toEqual([
      ['FISH', 40, 120],
      ['LIVE', 60, 600],
      ['PVP', 40, 160],
      ['RNG', 80, 400],
      ['SPORTS', 50, 1_000],
    ]);
  });

  it('pays once per key in one transaction (ledger row, balance, record); nothing is left to claim after', async () => {
    const key = randomUUID();
    const before = (await moneyOf(t, 'demo01')).balance;
    const answers = await Promise.all(
      Array.from(
        { length: 5 },
        async () => await demo.post(MONEY_PATHS.manualRebate, { idempotencyKey: key }),
      ),
    );
    const entries = answers.map((a) => a.json<ApiEnvelope<LedgerEntry>>().value);
    expect(new Set(entries.map((e) => e?.id)).size).toBe(1);
    expect(entries[0]).toMatchObject({
      kind: 'rebate',
      amountMinor: 2_280,
      balanceAfterMinor: before + 2_280,
    });
    expect(await moneyOf(t, 'demo01')).toEqual({ balance: before + 2_280, ledgerSum: before + 2_280 });
    expect((await demo.value<RebateSummary>(MONEY_PATHS.manualRebate)).availableMinor).toBe(0);
    const rows = await rowsOf(t, 'rebates', 'demo01');
    const empty = await demo.post(MONEY_PATHS.manualRebate, { idempotencyKey: randomUUID() });
    expect(empty.json()).toMatchObject({ code: 'money.below_minimum' });
    expect(await rowsOf(t, 'rebates', 'demo01')).toBe(rows);
    const report = await demo.value<Paged<RebateRecord>>(MONEY_PATHS.rebateReport, { preset: '30days' });
    expect(report.list.map((r) => [r.kind, r.amountMinor])).toEqual([
      ['manual', 2_280],
      ['automatic', 9_200],
    ]);
  });
});

describe('authentication', () => {
  const reads = [
    MONEY_PATHS.depositChannels,
    MONEY_PATHS.depositPromos,
    MONEY_PATHS.withdrawInfo,
    MONEY_PATHS.rankProgress,
    MONEY_PATHS.security,
    MONEY_PATHS.securityQuestions,
    MONEY_PATHS.rewards,
    MONEY_PATHS.rewardCounts,
    MONEY_PATHS.referral,
    MONEY_PATHS.mail,
    MONEY_PATHS.mailUnread,
    MONEY_PATHS.feedback,
    MONEY_PATHS.manualRebate,
  ];
  it.each(reads)(
    'GET %s without a token answers 401 auth.not_logged_in, with a bad one auth.session_expired',
    async (path) => {
      const none = await t.inject({ url: withQuery(path, { preset: 'today' }) });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'auth.not_logged_in' });
      const bad = await t.inject({
        url: withQuery(path, { preset: 'today' }),
        headers: { authorization: 'Bearer 00' },
      });
      expect(bad.json()).toMatchObject({ code: 'auth.session_expired' });
    },
  );

  it('refuses trial sessions on money-moving routes', async () => {
    const free = await trialClient(t);
    const reward = await free.post(`${MONEY_PATHS.rewards}/1/claim`, { idempotencyKey: randomUUID() });
    const rebate = await free.post(MONEY_PATHS.manualRebate, { idempotencyKey: randomUUID() });
    const referral = await free.get(MONEY_PATHS.referral);
    for (const response of [reward, rebate, referral]) {
      expect(response.json()).toMatchObject({ code: 'auth.trial_forbidden' });
    }
  });
});

// Last: the daily limit moves the clock to the next day, past the other clients' sessions.
describe('feedback', () => {
  const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

  it('answers the config', async () => {
    expect(await player.value<FeedbackConfig>(MONEY_PATHS.feedback)).toEqual({
      minWords: 5,
      maxWords: 200,
      categories: ['deposit', 'withdraw', 'games', 'account', 'other'],
    });
  });

  it('counts words by whitespace (Bengali too) and refuses outside 5..200 or an unknown category', async () => {
    const before = await countRows(t, 'feedback');
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ category: 'games', content: words(4) }, { content: ['validation.words'] }],
      [{ category: 'games', content: words(201) }, { content: ['validation.words'] }],
      [{ category: 'games', content: 'আমি   টাকা\nজমা' }, { content: ['validation.words'] }],
      [{ category: 'casino', content: words(10) }, { category: ['validation.category'] }],
    ];
    for (const [body, fields] of cases) {
      const response = await player.put(MONEY_PATHS.feedback, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation.failed', value: { fields } });
    }
    expect(await countRows(t, 'feedback')).toBe(before);
    const bengali = await player.put(MONEY_PATHS.feedback, {
      category: 'deposit',
      content: 'আমার বিকাশ ডিপোজিট এখনও আসেনি দয়া করে দেখুন',
    });
    expect(bengali.statusCode).toBe(200);
    expect(
      (await player.put(MONEY_PATHS.feedback, { category: 'other', content: words(200) })).statusCode,
    ).toBe(200);
  });

  it('accepts 10 a day per member, then 429 rate_limited until the next Dhaka day', async () => {
    const sent = await rowsOf(t, 'feedback', 'player12');
    expect(sent).toBe(0);
    const other = memberClient(t, await loginToken(t, 'player12', 'member1234'));
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await other.put(MONEY_PATHS.feedback, { category: 'games', content: words(5) })).statusCode,
      ).toBe(200);
    }
    const limited = await other.put(MONEY_PATHS.feedback, { category: 'games', content: words(5) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(await rowsOf(t, 'feedback', 'player12')).toBe(10);
    t.advance((limited.json<ApiEnvelope<{ retryAfterMs: number }>>().value?.retryAfterMs ?? DAY) + 1);
    const tomorrow = memberClient(t, await loginToken(t, 'player12', 'member1234'));
    expect(
      (await tomorrow.put(MONEY_PATHS.feedback, { category: 'games', content: words(5) })).statusCode,
    ).toBe(200);
  });

  it('stores 10 of 14 sent at once and refuses the other 4 with rate_limited', async () => {
    const member = memberClient(t, await loginToken(t, 'player21', 'member1234'));
    expect(await rowsOf(t, 'feedback', 'player21')).toBe(0);
    const answers = await Promise.all(
      Array.from(
        { length: 14 },
        async () => await member.put(MONEY_PATHS.feedback, { category: 'games', content: words(5) }),
      ),
    );
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
    expect(codes.filter((code) => code === 'rate_limited')).toHaveLength(4);
    expect(await rowsOf(t, 'feedback', 'player21')).toBe(10);
  });
});
