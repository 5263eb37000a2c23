// Agent contract offers (daily salary, dividend, hourly salary). The contract-dividend call reports, per kind,
// the requirement of the newest offer still awaiting the agent, so the site can prompt the agent to review it.
import { getRow } from './database.ts';
import type { Db } from './database.ts';
import type { ContractDividendValue } from 'shared/contract';

export type ContractKind = 'daily_salary' | 'dividend' | 'hourly_salary';

function pendingRequirement(db: Db, memberId: number, kind: ContractKind): string {
  return (
    getRow<{ requirement: string }>(
      db,
      `SELECT requirement FROM contracts WHERE member_id = ? AND kind = ? AND status = 'offered'
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      memberId,
      kind,
    )?.requirement ?? ''
  );
}

export function contractDividendFor(db: Db, memberId: number): ContractDividendValue {
  return {
    dailysalreqtype: pendingRequirement(db, memberId, 'daily_salary'),
    divtypecompperiodreq: pendingRequirement(db, memberId, 'dividend'),
    contracthoursalreq: pendingRequirement(db, memberId, 'hourly_salary'),
  };
}
