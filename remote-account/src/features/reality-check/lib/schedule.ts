// When the reality check is due. The first one comes one interval after the session began; each answer (Continue,
// View history, Sign out) starts another full interval. The answer is remembered in session storage with the
// session's start, so a reload neither repeats a check just answered nor skips one that fell due meanwhile.
import { readJson, writeJson } from 'shared';

export const ANSWERED_STORAGE_KEY = 'mc.account.realityCheck';

/** The last answer: the session (by its start) and its elapsed seconds at that moment. */
export interface RealityCheckAnswer {
  startedAt: string;
  seconds: number;
}

/** Epoch ms of the next check, or null when the check is off (interval 0). */
export function nextCheckAt(
  startMs: number,
  intervalSeconds: number,
  answeredAtSeconds: number | null,
): number | null {
  if (intervalSeconds <= 0) return null;
  return startMs + ((answeredAtSeconds ?? 0) + intervalSeconds) * 1000;
}

export function readAnswer(): RealityCheckAnswer | null {
  const stored = readJson<Partial<RealityCheckAnswer>>('session', ANSWERED_STORAGE_KEY);
  return typeof stored?.startedAt === 'string' && typeof stored.seconds === 'number'
    ? { startedAt: stored.startedAt, seconds: stored.seconds }
    : null;
}

export function writeAnswer(answer: RealityCheckAnswer): void {
  writeJson('session', ANSWERED_STORAGE_KEY, answer);
}
