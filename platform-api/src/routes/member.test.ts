import { API_PATHS } from 'shared/contract';
import { SEED_ACCOUNTS } from '../db/seed.ts';
import { bearer, createTestApp, loginToken, withQuery, theRow } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { ApiEnvelope, ContractDividendValue, MemberInfo, MemberWallet } from 'shared/contract';

let t: TestApp;
let demoToken: string;
let agentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  demoToken = await loginToken(t, 'demo01', SEED_ACCOUNTS.demo.password);
  agentToken = await loginToken(t, 'agent01', SEED_ACCOUNTS.agent.password);
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(path: string, token: string) => {
  const response = await t.inject({ url: withQuery(path), headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<T>>().value as T;
};

describe('member routes', () => {
  it('returns demo01 member info with an empty nickname, type 0 and an ISO registration date', async () => {
    const info = await get<MemberInfo>(API_PATHS.memberInfo, demoToken);
    expect(info).toMatchObject({ account: 'demo01', nickname: '', type: 0, toUpline: false });
    expect(new Date(info.regDate).toISOString()).toBe(info.regDate);
  });

  it('returns agent01 as type 1 with its nickname', async () => {
    const info = await get<MemberInfo>(API_PATHS.memberInfo, agentToken);
    expect(info).toMatchObject({ account: 'agent01', nickname: 'Agent One', type: 1 });
  });

  it("returns demo01's BDT balance in minor units, equal to the sum of its ledger rows", async () => {
    const wallet = await get<MemberWallet>(API_PATHS.memberWallet, demoToken);
    expect(wallet).toEqual({ currency: 'BDT', sumBalance: 1_234_567 });
    const info = await get<MemberInfo>(API_PATHS.memberInfo, demoToken);
    const sum = await theRow<{
      total: number;
    }>(t, 'SELECT SUM(amount_minor) AS total FROM ledger WHERE member_id = ?', info.id);
    expect(sum.total).toBe(wallet.sumBalance);
  });

  it('returns non-empty contract dividend fields for agent01 and empty strings for demo01', async () => {
    expect(await get<ContractDividendValue>(API_PATHS.contractDividend, agentToken)).toEqual({
      dailysalreqtype: 'DAILY_SALARY',
      divtypecompperiodreq: 'MONTHLY',
      contracthoursalreq: 'HOURLY',
    });
    expect(await get<ContractDividendValue>(API_PATHS.contractDividend, demoToken)).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
  });

  it('requires a token for the wallet and the contract dividend', async () => {
    for (const path of [API_PATHS.memberWallet, API_PATHS.contractDividend]) {
      const response = await t.inject({ url: withQuery(path) });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('auth.not_logged_in');
    }
  });
});
