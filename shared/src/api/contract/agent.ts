// The agency centre: an agent's team, its figures, affiliate links, transfers, rebate rates and contracts.
import type { Paged } from './common.ts';

/** The agent's part of API_PATHS: which kinds of contract the agent has. */
export const AGENT_API_PATHS = {
  contractDividend: '/wps/agent/contractDividend',
} as const;

/** Contract dividend data: a non-empty field means the agent has that kind of contract to look at. */
export interface ContractDividendValue {
  dailysalreqtype: string;
  divtypecompperiodreq: string;
  contracthoursalreq: string;
}

// ---------- the agency centre ----------
// The spec says "full rules not shown"; this is what an agent of a BDT betting platform expects, designed here.
// - The tree: every member has at most one upline (`parent`); an agent's team is every member below it, at any
//   depth. An agent sees and acts only on its own team; ids outside it answer agent.not_in_team (404, as if the
//   member did not exist), never another agent's data.
// - Figures are integer minor units (paisa) over Asia/Dhaka days. Team profit is the house's result on the team's
//   bets (stakes − payouts), the figure dividends are paid on.
// - Rebate rates are in permille (12 = 1.2 % of valid bets) per game category. A downline's rate can never exceed
//   its upline's own rate for that category (agent.rebate_above_own).
// - A transfer moves money from the agent's wallet to a member of its team: two ledger rows (kind 'transfer')
//   in one transaction, confirmed with the payment password, idempotent by key.
// - Contracts: daily salary (paid daily for tiers of active members and team valid bets), dividend (a share of
//   the team profit per half month) and hourly salary. An offered contract is accepted or rejected once; an
//   accepted one is active from its effective date and shows what it has paid.

export const AGENT_PATHS = {
  /** GET AgentRangeQuery → TeamKpi */
  kpi: '/wps/agent/kpi',
  /** GET DownlineQuery → DownlinePage */
  downlines: '/wps/agent/downlines',
  /**
   * GET → AffiliateLink[] (the live ones); POST CreateAffiliateLinkRequest → AffiliateLink, refused with
   * agent.link_limit_reached (403) at MAX_AFFILIATE_LINKS live links; DELETE `${affiliateLinks}/:id` → null
   * retires one of the agent's own live links (it stops registering members and frees its place under the cap;
   * members it registered stay in the team), agent.link_not_found (404) for any other id.
   */
  affiliateLinks: '/wps/agent/affiliate-links',
  /** POST AgentTransferRequest → AgentTransferValue */
  transfer: '/wps/agent/transfer',
  /** GET → AgentRebateValue (the agent's own rates) */
  rebate: '/wps/agent/rebate',
  /** PUT `${downlineRebate}/:memberId` SetDownlineRebateRequest → Downline (a direct downline only) */
  downlineRebate: '/wps/agent/downline-rebate',
  /** GET → AgentContract[]; POST `${contracts}/:id/accept` | `${contracts}/:id/reject` → AgentContract */
  contracts: '/wps/agent/contracts',
  /** GET → UplineTransferInfo; POST UplineTransferRequest → AgentTransferValue (member to its upline) */
  uplineTransfer: '/wps/agent/upline-transfer',
} as const;

/** Agency centre date presets (Asia/Dhaka days; the week starts on Saturday as in Bangladesh). */
export type AgentDatePreset = 'today' | 'yesterday' | 'thisWeek' | 'thisMonth' | 'custom';

/** `custom` needs `from` and `to` (YYYY-MM-DD), at most 93 days apart, `to` not before `from`. */
export interface AgentRangeQuery {
  preset: AgentDatePreset;
  from?: string;
  to?: string;
}

export interface TeamKpi {
  /** The resolved range, YYYY-MM-DD inclusive. */
  from: string;
  to: string;
  /** Everyone in the team now. */
  members: number;
  /** Registered within the range. */
  newMembers: number;
  /** Placed at least one bet within the range. */
  activeMembers: number;
  depositMinor: number;
  withdrawalMinor: number;
  betMinor: number;
  /** House result on the team's bets: stakes − payouts. */
  profitMinor: number;
}

export interface DownlineQuery extends AgentRangeQuery {
  /** Whose direct downlines to list: the agent itself when absent, else a member of its team. */
  parentId?: number;
  /** Search the whole team by account (case-insensitive, contains); ignores parentId. */
  account?: string;
  pageNo: number;
  pageSize: number;
}

export const REBATE_CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];
/** Permille per category (12 = 1.2 %). */
export type RebateRates = Record<RebateCategory, number>;

export interface Downline {
  id: number;
  account: string;
  nickname: string;
  type: number;
  /** 1 = direct downline of the agent, 2 = one below, … */
  level: number;
  parentId: number;
  regDate: string;
  status: 'active' | 'disabled';
  /** Direct downlines of this member (the tree can be opened when > 0). */
  directCount: number;
  /** Everyone below this member. */
  teamCount: number;
  balanceMinor: number;
  /** Within the query's range. */
  depositMinor: number;
  withdrawalMinor: number;
  betMinor: number;
  profitMinor: number;
  rebateRates: RebateRates;
}

export interface DownlinePage extends Paged<Downline> {
  /** From the agent (first) down to the listed parent; empty for a search. */
  path: { id: number; account: string }[];
}

export interface AffiliateLink {
  id: number;
  code: string;
  /** The registration URL of this site with the code. */
  url: string;
  /** Empty: valid on any domain. */
  domain: string;
  /** The rates a member registering by this link gets. */
  rebateRates: RebateRates;
  registrations: number;
  createdAt: string;
}

/** At most this many live (not retired) affiliate links per agent. */
export const MAX_AFFILIATE_LINKS = 20;

export interface CreateAffiliateLinkRequest {
  rebateRates: RebateRates;
}

export interface AgentTransferRequest {
  downlineId: number;
  amountMinor: number;
  paymentPassword: string;
  remark?: string;
  idempotencyKey: string;
}

export interface AgentTransferValue {
  transferId: number;
  amountMinor: number;
  /** The sender's balance after the transfer. */
  balanceMinor: number;
  createdAt: string;
}

export interface AgentRebateValue {
  ownRates: RebateRates;
}

export interface SetDownlineRebateRequest {
  rebateRates: RebateRates;
}

export type AgentContractKind = 'daily_salary' | 'dividend' | 'hourly_salary';
export type AgentContractStatus = 'offered' | 'active' | 'rejected' | 'ended';

export interface ContractTier {
  /** Conditions of the tier (all must hold in the settlement period). */
  minActiveMembers: number;
  minTeamBetMinor: number;
  /** Pay of the tier: a fixed amount (salaries) or permille of team profit (dividend); the other is 0. */
  amountMinor: number;
  sharePermille: number;
}

export interface ContractEarning {
  periodStart: string;
  periodEnd: string;
  tier: number;
  amountMinor: number;
}

export interface AgentContract {
  id: number;
  kind: AgentContractKind;
  status: AgentContractStatus;
  /** 'daily' | 'half-month' | 'hourly' */
  settlement: string;
  tiers: ContractTier[];
  effectiveFrom: string;
  effectiveTo: string | null;
  offeredAt: string;
  decidedAt: string | null;
  earnings: ContractEarning[];
  totalEarnedMinor: number;
}

export interface UplineTransferInfo {
  upline: { id: number; account: string } | null;
  balanceMinor: number;
}

export interface UplineTransferRequest {
  amountMinor: number;
  paymentPassword: string;
  idempotencyKey: string;
}
