// Account record (ledger), betting record, profit and loss, and VIP rank progress. Every record query takes a
// RecordQuery (Asia/Dhaka days), is paged, newest first, and only ever reads the caller's own rows.
import { Type } from 'typebox';
import { LEDGER_KINDS, MONEY_PATHS } from 'shared/contract';
import { ok } from '../lib/envelope.ts';
import { iso, paged, rangeOf, rowPageOf } from '../lib/record-query.ts';
import { RecordQuerySchema, recordQuery } from '../lib/schemas.ts';
import { toLedgerEntry, totalValidBet } from '../db/activity.ts';
import {
  betTotalsByGameType,
  listBets,
  listLedger,
  sumBets,
  sumLedger,
  sumLedgerKinds,
} from '../db/records.ts';
import { requireMember } from '../plugins/auth.ts';
import { settleDueDeposits } from './money-common.ts';
import type {
  BetRecord,
  LedgerEntry,
  LedgerKind,
  Paged,
  ProfitAndLoss,
  RankProgress,
  RecordTotals,
} from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';
import type { BetRow } from '../db/records.ts';

/** VIP levels by total valid bet: VIP1 from ৳10,000, VIP2 from ৳50,000, VIP3 from ৳200,000. */
export const VIP_LEVELS = [
  { labelId: 'VIP1', thresholdMinor: 1_000_000 },
  { labelId: 'VIP2', thresholdMinor: 5_000_000 },
  { labelId: 'VIP3', thresholdMinor: 20_000_000 },
] as const;

/** Rank progress in whole taka: completed (capped at the target) out of the next level's threshold. */
export function rankProgressOf(totalBetMinor: number): RankProgress {
  const reached = VIP_LEVELS.filter((level) => totalBetMinor >= level.thresholdMinor);
  const current = reached[reached.length - 1];
  const next = VIP_LEVELS[reached.length] ?? VIP_LEVELS[2];
  const expected = next.thresholdMinor / 100;
  return {
    currentProgress: {
      completedConditions: Math.min(Math.floor(totalBetMinor / 100), expected),
      totalExpectedConditions: expected,
    },
    playerRankProgress: { labelId: current?.labelId ?? null },
  };
}

const toBetRecord = (row: BetRow): BetRecord => ({
  id: row.id,
  gameName: row.game_name,
  vendor: row.vendor,
  gameType: row.game_type,
  betMinor: row.bet_minor,
  winMinor: row.win_minor,
  profitMinor: row.win_minor - row.bet_minor,
  settledAt: iso(row.settled_at),
});

const totals = (inMinor: number, outMinor: number): RecordTotals => ({
  inMinor,
  outMinor,
  netMinor: inMinor - outMinor,
});

export function registerRecordRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    MONEY_PATHS.transactions,
    {
      schema: {
        summary: "A page of the member's account transactions with totals",
        querystring: recordQuery({ kind: Type.Optional(Type.Enum(LEDGER_KINDS)) }),
      },
    },
    async (request) => {
      const member = await requireMember(ctx, request);
      await settleDueDeposits(ctx, member.id);
      const query = request.query;
      const range = rangeOf(query, ctx.now());
      const kind = query.kind ?? null;
      const sums = await sumLedger(db, member.id, range, kind);
      const rows = await listLedger(db, member.id, range, kind, rowPageOf(query));
      const value: Paged<LedgerEntry> & { totals: RecordTotals } = {
        ...paged(rows.map(toLedgerEntry), sums.n, query),
        totals: totals(sums.inMinor, sums.outMinor),
      };
      return ok(value);
    },
  );

  app.get(
    MONEY_PATHS.betRecords,
    {
      schema: {
        summary: "A page of the member's bets with totals",
        querystring: recordQuery({ gameType: Type.Optional(Type.String({ pattern: '^[A-Z_]{1,20}$' })) }),
      },
    },
    async (request) => {
      const member = await requireMember(ctx, request);
      const query = request.query;
      const range = rangeOf(query, ctx.now());
      const gameType = query.gameType ?? null;
      const sums = await sumBets(db, member.id, range, gameType);
      const rows = await listBets(db, member.id, range, gameType, rowPageOf(query));
      const value: Paged<BetRecord> & { totals: RecordTotals } = {
        ...paged(rows.map(toBetRecord), sums.n, query),
        totals: totals(sums.winMinor, sums.betMinor),
      };
      return ok(value);
    },
  );

  app.get(
    MONEY_PATHS.profitAndLoss,
    { schema: { summary: "The member's profit and loss over a date range", querystring: RecordQuerySchema } },
    async (request) => {
      const member = await requireMember(ctx, request);
      await settleDueDeposits(ctx, member.id);
      const range = rangeOf(request.query, ctx.now());
      const byGameType = await betTotalsByGameType(db, member.id, range);
      const sumOf = async (kinds: LedgerKind[]) => await sumLedgerKinds(db, member.id, range, kinds);
      const betMinor = byGameType.reduce((sum, row) => sum + row.betMinor, 0);
      const profitMinor = byGameType.reduce((sum, row) => sum + row.profitMinor, 0);
      const value: ProfitAndLoss = {
        betMinor,
        winMinor: betMinor + profitMinor,
        profitMinor,
        depositMinor: await sumOf(['deposit']),
        // Withdrawals net of refunds of rejected ones, as a positive amount.
        withdrawMinor: 0 - (await sumOf(['withdraw', 'withdraw_refund'])),
        rewardMinor: await sumOf(['reward', 'deposit_bonus']),
        rebateMinor: await sumOf(['rebate']),
        byGameType,
      };
      return ok(value);
    },
  );

  app.get(
    MONEY_PATHS.rankProgress,
    { schema: { summary: "The member's rank and progress to the next" } },
    async (request) => {
      const member = await requireMember(ctx, request);
      return ok(rankProgressOf(await totalValidBet(db, member.id)));
    },
  );
}
