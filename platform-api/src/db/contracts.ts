// Agent contracts (daily salary, dividend, hourly salary): offers with tiers, the agent's one-time decision, the
// earnings of each settlement period, and the contract-dividend call, which reports per kind the requirement of
// the newest offer still awaiting the agent so the site can prompt the agent to review it.
import { ApiError } from '../lib/envelope.ts';
import { nextSettlementStart, SETTLEMENT_OF } from '../lib/settlement.ts';
import { allRows, getRow, run, transaction } from './database.ts';
import type { Db } from './database.ts';
import type {
  AgentContract,
  AgentContractKind,
  AgentContractStatus,
  ContractDividendValue,
  ContractEarning,
  ContractTier,
} from 'shared/contract';

export type ContractKind = AgentContractKind;

export interface ContractRow {
  id: number;
  member_id: number;
  kind: ContractKind;
  requirement: string;
  settlement: string;
  tiers: string;
  status: AgentContractStatus;
  effective_from: number | null;
  effective_to: number | null;
  created_at: number;
  decided_at: number | null;
}

async function pendingRequirement(db: Db, memberId: number, kind: ContractKind): Promise<string> {
  return (
    (
      await getRow<{ requirement: string }>(
        db,
        `SELECT requirement FROM contracts WHERE member_id = ? AND kind = ? AND status = 'offered'
       ORDER BY created_at DESC, id DESC LIMIT 1`,
        memberId,
        kind,
      )
    )?.requirement ?? ''
  );
}

export async function contractDividendFor(db: Db, memberId: number): Promise<ContractDividendValue> {
  return {
    dailysalreqtype: await pendingRequirement(db, memberId, 'daily_salary'),
    divtypecompperiodreq: await pendingRequirement(db, memberId, 'dividend'),
    contracthoursalreq: await pendingRequirement(db, memberId, 'hourly_salary'),
  };
}

export interface NewContract {
  memberId: number;
  kind: ContractKind;
  requirement: string;
  tiers: ContractTier[];
  status: 'offered' | 'active' | 'rejected';
  offeredAt: number;
  decidedAt?: number;
}

/** Stores a contract; an active one starts at the settlement start after its decision. */
export async function insertContract(db: Db, contract: NewContract): Promise<number> {
  const decidedAt = contract.status === 'offered' ? null : (contract.decidedAt ?? contract.offeredAt);
  return (await getRow<{ id: number }>(
    db,
    `INSERT INTO contracts (member_id, kind, requirement, settlement, tiers, status, effective_from, created_at,
       decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    contract.memberId,
    contract.kind,
    contract.requirement,
    SETTLEMENT_OF[contract.kind],
    JSON.stringify(contract.tiers),
    contract.status,
    contract.status === 'active' && decidedAt !== null ? nextSettlementStart(contract.kind, decidedAt) : null,
    contract.offeredAt,
    decidedAt,
  ))!.id;
}

/** Active contracts without a start (rows migrated from 'accepted'): the settlement start after their decision. */
export async function backfillContractStarts(db: Db): Promise<void> {
  const rows = await allRows<{ id: number; kind: ContractKind; at: number }>(
    db,
    `SELECT id, kind, COALESCE(decided_at, created_at) AS at FROM contracts
     WHERE status = 'active' AND effective_from IS NULL`,
  );
  for (const row of rows) {
    await run(
      db,
      'UPDATE contracts SET effective_from = ? WHERE id = ?',
      nextSettlementStart(row.kind, row.at),
      row.id,
    );
  }
}

export async function insertEarning(
  db: Db,
  contractId: number,
  earning: { periodStart: number; periodEnd: number; tier: number; amountMinor: number },
): Promise<void> {
  await run(
    db,
    `INSERT INTO contract_earnings (contract_id, period_start, period_end, tier, amount_minor, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    contractId,
    earning.periodStart,
    earning.periodEnd,
    earning.tier,
    earning.amountMinor,
    earning.periodEnd,
  );
}

function parseTiers(json: string): ContractTier[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as ContractTier[]) : [];
  } catch {
    return [];
  }
}

const iso = (at: number) => new Date(at).toISOString();

/** An active contract whose end has passed reads as ended. */
const statusAt = (row: ContractRow, now: number): AgentContractStatus =>
  row.status === 'active' && row.effective_to !== null && row.effective_to <= now ? 'ended' : row.status;

/**
 * The contract as the agent sees it. An offer's effectiveFrom is when it would start if accepted now; a rejected
 * one's is when it would have started had it been accepted at its decision.
 */
export async function toAgentContract(db: Db, row: ContractRow, now: number): Promise<AgentContract> {
  const earnings = (
    await allRows<{ period_start: number; period_end: number; tier: number; amount_minor: number }>(
      db,
      `SELECT period_start, period_end, tier, amount_minor FROM contract_earnings WHERE contract_id = ?
     ORDER BY period_start DESC, id DESC`,
      row.id,
    )
  ).map((earning): ContractEarning => ({
    periodStart: iso(earning.period_start),
    periodEnd: iso(earning.period_end),
    tier: earning.tier,
    amountMinor: earning.amount_minor,
  }));
  const effectiveFrom =
    row.effective_from ??
    nextSettlementStart(row.kind, row.status === 'offered' ? now : (row.decided_at ?? now));
  return {
    id: row.id,
    kind: row.kind,
    status: statusAt(row, now),
    settlement: row.settlement,
    tiers: parseTiers(row.tiers),
    effectiveFrom: iso(effectiveFrom),
    effectiveTo: row.effective_to === null ? null : iso(row.effective_to),
    offeredAt: iso(row.created_at),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    earnings,
    totalEarnedMinor: earnings.reduce((sum, earning) => sum + earning.amountMinor, 0),
  };
}

/** The member's contracts of every kind, newest offer first. */
export async function listContracts(db: Db, memberId: number, now: number): Promise<AgentContract[]> {
  const rows = await allRows<ContractRow>(
    db,
    'SELECT * FROM contracts WHERE member_id = ? ORDER BY created_at DESC, id DESC',
    memberId,
  );
  const contracts: AgentContract[] = [];
  for (const row of rows) contracts.push(await toAgentContract(db, row, now));
  return contracts;
}

export async function findOwnContract(
  db: Db,
  memberId: number,
  id: number,
): Promise<ContractRow | undefined> {
  return await getRow<ContractRow>(
    db,
    'SELECT * FROM contracts WHERE id = ? AND member_id = ?',
    id,
    memberId,
  );
}

/**
 * Decides an offer once: 409 agent.contract_decided unless it is still 'offered' when the transaction reads it, so
 * of two decisions sent at once one stands. Accepting makes it active from the next settlement start and ends the
 * member's active contract of the same kind at that moment, in the same transaction.
 */
export async function decideContract(
  db: Db,
  row: ContractRow,
  decision: 'accept' | 'reject',
  now: number,
): Promise<ContractRow> {
  return await transaction(db, async () => {
    const current = await getRow<{ status: string }>(db, 'SELECT status FROM contracts WHERE id = ?', row.id);
    if (current?.status !== 'offered') {
      throw new ApiError('agent.contract_decided', `The contract is already ${current?.status ?? 'gone'}`);
    }
    if (decision === 'reject') {
      await run(db, "UPDATE contracts SET status = 'rejected', decided_at = ? WHERE id = ?", now, row.id);
    } else {
      const start = nextSettlementStart(row.kind, now);
      await run(
        db,
        `UPDATE contracts SET effective_to = ? WHERE member_id = ? AND kind = ? AND status = 'active'
           AND id <> ? AND (effective_to IS NULL OR effective_to > ?)`,
        start,
        row.member_id,
        row.kind,
        row.id,
        start,
      );
      await run(
        db,
        "UPDATE contracts SET status = 'active', decided_at = ?, effective_from = ? WHERE id = ?",
        now,
        start,
        row.id,
      );
    }
    const after = await getRow<ContractRow>(db, 'SELECT * FROM contracts WHERE id = ?', row.id);
    if (!after) throw new Error('contract vanished');
    return after;
  });
}
