// Whole days since registration for the member header (spec account §2: elapsed time floored to days).
const DAY_MS = 86_400_000;

export function daysSince(isoDate: string, now: Date = new Date()): number {
  const elapsed = now.getTime() - new Date(isoDate).getTime();
  return Number.isFinite(elapsed) ? Math.max(0, Math.floor(elapsed / DAY_MS)) : 0;
}
