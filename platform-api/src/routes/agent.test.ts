import { ACCOUNT_PATHS, AGENT_PATHS, MAX_AFFILIATE_LINKS, REBATE_CATEGORIES } from 'shared/contract';
import { AGENCY_SEED } from '../db/agency-seed.ts';
import { AGENCY_START, count, dhakaDays, expectedKpi, figuresOf, idOf, teamOf } from '../testing/agency.ts';
import {
  bearer,
  captchaAnswer,
  createTestApp,
  injectEncrypted,
  loginToken,
  withQuery,
  theRow,
} from '../testing/test-app.ts';
import { memberClient } from '../testing/member-client.ts';
import { registerPayload } from '../testing/register-payload.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { MemberClient } from '../testing/member-client.ts';
import type {
  AffiliateLink,
  AgentRebateValue,
  ApiEnvelope,
  Downline,
  DownlinePage,
  LoginValue,
  RebateRates,
  TeamKpi,
} from 'shared/contract';
import { allRows, getRow } from '../db/database.ts';

const flat = (permille: number): RebateRates =>
  Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, permille])) as RebateRates;

let t: TestApp;
let agent: MemberClient;
let agent2: MemberClient;
let sub: MemberClient;
let demo: MemberClient;
beforeAll(async () => {
  t = await createTestApp('development', { startAt: AGENCY_START, publicOrigin: 'https://m.example.com' });
  agent = memberClient(t, await loginToken(t, 'agent01', 'agent1234'));
  agent2 = memberClient(t, await loginToken(t, 'agent02', 'agent1234'));
  sub = memberClient(t, await loginToken(t, 'subagent01', 'member1234'));
  demo = memberClient(t, await loginToken(t, 'demo01', 'demo1234'));
});
afterAll(async () => {
  await t.close();
});

const ratesOf = async (account: string): Promise<RebateRates> => {
  const rows = await allRows<{ category: keyof RebateRates; permille: number }>(
    t.app.db,
    `SELECT category, permille FROM member_rebate_rates WHERE member_id = (SELECT id FROM members WHERE account = ?)`,
    account,
  );
  const rates = flat(0);
  for (const row of rows) rates[row.category] = row.permille;
  return rates;
};

const downlines = async (member: MemberClient, query: Record<string, string>) => {
  const response = await member.get(AGENT_PATHS.downlines, { preset: 'thisMonth', ...query });
  return { status: response.statusCode, body: response.json<ApiEnvelope<DownlinePage>>() };
};

const seededChildren = (parent: string) =>
  AGENCY_SEED.agent01Tree.filter((member) => member.parent === parent).map((member) => member.account);

describe('who may use the agency centre', () => {
  const calls = async (): Promise<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][]> => [
    ['kpi', 'GET', withQuery(AGENT_PATHS.kpi, { preset: 'today' })],
    ['downlines', 'GET', withQuery(AGENT_PATHS.downlines, { preset: 'today' })],
    ['links', 'GET', withQuery(AGENT_PATHS.affiliateLinks)],
    ['new link', 'POST', withQuery(AGENT_PATHS.affiliateLinks), { rebateRates: flat(1) }],
    ['retire link', 'DELETE', withQuery(`${AGENT_PATHS.affiliateLinks}/1`)],
    // Malformed on purpose: a non-agent is refused before its input is looked at.
    ['transfer', 'POST', withQuery(AGENT_PATHS.transfer), {}],
    ['rebate', 'GET', withQuery(AGENT_PATHS.rebate)],
    [
      'downline rebate',
      'PUT',
      withQuery(`${AGENT_PATHS.downlineRebate}/${await idOf(t, 'player11')}`),
      { rebateRates: flat(1) },
    ],
    ['contracts', 'GET', withQuery(AGENT_PATHS.contracts)],
    ['accept', 'POST', withQuery(`${AGENT_PATHS.contracts}/1/accept`), {}],
    ['reject', 'POST', withQuery(`${AGENT_PATHS.contracts}/1/reject`), {}],
  ];

  it('answers auth.non_agent to a plain member (demo01) and a trial session on every agent endpoint, 401 without a token', async () => {
    const trialResponse = await t.inject({ method: 'POST', url: withQuery(ACCOUNT_PATHS.trial) });
    const trialToken = trialResponse.json<ApiEnvelope<LoginValue>>().value?.token ?? '';
    const links = await count(t, "SELECT COUNT(*) AS n FROM affiliate_links WHERE status = 'active'");
    const statuses = await allRows(t.app.db, 'SELECT id, status FROM contracts ORDER BY id');
    for (const [name, method, url, payload] of await calls()) {
      for (const token of [demo.token, trialToken]) {
        const response = await t.inject({
          method,
          url,
          payload,
          headers: { authorization: `Bearer ${token}` },
        });
        expect([name, response.statusCode, response.json().code]).toEqual([name, 403, 'auth.non_agent']);
      }
      const anonymous = await t.inject({ method, url, payload });
      expect([name, anonymous.statusCode, anonymous.json().code]).toEqual([name, 401, 'auth.not_logged_in']);
    }
    expect(await count(t, "SELECT COUNT(*) AS n FROM affiliate_links WHERE status = 'active'")).toBe(links);
    expect(await count(t, 'SELECT COUNT(*) AS n FROM agent_transfers')).toBe(0);
    expect(await allRows(t.app.db, 'SELECT id, status FROM contracts ORDER BY id')).toEqual(statuses);
    expect(await ratesOf('player11')).toEqual(flat(10));
  });

  it('lets every agent type in: partner01 (type 2) sees its own empty team', async () => {
    const partner = memberClient(t, await loginToken(t, 'partner01', 'member1234'));
    expect(await partner.value<TeamKpi>(AGENT_PATHS.kpi, { preset: 'today' })).toMatchObject({
      members: 0,
      betMinor: 0,
    });
  });
});

describe('team KPI', () => {
  const presets: [Record<string, string>, string, string][] = [
    [{ preset: 'today' }, '2025-06-18', '2025-06-18'],
    [{ preset: 'yesterday' }, '2025-06-17', '2025-06-17'],
    [{ preset: 'thisWeek' }, '2025-06-14', '2025-06-18'],
    [{ preset: 'thisMonth' }, '2025-06-01', '2025-06-18'],
    [{ preset: 'custom', from: '2025-05-10', to: '2025-06-05' }, '2025-05-10', '2025-06-05'],
  ];

  it.each(presets)("sums agent01's whole team for %j as the raw rows do", async (query, from, to) => {
    const kpi = await agent.value<TeamKpi>(AGENT_PATHS.kpi, query);
    expect(kpi).toEqual(await expectedKpi(t, 'agent01', from, to));
    expect(kpi.members).toBe(AGENCY_SEED.agent01Tree.length);
  });

  it('matches the documented today and yesterday figures, which have activity in them', async () => {
    const today = await agent.value<TeamKpi>(AGENT_PATHS.kpi, { preset: 'today' });
    const yesterday = await agent.value<TeamKpi>(AGENT_PATHS.kpi, { preset: 'yesterday' });
    expect(today).toEqual({ from: '2025-06-18', to: '2025-06-18', ...AGENCY_SEED.kpi.today });
    expect(yesterday).toEqual({ from: '2025-06-17', to: '2025-06-17', ...AGENCY_SEED.kpi.yesterday });
    expect(today.activeMembers).toBeGreaterThan(0);
    const month = await agent.value<TeamKpi>(AGENT_PATHS.kpi, { preset: 'thisMonth' });
    const may = await agent.value<TeamKpi>(AGENT_PATHS.kpi, {
      preset: 'custom',
      from: '2025-05-01',
      to: '2025-05-31',
    });
    expect(month.depositMinor).toBeGreaterThan(today.depositMinor);
    expect(may.betMinor).toBeGreaterThan(0);
  });

  it("counts only the caller's own tree: subagent01 its subtree, agent02 its own four members", async () => {
    const subKpi = await sub.value<TeamKpi>(AGENT_PATHS.kpi, { preset: 'thisMonth' });
    expect(subKpi).toEqual(await expectedKpi(t, 'subagent01', '2025-06-01', '2025-06-18'));
    expect(subKpi.members).toBe((await teamOf(t, 'subagent01')).size);
    const other = await agent2.value<TeamKpi>(AGENT_PATHS.kpi, { preset: 'today' });
    expect(other).toEqual(await expectedKpi(t, 'agent02', '2025-06-18', '2025-06-18'));
    expect(other.members).toBe(AGENCY_SEED.agent02Tree.length);
    expect(other.betMinor).toBeGreaterThan(0);
  });

  it.each([
    [{ preset: 'custom', from: '2025-06-01' }, 'missing'],
    [{ preset: 'custom', from: '2025-02-30', to: '2025-03-01' }, 'format'],
    [{ preset: 'custom', from: '01/06/2025', to: '2025-06-02' }, 'format'],
    [{ preset: 'custom', from: '2025-06-10', to: '2025-06-01' }, 'order'],
    [{ preset: 'custom', from: '2025-01-01', to: '2025-06-18' }, 'tooLong'],
    [{ preset: 'custom', from: '2025-06-19', to: '2025-06-20' }, 'future'],
  ])('refuses the custom range %j as validation.range.%s', async (query, problem) => {
    const response = await agent.get(AGENT_PATHS.kpi, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation.failed',
      value: { fields: { range: [`validation.range.${problem}`] } },
    });
  });

  it('refuses an unknown preset as bad_request', async () => {
    const response = await agent.get(AGENT_PATHS.kpi, { preset: '7days' });
    expect([response.statusCode, response.json().code]).toEqual([400, 'bad_request']);
  });
});

describe('downlines', () => {
  it("pages agent01's direct downlines 10 at a time with agent01 as the path", async () => {
    const first = await downlines(agent, { pageNo: '1', pageSize: '10' });
    const second = await downlines(agent, { pageNo: '2', pageSize: '10' });
    const page1 = first.body.value as DownlinePage;
    const page2 = second.body.value as DownlinePage;
    const direct = seededChildren('agent01');
    expect(page1).toMatchObject({ pageNum: 1, pageSize: 10, totalCount: direct.length, totalPages: 2 });
    expect(page1.list).toHaveLength(10);
    expect(page2.list).toHaveLength(direct.length - 10);
    expect(page1.path).toEqual([{ id: await idOf(t, 'agent01'), account: 'agent01' }]);
    const listed = [...page1.list, ...page2.list];
    expect(listed.map((d) => d.account).sort()).toEqual([...direct].sort());
    for (const d of listed) expect(d).toMatchObject({ level: 1, parentId: await idOf(t, 'agent01') });
    expect(listed.find((d) => d.account === 'blocked01')?.status).toBe('disabled');
  });

  it('drills down five levels with breadcrumbs, counts and figures of each member', async () => {
    const chain = ['subagent01', 'subagent02', 'subagent03', 'subagent04'];
    const range = dhakaDays('2025-06-01', '2025-06-18');
    for (const [index, parent] of chain.entries()) {
      const { status, body } = await downlines(agent, {
        parentId: String(await idOf(t, parent)),
        pageSize: '50',
      });
      expect(status).toBe(200);
      const page = body.value as DownlinePage;
      expect(page.path.map((step) => step.account)).toEqual(['agent01', ...chain.slice(0, index + 1)]);
      expect(page.list.map((d) => d.account).sort()).toEqual(seededChildren(parent).sort());
      for (const d of page.list) {
        const team = await teamOf(t, d.account);
        const seeded = AGENCY_SEED.agent01Tree.find((member) => member.account === d.account);
        expect(d).toMatchObject({
          level: index + 2,
          parentId: await idOf(t, parent),
          type: seeded?.type,
          directCount: [...team.values()].filter((level) => level === 1).length,
          teamCount: team.size,
          ...(await figuresOf(t, [d.id], range)),
        });
        expect(d.rebateRates).toEqual(await ratesOf(d.account));
      }
    }
    const deepest = (await downlines(agent, { parentId: String(await idOf(t, 'subagent04')) })).body.value;
    expect(deepest?.list.map((d) => [d.account, d.level])).toEqual([['player51', 5]]);
  });

  it("shows each member's balance and a sub-agent's whole team", async () => {
    const page = (await downlines(agent, { pageSize: '50' })).body.value as DownlinePage;
    const subagent = page.list.find((d) => d.account === 'subagent01') as Downline;
    expect(subagent.teamCount).toBe((await teamOf(t, 'subagent01')).size);
    expect(subagent.directCount).toBe(seededChildren('subagent01').length);
    const wallet = await theRow<{ b: number }>(
      t,
      'SELECT balance_minor AS b FROM wallets WHERE member_id = ?',
      subagent.id,
    );
    expect(subagent.balanceMinor).toBe(wallet.b);
  });

  it('searches the whole team by account, case-insensitively, paged, with an empty path', async () => {
    const team = await teamOf(t, 'agent01');
    const players = AGENCY_SEED.agent01Tree.filter((member) => member.account.startsWith('player'));
    const first = (await downlines(agent, { account: 'PLAYER', pageSize: '10' })).body.value as DownlinePage;
    expect(first).toMatchObject({ totalCount: players.length, totalPages: 2, path: [] });
    const second = (await downlines(agent, { account: 'Player', pageSize: '10', pageNo: '2' })).body
      .value as DownlinePage;
    const found = [...first.list, ...second.list];
    expect(found.map((d) => d.account).sort()).toEqual(players.map((member) => member.account).sort());
    for (const d of found) expect(d.level).toBe(team.get(d.id));
    expect((await downlines(agent, { account: 'player5' })).body.value?.list).toEqual([
      expect.objectContaining({ account: 'player51', level: 5 }),
    ]);
    // agent02's members are not in agent01's team, whatever the search.
    expect((await downlines(agent, { account: 'bplayer' })).body.value).toMatchObject({
      totalCount: 0,
      list: [],
    });
  });

  it('answers agent.not_in_team for a parent outside the caller’s team', async () => {
    const outsiders: [MemberClient, string][] = [
      [agent, 'agent02'],
      [agent, 'bsub01'],
      [agent, 'demo01'],
      [agent2, 'subagent01'],
      [sub, 'agent01'],
      [sub, 'player11'],
    ];
    for (const [member, account] of outsiders) {
      const { status, body } = await downlines(member, { parentId: String(await idOf(t, account)) });
      expect([account, status, body.code, body.value]).toEqual([account, 404, 'agent.not_in_team', null]);
    }
    const unknown = await downlines(agent, { parentId: '999999' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'agent.not_in_team']);
    const own = (await downlines(sub, { parentId: String(await idOf(t, 'subagent01')) })).body.value;
    expect(own?.path.map((step) => step.account)).toEqual(['subagent01']);
  });

  it('refuses page sizes outside 1..50', async () => {
    const queries: Record<string, string>[] = [{ pageSize: '51' }, { pageSize: '0' }, { pageNo: '0' }];
    for (const query of queries) {
      const { status, body } = await downlines(agent, query);
      expect([status, body.code]).toEqual([400, 'bad_request']);
    }
  });
});

describe('rebate rates', () => {
  const setRebate = async (member: MemberClient, account: string, rebateRates: unknown) =>
    await member.put(`${AGENT_PATHS.downlineRebate}/${await idOf(t, account)}`, { rebateRates });

  it('answers the agent its own rates', async () => {
    expect(await agent.value<AgentRebateValue>(AGENT_PATHS.rebate)).toEqual({ ownRates: flat(15) });
    expect(await sub.value<AgentRebateValue>(AGENT_PATHS.rebate)).toEqual({
      ownRates: await ratesOf('subagent01'),
    });
  });

  it('refuses rates above its own or outside the shared rule, changing nothing', async () => {
    const before = await ratesOf('subagent01');
    const cases: [RebateRates, string[]][] = [
      [{ ...flat(10), RNG: 16 }, ['RNG']],
      [{ ...flat(10), LIVE: 31, LOTT: 20 }, ['LIVE', 'LOTT']],
      [{ ...flat(10), PVP: 2.5 }, ['PVP']],
      [{ ...flat(10), FISH: -1 }, ['FISH']],
    ];
    for (const [rebateRates, categories] of cases) {
      const response = await setRebate(agent, 'subagent01', rebateRates);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        expect.objectContaining({ code: 'agent.rebate_above_own', value: { categories } }),
      ]);
    }
    // Not JSON numbers, a category missing, not an object: malformed (no type coercion).
    for (const rebateRates of [{ ...flat(5), RNG: '5' }, { RNG: 5 }, 'flat']) {
      const response = await setRebate(agent, 'subagent01', rebateRates);
      expect([response.statusCode, response.json().code]).toEqual([400, 'bad_request']);
    }
    expect(await ratesOf('subagent01')).toEqual(before);
  });

  it('sets only a direct downline: deeper ones are forbidden, other trees not in the team', async () => {
    const sub2Before = await ratesOf('subagent02');
    const deeper = await setRebate(agent, 'subagent02', flat(1));
    expect([deeper.statusCode, deeper.json().code]).toEqual([403, 'auth.forbidden']);
    for (const [member, account] of [
      [agent, 'bplayer01'],
      [agent, 'agent02'],
      [agent2, 'player11'],
      [sub, 'player12'],
    ] as const) {
      const response = await setRebate(member, account, flat(1));
      expect([account, response.statusCode, response.json().code]).toEqual([
        account,
        404,
        'agent.not_in_team',
      ]);
    }
    expect(await ratesOf('subagent02')).toEqual(sub2Before);
    expect(await ratesOf('bplayer01')).toEqual(flat(5));
    expect(await ratesOf('player11')).toEqual(flat(10));
    expect(await ratesOf('player12')).toEqual(flat(5));
  });

  it("lowering a downline's rate lowers the rates below it and their links in the same call", async () => {
    const subOwn = await ratesOf('subagent01');
    const created = await sub.post(AGENT_PATHS.affiliateLinks, { rebateRates: subOwn });
    expect(created.statusCode).toBe(200);
    const link = created.json<ApiEnvelope<AffiliateLink>>().value as AffiliateLink;
    const sub2Before = await ratesOf('subagent02');
    const sub3Before = await ratesOf('subagent03');

    const lowered = { ...subOwn, LIVE: 9, SPORTS: 7 };
    const response = await setRebate(agent, 'subagent01', lowered);
    expect(response.statusCode).toBe(200);
    expect(response.json<ApiEnvelope<Downline>>().value).toMatchObject({
      account: 'subagent01',
      level: 1,
      rebateRates: lowered,
    });
    expect(await ratesOf('subagent01')).toEqual(lowered);
    expect(await ratesOf('subagent02')).toEqual({ ...sub2Before, LIVE: 9, SPORTS: 7 });
    expect(await ratesOf('subagent03')).toEqual({ ...sub3Before, SPORTS: Math.min(sub3Before.SPORTS, 7) });
    expect(await ratesOf('player21')).toEqual(flat(5));
    const links = await sub.value<AffiliateLink[]>(AGENT_PATHS.affiliateLinks);
    expect(links.find((l) => l.id === link.id)?.rebateRates).toEqual({ ...subOwn, LIVE: 9, SPORTS: 7 });
  });

  it('raises a direct downline up to its own rate', async () => {
    const response = await setRebate(agent, 'player11', flat(15));
    expect(response.statusCode).toBe(200);
    expect(await ratesOf('player11')).toEqual(flat(15));
  });

  it("never leaves a downline above its upline when the upline's rate is lowered while it sets the downline's", async () => {
    const subOwn = await ratesOf('subagent01');
    const lowered = { ...subOwn, RNG: subOwn.RNG - 4 };
    const [lowering, raising] = await Promise.all([
      setRebate(agent, 'subagent01', lowered),
      setRebate(sub, 'subagent02', { ...(await ratesOf('subagent02')), RNG: subOwn.RNG }),
    ]);
    expect(lowering.statusCode).toBe(200);
    // Set before the lowering, it was lowered with it; asked after it, it was above subagent01's own rate.
    expect([raising.statusCode, raising.json().code]).toEqual(
      raising.statusCode === 200 ? [200, 'ok'] : [400, 'agent.rebate_above_own'],
    );
    expect(await ratesOf('subagent01')).toEqual(lowered);
    expect((await ratesOf('subagent02')).RNG).toBeLessThanOrEqual(lowered.RNG);
  });
});

describe('affiliate links', () => {
  it("lists agent01's links with their rates, URLs on the site's public origin and registrations", async () => {
    const links = await agent.value<AffiliateLink[]>(AGENT_PATHS.affiliateLinks);
    expect(links.map((link) => link.code)).toEqual(['AG01DOM', 'AG01VIP', 'AG01LINK']);
    expect(links.find((link) => link.code === 'AG01VIP')).toMatchObject({
      url: 'https://m.example.com/m/register?affiliateCode=AG01VIP',
      domain: '',
      rebateRates: AGENCY_SEED.linkRates.AG01VIP,
      registrations: 0,
    });
    // A link bound to a domain opens on that domain, with the public origin's scheme.
    expect(links.find((link) => link.code === 'AG01DOM')?.url).toBe(
      'https://agent01.example.com/m/register?affiliateCode=AG01DOM',
    );
    expect((await agent2.value<AffiliateLink[]>(AGENT_PATHS.affiliateLinks)).map((l) => l.code)).toEqual([
      'AG02LINK',
    ]);
  });

  it('builds the URLs from the public origin whatever Host, X-Forwarded-Host or Referer the request names', async () => {
    const response = await t.inject({
      url: withQuery(AGENT_PATHS.affiliateLinks),
      headers: {
        ...bearer(agent.token),
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        referer: 'http://evil.example/m/agency',
      },
    });
    const links = response.json<ApiEnvelope<AffiliateLink[]>>().value ?? [];
    expect(links.map((link) => new URL(link.url).origin)).toEqual([
      'https://agent01.example.com',
      'https://m.example.com',
      'https://m.example.com',
    ]);
  });

  it('refuses a link with rates above the own ones and stores nothing', async () => {
    const links = await count(t, 'SELECT COUNT(*) AS n FROM affiliate_links');
    const response = await agent.post(AGENT_PATHS.affiliateLinks, {
      rebateRates: { ...flat(5), SPORTS: 16 },
    });
    expect([response.statusCode, response.json().code]).toEqual([400, 'agent.rebate_above_own']);
    expect(await count(t, 'SELECT COUNT(*) AS n FROM affiliate_links')).toBe(links);
  });

  it('creates a link with a fresh code; a member registering by it gets its rates, agent01 as parent, and counts', async () => {
    const rates = { ...flat(6), LIVE: 3 };
    const created = await agent.post(AGENT_PATHS.affiliateLinks, { rebateRates: rates });
    expect(created.statusCode).toBe(200);
    const link = created.json<ApiEnvelope<AffiliateLink>>().value as AffiliateLink;
    expect(link.code).toMatch(/^[A-Z0-9]{4,12}$/);
    expect(link).toMatchObject({
      url: `https://m.example.com/m/register?affiliateCode=${link.code}`,
      domain: '',
      rebateRates: rates,
      registrations: 0,
    });

    const captcha = await captchaAnswer(t, 'register');
    const registered = await injectEncrypted(
      t,
      'PUT',
      ACCOUNT_PATHS.register,
      registerPayload({ username: 'linked01', affiliateCode: link.code, captcha }),
    );
    expect(registered.status).toBe(200);
    const row = await getRow<{ parent_id: number; affiliate_link_id: number }>(
      t.app.db,
      'SELECT parent_id, affiliate_link_id FROM members WHERE account = ?',
      'linked01',
    );
    expect(row).toEqual({ parent_id: await idOf(t, 'agent01'), affiliate_link_id: link.id });
    expect(await ratesOf('linked01')).toEqual(rates);

    const links = await agent.value<AffiliateLink[]>(AGENT_PATHS.affiliateLinks);
    expect(links[0]).toMatchObject({ id: link.id, registrations: 1 });
    const found = (await downlines(agent, { account: 'linked01' })).body.value;
    expect(found?.list[0]).toMatchObject({ level: 1, rebateRates: rates });
  });
});

describe('retiring affiliate links', () => {
  const live = async (account: string) =>
    await count(
      t,
      `SELECT COUNT(*) AS n FROM affiliate_links
       WHERE status = 'active' AND owner_id = (SELECT id FROM members WHERE account = '${account}')`,
    );
  const check = async (code: string) => {
    const response = await t.inject({ url: withQuery(ACCOUNT_PATHS.invitationCheck, { code }) });
    return response.json<ApiEnvelope<{ valid: boolean }>>().value?.valid;
  };

  it('retires an own link: no longer listed, no longer registers anyone', async () => {
    const created = await agent2.post(AGENT_PATHS.affiliateLinks, { rebateRates: flat(1) });
    const link = created.json<ApiEnvelope<AffiliateLink>>().value as AffiliateLink;
    expect(await check(link.code)).toBe(true);

    const retired = await agent2.del(`${AGENT_PATHS.affiliateLinks}/${link.id}`);
    expect([retired.statusCode, retired.json()]).toEqual([
      200,
      expect.objectContaining({ success: true, code: 'ok', value: null }),
    ]);
    const listed = await agent2.value<AffiliateLink[]>(AGENT_PATHS.affiliateLinks);
    expect(listed.map((item) => item.id)).not.toContain(link.id);
    expect(await check(link.code)).toBe(false);

    // Retiring it again finds no live link.
    const again = await agent2.del(`${AGENT_PATHS.affiliateLinks}/${link.id}`);
    expect([again.statusCode, again.json().code]).toEqual([404, 'agent.link_not_found']);
  });

  it("refuses another agent's link and an unknown id with agent.link_not_found, changing nothing", async () => {
    const [own] = await agent.value<AffiliateLink[]>(AGENT_PATHS.affiliateLinks);
    const before = await live('agent01');
    for (const [member, id] of [
      [agent2, own?.id],
      [sub, own?.id],
      [agent, 999_999],
    ] as const) {
      const response = await member.del(`${AGENT_PATHS.affiliateLinks}/${id}`);
      expect([response.statusCode, response.json().code]).toEqual([404, 'agent.link_not_found']);
    }
    for (const id of ['0', 'abc']) {
      const response = await agent.del(`${AGENT_PATHS.affiliateLinks}/${id}`);
      expect([response.statusCode, response.json().code]).toEqual([400, 'bad_request']);
    }
    expect(await live('agent01')).toBe(before);
    expect((await agent.value<AffiliateLink[]>(AGENT_PATHS.affiliateLinks))[0]?.id).toBe(own?.id);
  });

  it('holds the cap when more links than there is room for are asked for at once', async () => {
    const partner = memberClient(t, await loginToken(t, 'partner01', 'member1234'));
    const room = MAX_AFFILIATE_LINKS - (await live('partner01'));
    const answers = await Promise.all(
      Array.from(
        { length: room + 4 },
        async () => await partner.post(AGENT_PATHS.affiliateLinks, { rebateRates: flat(1) }),
      ),
    );
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(room);
    expect(codes.filter((code) => code === 'agent.link_limit_reached')).toHaveLength(4);
    expect(await live('partner01')).toBe(MAX_AFFILIATE_LINKS);
  });

  it('caps live links at MAX_AFFILIATE_LINKS; a retired link frees its place', async () => {
    while ((await live('agent02')) < MAX_AFFILIATE_LINKS) {
      const created = await agent2.post(AGENT_PATHS.affiliateLinks, { rebateRates: flat(1) });
      expect(created.statusCode).toBe(200);
    }
    const refused = await agent2.post(AGENT_PATHS.affiliateLinks, { rebateRates: flat(1) });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'agent.link_limit_reached']);
    expect(await live('agent02')).toBe(MAX_AFFILIATE_LINKS);

    const [newest] = await agent2.value<AffiliateLink[]>(AGENT_PATHS.affiliateLinks);
    expect((await agent2.del(`${AGENT_PATHS.affiliateLinks}/${newest?.id}`)).statusCode).toBe(200);
    expect(await live('agent02')).toBe(MAX_AFFILIATE_LINKS - 1);
    const created = await agent2.post(AGENT_PATHS.affiliateLinks, { rebateRates: flat(1) });
    expect(created.statusCode).toBe(200);
    expect((await agent2.value<AffiliateLink[]>(AGENT_PATHS.affiliateLinks)).length).toBe(
      MAX_AFFILIATE_LINKS,
    );
  });
});
