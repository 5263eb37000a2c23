// Player rebates (FUNDTRANS3): the manual-rebate summary and its idempotent claim, and the rebate report.
import {
  api,
  type DatePreset,
  type LedgerEntry,
  MONEY_PATHS,
  type Paged,
  type RebateRecord,
  type RebateSummary,
} from 'shared';

export const REBATE_PAGE_SIZE = 20;

export function fetchRebateSummary(): Promise<RebateSummary> {
  return api.get<RebateSummary>(MONEY_PATHS.manualRebate, { moduleId: 'FUNDTRANS3' });
}

export function claimManualRebate(idempotencyKey: string): Promise<LedgerEntry> {
  return api.post<LedgerEntry>(MONEY_PATHS.manualRebate, { idempotencyKey }, { moduleId: 'FUNDTRANS3' });
}

export function fetchRebateReport(preset: DatePreset, page: number): Promise<Paged<RebateRecord>> {
  return api.get<Paged<RebateRecord>>(MONEY_PATHS.rebateReport, {
    moduleId: 'FUNDTRANS3',
    query: { preset, page, pageSize: REBATE_PAGE_SIZE },
  });
}
