// Failed-login bookkeeping and captchas: after repeated failures for a username, or from one IP for any usernames,
// the login demands a captcha; after more failures for a username it locks that username for a while.
// Usernames are lower-cased here so changing letter case does not reset the count.
import { randomBytes, randomInt } from 'node:crypto';
import { allRows, getRow, run } from './database.ts';
import type { Db } from './database.ts';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const FAILURES_BEFORE_CAPTCHA = 3;
/** Failures from one IP (any usernames) within the window after which every login from it needs a captcha. */
export const IP_FAILURES_BEFORE_CAPTCHA = 10;
/** Failures for one username within the window that lock it. */
export const FAILURES_BEFORE_LOCK = 8;
export const LOCK_MS = 15 * 60 * 1000;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Captchas one IP may ask for within CAPTCHA_TTL_MS, whatever the names. */
export const CAPTCHAS_PER_IP = 60;
/** Captchas one name (an account, or a name typed that is no account) may be asked for within CAPTCHA_TTL_MS. */
export const CAPTCHAS_PER_NAME = 5;
/** Keys many players share (the register form's): limited per IP only, so nobody can use them up for all. */
export const SHARED_CAPTCHA_KEYS: readonly string[] = ['register'];
/** Outbox messages (SMS, e-mail, captcha answers) are kept this long. */
export const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;
/** Stale rows are swept at most this often, by the login and captcha routes before their transactions. */
export const PURGE_EVERY_MS = 60 * 1000;

const normalise = (username: string) => username.trim().toLowerCase();

/** Failures within the window that came after the last successful login. */
export async function recentFailures(db: Db, username: string, now: number): Promise<number> {
  const key = normalise(username);
  const since = now - FAILURE_WINDOW_MS;
  const lastSuccess = await getRow<{ at: number | null }>(
    db,
    'SELECT MAX(created_at) AS at FROM login_attempts WHERE username = ? AND success = 1',
    key,
  );
  const from = Math.max(since, lastSuccess?.at ?? 0);
  const row = await getRow<{ n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM login_attempts WHERE username = ? AND success = 0 AND created_at > ?',
    key,
    from,
  );
  return row?.n ?? 0;
}

/** Failed logins from an IP within the window, whatever the username (successes do not reset it). */
export async function recentIpFailures(db: Db, ip: string, now: number): Promise<number> {
  const row = await getRow<{ n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM login_attempts WHERE ip = ? AND success = 0 AND created_at > ?',
    ip,
    now - FAILURE_WINDOW_MS,
  );
  return row?.n ?? 0;
}

/**
 * Milliseconds until the username's lock ends, or 0 when it is not locked. A lock starts at the failure that
 * completes FAILURES_BEFORE_LOCK failures within FAILURE_WINDOW_MS (counting only failures after the last success)
 * and lasts LOCK_MS. Attempts refused because of the lock are not recorded, so hammering does not extend it.
 */
export async function lockRemainingMs(db: Db, username: string, now: number): Promise<number> {
  const key = normalise(username);
  const lastSuccess = await getRow<{ at: number | null }>(
    db,
    'SELECT MAX(created_at) AS at FROM login_attempts WHERE username = ? AND success = 1',
    key,
  );
  const from = Math.max(now - FAILURE_WINDOW_MS - LOCK_MS, lastSuccess?.at ?? 0);
  const times = (
    await allRows<{ created_at: number }>(
      db,
      `SELECT created_at FROM login_attempts WHERE username = ? AND success = 0 AND created_at > ?
     ORDER BY created_at, id`,
      key,
      from,
    )
  ).map((row) => row.created_at);
  let lockedUntil = 0;
  for (let i = FAILURES_BEFORE_LOCK - 1; i < times.length; i += 1) {
    const first = times[i - (FAILURES_BEFORE_LOCK - 1)] ?? 0;
    const last = times[i] ?? 0;
    if (last - first <= FAILURE_WINDOW_MS) lockedUntil = Math.max(lockedUntil, last + LOCK_MS);
  }
  return Math.max(0, lockedUntil - now);
}

export async function recordAttempt(
  db: Db,
  username: string,
  success: boolean,
  ip: string,
  now: number,
): Promise<void> {
  await run(
    db,
    'INSERT INTO login_attempts (username, success, ip, created_at) VALUES (?, ?, ?, ?)',
    normalise(username),
    success ? 1 : 0,
    ip,
    now,
  );
}

/**
 * Milliseconds until the IP, and the name unless many players share it, may have another captcha; 0 when they
 * may now. Counts the captchas issued within CAPTCHA_TTL_MS (older ones have expired).
 */
export async function captchaRetryAfterMs(
  db: Db,
  username: string | null,
  ip: string,
  now: number,
): Promise<number> {
  const since = now - CAPTCHA_TTL_MS;
  const waitFor = (times: number[], limit: number) => {
    const oldest = times.length >= limit ? times[times.length - limit] : undefined;
    return oldest === undefined ? 0 : Math.max(1, oldest + CAPTCHA_TTL_MS - now);
  };
  const timesOf = async (column: 'ip' | 'username', value: string) =>
    (
      await allRows<{ created_at: number }>(
        db,
        `SELECT created_at FROM captchas WHERE ${column} = ? AND created_at > ? ORDER BY created_at`,
        value,
        since,
      )
    ).map((row) => row.created_at);
  const key = username === null ? '' : normalise(username);
  const byName =
    key === '' || SHARED_CAPTCHA_KEYS.includes(key)
      ? 0
      : waitFor(await timesOf('username', key), CAPTCHAS_PER_NAME);
  return Math.max(waitFor(await timesOf('ip', ip), CAPTCHAS_PER_IP), byName);
}

export async function issueCaptcha(
  db: Db,
  username: string | null,
  ip: string,
  now: number,
): Promise<{ id: string; answer: string }> {
  const id = randomBytes(12).toString('hex');
  const answer = String(randomInt(0, 10000)).padStart(4, '0');
  await run(
    db,
    'INSERT INTO captchas (id, username, answer, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    id,
    username === null ? null : normalise(username),
    answer,
    ip,
    now,
    now + CAPTCHA_TTL_MS,
  );
  return { id, answer };
}

/**
 * Checks an answer against the unexpired, unused captchas of the username: the one it matches is used up; a
 * wrong answer uses up the newest, so each captcha takes one guess. A newer captcha asked for the same name (by
 * anyone) therefore does not void the one the player is looking at.
 */
export async function consumeCaptcha(
  db: Db,
  username: string,
  answer: string,
  now: number,
): Promise<boolean> {
  return await consumeCaptchaOfAny(db, [username], answer, now);
}

/**
 * The same for several keys (registration accepts the captcha issued for the name being registered or for the
 * key 'register'): for each key, a live captcha the answer matches is used up, else its newest live one.
 */
export async function consumeCaptchaOfAny(
  db: Db,
  keys: readonly string[],
  answer: string,
  now: number,
): Promise<boolean> {
  const given = answer.trim();
  let passed = false;
  for (const key of new Set(keys.map(normalise))) {
    if (key === '') continue;
    const live = await allRows<{ id: string; answer: string }>(
      db,
      `SELECT id, answer FROM captchas WHERE username = ? AND used_at IS NULL AND expires_at > ?
       ORDER BY created_at DESC, seq DESC`,
      key,
      now,
    );
    const matching = passed || given === '' ? undefined : live.find((captcha) => captcha.answer === given);
    const spent = matching ?? live[0];
    if (!spent) continue;
    // Used up only if no other request used it since it was read: one captcha lets one request through.
    const { changes } = await run(
      db,
      'UPDATE captchas SET used_at = ? WHERE id = ? AND used_at IS NULL',
      now,
      spent.id,
    );
    if (matching && changes === 1) passed = true;
  }
  return passed;
}

const lastPurge = new WeakMap<Db, number>();

/**
 * Deletes expired captchas, outbox messages older than OUTBOX_KEEP_MS and login attempts too old to count
 * towards any captcha or lock (FAILURE_WINDOW_MS + LOCK_MS). Runs at most every PURGE_EVERY_MS per database. Call it
 * outside a transaction: a retried or rolled-back transaction would undo the deletes but not the time kept here.
 */
export async function purgeStaleRows(db: Db, now: number): Promise<void> {
  const last = lastPurge.get(db);
  if (last !== undefined && now >= last && now - last < PURGE_EVERY_MS) return;
  lastPurge.set(db, now);
  await run(db, 'DELETE FROM captchas WHERE expires_at <= ?', now);
  await run(db, 'DELETE FROM outbox WHERE created_at < ?', now - OUTBOX_KEEP_MS);
  await run(db, 'DELETE FROM login_attempts WHERE created_at <= ?', now - FAILURE_WINDOW_MS - LOCK_MS);
}

export async function resetLoginAttempts(db: Db): Promise<void> {
  await run(db, 'DELETE FROM login_attempts');
}
