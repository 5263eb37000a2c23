// Failed-login bookkeeping and captchas: after repeated failures for a username the login demands a captcha.
// Usernames are lower-cased here so changing letter case does not reset the count.
import { randomBytes, randomInt } from 'node:crypto';
import { getRow, run } from './database.ts';
import type { Db } from './database.ts';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const FAILURES_BEFORE_CAPTCHA = 3;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

const normalise = (username: string) => username.trim().toLowerCase();

/** Failures within the window that came after the last successful login. */
export function recentFailures(db: Db, username: string, now: number): number {
  const key = normalise(username);
  const since = now - FAILURE_WINDOW_MS;
  const lastSuccess = getRow<{ at: number | null }>(
    db,
    'SELECT MAX(created_at) AS at FROM login_attempts WHERE username = ? AND success = 1',
    key,
  );
  const from = Math.max(since, lastSuccess?.at ?? 0);
  const row = getRow<{ n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM login_attempts WHERE username = ? AND success = 0 AND created_at > ?',
    key,
    from,
  );
  return row?.n ?? 0;
}

export function recordAttempt(db: Db, username: string, success: boolean, ip: string, now: number): void {
  run(
    db,
    'INSERT INTO login_attempts (username, success, ip, created_at) VALUES (?, ?, ?, ?)',
    normalise(username),
    success ? 1 : 0,
    ip,
    now,
  );
}

export function issueCaptcha(db: Db, username: string | null, now: number): { id: string; answer: string } {
  const id = randomBytes(12).toString('hex');
  const answer = String(randomInt(0, 10000)).padStart(4, '0');
  run(
    db,
    'INSERT INTO captchas (id, username, answer, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    id,
    username === null ? null : normalise(username),
    answer,
    now,
    now + CAPTCHA_TTL_MS,
  );
  return { id, answer };
}

/**
 * Checks an answer against the newest unexpired captcha of the username and uses that captcha up either way,
 * so one captcha cannot be guessed at repeatedly.
 */
export function consumeCaptcha(db: Db, username: string, answer: string, now: number): boolean {
  const captcha = getRow<{ id: string; answer: string }>(
    db,
    `SELECT id, answer FROM captchas WHERE username = ? AND used_at IS NULL AND expires_at > ?
     ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    normalise(username),
    now,
  );
  if (!captcha) return false;
  run(db, 'UPDATE captchas SET used_at = ? WHERE id = ?', now, captcha.id);
  return captcha.answer === answer.trim();
}

export function resetLoginAttempts(db: Db): void {
  run(db, 'DELETE FROM login_attempts');
}
