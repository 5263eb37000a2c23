// VIP figures of the member header and the benefits page, from the rank progress (spec account §3).
import type { RankProgress } from 'shared';

/** VIP progress in [0, 1]: completed / expected conditions, and 1 when the member has no rank label. */
export function vipProgress(rank: RankProgress | null | undefined): number {
  if (!rank) return 0;
  if (!rank.playerRankProgress.labelId) return 1;
  const { completedConditions, totalExpectedConditions } = rank.currentProgress;
  // Nothing expected means nothing left to do for this level.
  if (!(totalExpectedConditions > 0)) return 1;
  return Math.min(1, Math.max(0, completedConditions / totalExpectedConditions));
}

/** The VIP levels the benefits page describes (VIP 1 to VIP 6). */
export const VIP_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type VipLevel = (typeof VIP_LEVELS)[number];

/** The level number in a label such as 'VIP3' or 'vip-3'; 0 without a label or a number. */
export function vipLevelOf(labelId: string | null | undefined): number {
  const match = labelId ? /(\d+)\s*$/.exec(labelId) : null;
  return match ? Number(match[1]) : 0;
}
