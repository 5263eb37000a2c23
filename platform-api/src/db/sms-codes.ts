// One-time SMS codes: 6 random digits, stored only as SHA-256 of number and code, valid 5 minutes, single use.
// A new code for a number and purpose invalidates the older ones; 5 wrong guesses burn a code. Rate limits are
// counted from the codes issued (per number and per IP).
import { createHash, randomInt } from 'node:crypto';
import { getRow, run, transaction } from './database.ts';
import type { Db } from './database.ts';
import type { SmsPurpose } from 'shared/contract';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_MAX_WRONG_GUESSES = 5;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Limits on issuing codes: per number and purpose 1 a minute, per number 5 an hour, per IP 10 an hour. The
 * minute counts per purpose so that adding a payout account and then withdrawing to it (two purposes) need not
 * wait a minute in between.
 */
export const SMS_LIMITS = [
  { scope: 'mobile_purpose', windowMs: MINUTE, max: 1 },
  { scope: 'mobile', windowMs: HOUR, max: 5 },
  { scope: 'ip', windowMs: HOUR, max: 10 },
] as const;

const hashCode = (mobile: string, code: string) =>
  createHash('sha256').update(`${mobile}:${code}`, 'utf8').digest('hex');

/** Milliseconds until another code of `purpose` may be sent to this number from this IP, or 0 when it may be now. */
export async function smsRetryAfterMs(
  db: Db,
  mobile: string,
  ip: string,
  now: number,
  purpose: SmsPurpose,
): Promise<number> {
  let wait = 0;
  for (const limit of SMS_LIMITS) {
    const where =
      limit.scope === 'ip'
        ? 'ip = ?'
        : limit.scope === 'mobile'
          ? 'mobile = ?'
          : 'mobile = ? AND purpose = ?';
    const keys = limit.scope === 'ip' ? [ip] : limit.scope === 'mobile' ? [mobile] : [mobile, purpose];
    // The max-th newest code inside the window: once it leaves the window another code may be sent.
    const row = await getRow<{ created_at: number }>(
      db,
      `SELECT created_at FROM sms_codes WHERE ${where} AND created_at > ?
       ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?`,
      ...keys,
      now - limit.windowMs,
      limit.max - 1,
    );
    if (row) wait = Math.max(wait, row.created_at + limit.windowMs - now);
  }
  return wait;
}

/** Issues a code (older live codes of the number and purpose stop working) and returns it with its expiry. */
export async function issueSmsCode(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
  ip: string,
  now: number,
): Promise<{ code: string; expiresAt: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + SMS_CODE_TTL_MS;
  await run(
    db,
    `UPDATE sms_codes SET invalidated_at = ?
     WHERE mobile = ? AND purpose = ? AND used_at IS NULL AND invalidated_at IS NULL`,
    now,
    mobile,
    purpose,
  );
  await run(
    db,
    `INSERT INTO sms_codes (mobile, purpose, code_hash, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
    mobile,
    purpose,
    hashCode(mobile, code),
    ip,
    now,
    expiresAt,
  );
  return { code, expiresAt };
}

export type SmsCheck =
  { ok: true; codeId: number } | { ok: false; code: 'sms.code_invalid' | 'sms.code_expired' };

/**
 * Checks a code against the live (newest, unused, not superseded) code of the number and purpose. It does not
 * use the code up: the caller marks it used with markSmsCodeUsed once the whole request succeeds. A wrong guess
 * is counted, and the code is burned after SMS_MAX_WRONG_GUESSES. The check and the count are one transaction,
 * which the database runs as if no other guess ran in between, so a burst of guesses gets no more tries than
 * guesses one after another; the verdict is returned, not thrown, so a wrong guess is counted even when the caller
 * then refuses the request.
 */
export async function checkSmsCode(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
  now: number,
): Promise<SmsCheck> {
  return await transaction(db, async (): Promise<SmsCheck> => {
    const live = await getRow<{ id: number; code_hash: string; expires_at: number }>(
      db,
      `SELECT id, code_hash, expires_at FROM sms_codes
       WHERE mobile = ? AND purpose = ? AND used_at IS NULL AND invalidated_at IS NULL
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      mobile,
      purpose,
    );
    if (!live) return { ok: false, code: 'sms.code_invalid' };
    if (live.code_hash !== hashCode(mobile, code.trim())) {
      // Counted in the row itself, and only while the code is live: a burned code stays burned.
      await run(
        db,
        `UPDATE sms_codes SET failed_attempts = failed_attempts + 1,
           invalidated_at = CASE WHEN failed_attempts + 1 >= ? THEN ? ELSE invalidated_at END
         WHERE id = ? AND used_at IS NULL AND invalidated_at IS NULL`,
        SMS_MAX_WRONG_GUESSES,
        now,
        live.id,
      );
      return { ok: false, code: 'sms.code_invalid' };
    }
    if (live.expires_at <= now) return { ok: false, code: 'sms.code_expired' };
    return { ok: true, codeId: live.id };
  });
}

/**
 * Uses a code up, only if it is still unused and not superseded; false when another request used it first (or
 * wrong guesses burned it, or a newer code replaced it) since checkSmsCode passed. Call it inside the transaction
 * of the write the code allows, and refuse the request on false, so one code allows one write.
 */
export async function markSmsCodeUsed(db: Db, codeId: number, now: number): Promise<boolean> {
  const { changes } = await run(
    db,
    'UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL AND invalidated_at IS NULL',
    now,
    codeId,
  );
  return changes === 1;
}

/** Whether a code that passed checkSmsCode is still unused and not superseded (re-checked inside a write). */
export async function smsCodeStillLive(db: Db, codeId: number): Promise<boolean> {
  return (
    (await getRow(
      db,
      'SELECT 1 FROM sms_codes WHERE id = ? AND used_at IS NULL AND invalidated_at IS NULL',
      codeId,
    )) !== undefined
  );
}
