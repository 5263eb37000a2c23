// Fixtures of the agency centre contract for the tests.
import type { AffiliateLink, AgentContract, Downline, DownlinePage, RebateRates, TeamKpi } from 'shared';

export function rates(overrides: Partial<RebateRates> = {}): RebateRates {
  return { RNG: 12, LIVE: 8, SPORTS: 10, FISH: 12, PVP: 5, LOTT: 6, ...overrides };
}

export function teamKpi(overrides: Partial<TeamKpi> = {}): TeamKpi {
  return {
    from: '2025-06-15',
    to: '2025-06-15',
    members: 1234,
    newMembers: 12,
    activeMembers: 345,
    depositMinor: 1_500_000_00,
    withdrawalMinor: 250_000_50,
    betMinor: 9_876_543_21,
    profitMinor: -12_345_00,
    ...overrides,
  };
}

export function downline(overrides: Partial<Downline> = {}): Downline {
  return {
    id: 11,
    account: 'rahim01',
    nickname: 'Rahim',
    type: 0,
    level: 1,
    parentId: 1,
    regDate: '2025-03-02T04:00:00Z',
    status: 'active',
    directCount: 0,
    teamCount: 0,
    balanceMinor: 2_000_00,
    depositMinor: 1_000_00,
    withdrawalMinor: 0,
    betMinor: 5_000_00,
    profitMinor: 300_00,
    rebateRates: rates({ RNG: 10, LIVE: 5 }),
    ...overrides,
  };
}

export function downlinePage(list: Downline[], overrides: Partial<DownlinePage> = {}): DownlinePage {
  return {
    list,
    pageNum: 1,
    pageSize: 20,
    totalPages: 1,
    totalCount: list.length,
    path: [{ id: 1, account: 'agent01' }],
    ...overrides,
  };
}

export function affiliateLink(overrides: Partial<AffiliateLink> = {}): AffiliateLink {
  return {
    id: 5,
    code: 'AB12CD34',
    url: 'https://vsbdt.example/m/register?affiliateCode=AB12CD34',
    domain: '',
    rebateRates: rates({ RNG: 10 }),
    registrations: 42,
    createdAt: '2025-05-01T06:00:00Z',
    ...overrides,
  };
}

export function contract(overrides: Partial<AgentContract> = {}): AgentContract {
  return {
    id: 7,
    kind: 'daily_salary',
    status: 'offered',
    settlement: 'daily',
    tiers: [
      { minActiveMembers: 5, minTeamBetMinor: 10_000_00, amountMinor: 500_00, sharePermille: 0 },
      { minActiveMembers: 20, minTeamBetMinor: 50_000_00, amountMinor: 2_000_00, sharePermille: 0 },
    ],
    effectiveFrom: '2025-07-01T00:00:00+06:00',
    effectiveTo: null,
    offeredAt: '2025-06-20T04:00:00Z',
    decidedAt: null,
    earnings: [],
    totalEarnedMinor: 0,
    ...overrides,
  };
}
