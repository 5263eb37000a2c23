// Account creation and recovery bookkeeping: affiliate links (lookup, fresh codes), new members (registered and trial), password-reset
// tokens and e-mail recovery requests. Callers wrap the writes of one request in a transaction.
import { randomBytes } from 'node:crypto';
import { allRows, getRow, run } from './database.ts';
import type { Db } from './database.ts';

export interface AffiliateLink {
  id: number;
  code: string;
  owner_id: number;
}

/**
 * An active affiliate link by code (case-insensitive) whose owner is an active member. A link bound to a domain
 * is valid only for that domain (case-insensitive); a link without one is valid for any domain.
 */
export async function findAffiliateLink(
  db: Db,
  code: string,
  domain: string,
): Promise<AffiliateLink | undefined> {
  return await getRow<AffiliateLink>(
    db,
    `SELECT l.id, l.code, l.owner_id FROM affiliate_links l JOIN members m ON m.id = l.owner_id
     WHERE lower(l.code) = lower(?) AND l.status = 'active' AND m.status = 'active'
       AND (l.domain = '' OR lower(l.domain) = lower(?))`,
    code.trim(),
    domain.trim(),
  );
}

/**
 * A code no affiliate link has yet: `<STEM><suffix>` when a suffix is given and free, else up to 6 letters/digits
 * of the account followed by 6 random hex digits (at most 12 characters, the registration field's limit).
 */
export async function uniqueAffiliateCode(db: Db, account: string, suffix?: string): Promise<string> {
  const stem = account
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 9);
  const random = () => `${stem.slice(0, 6)}${randomBytes(3).toString('hex').toUpperCase()}`;
  let candidate = suffix === undefined ? random() : `${stem}${suffix}`;
  while (await getRow(db, 'SELECT 1 FROM affiliate_links WHERE lower(code) = lower(?)', candidate))
    candidate = random();
  return candidate;
}

export async function insertAffiliateLink(
  db: Db,
  link: { code: string; ownerId: number; domain: string; rebateRates: object; at: number },
): Promise<number> {
  return (await getRow<{ id: number }>(
    db,
    'INSERT INTO affiliate_links (code, owner_id, domain, created_at, rebate_rates) VALUES (?, ?, ?, ?, ?) RETURNING id',
    link.code,
    link.ownerId,
    link.domain,
    link.at,
    JSON.stringify(link.rebateRates),
  ))!.id;
}

export interface NewMember {
  account: string;
  passwordHash: string;
  type: number;
  nickname: string;
  email: string;
  mobile: string | null;
  countryDialingCode: string;
  birthday: string;
  payeeName: string;
  paymentPasswordHash: string | null;
  /** Less used contact fields (idNumber, qqNum, facebook, …), kept as JSON. */
  profile: Record<string, string>;
  registerMethod: string;
  registerUrl: string;
  domain: string;
  registerIp: string;
  parentId: number | null;
  affiliateLinkId: number | null;
  at: number;
}

export async function insertMember(db: Db, member: NewMember): Promise<number> {
  return (await getRow<{ id: number }>(
    db,
    `INSERT INTO members (account, password_hash, nickname, type, reg_date, to_upline, parent_id, status, email,
       mobile, country_dialing_code, birthday, payee_name, payment_password_hash, profile, register_method,
       register_url, domain, register_ip, affiliate_link_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    member.account,
    member.passwordHash,
    member.nickname,
    member.type,
    member.at,
    member.parentId === null ? 0 : 1,
    member.parentId,
    member.email,
    member.mobile,
    member.countryDialingCode,
    member.birthday,
    member.payeeName,
    member.paymentPasswordHash,
    JSON.stringify(member.profile),
    member.registerMethod,
    member.registerUrl,
    member.domain,
    member.registerIp,
    member.affiliateLinkId,
  ))!.id;
}

export async function createEmptyWallet(db: Db, memberId: number, currency: string): Promise<void> {
  await run(
    db,
    'INSERT INTO wallets (member_id, currency, balance_minor) VALUES (?, ?, 0)',
    memberId,
    currency,
  );
}

/** Trial members created from an IP since `since`, oldest first (for the per-IP limit). */
export async function trialCreatedAtFromIp(db: Db, ip: string, since: number): Promise<number[]> {
  return (
    await allRows<{ at: number }>(
      db,
      'SELECT reg_date AS at FROM members WHERE register_ip = ? AND type = 4 AND reg_date > ? ORDER BY reg_date',
      ip,
      since,
    )
  ).map((row) => row.at);
}

/** A new reset link for the member; it voids every link of the member still open (only the newest works). */
export async function insertPasswordReset(
  db: Db,
  tokenHash: string,
  memberId: number,
  now: number,
  expiresAt: number,
): Promise<void> {
  await voidPasswordResets(db, memberId, now);
  await run(
    db,
    'INSERT INTO password_resets (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    tokenHash,
    memberId,
    now,
    expiresAt,
  );
}

/**
 * Voids the member's open reset links: a newer link, a password change and a change of a recovery channel each
 * make every link sent before useless, whatever time it has left.
 */
export async function voidPasswordResets(db: Db, memberId: number, now: number): Promise<void> {
  await run(
    db,
    'UPDATE password_resets SET voided_at = ? WHERE member_id = ? AND used_at IS NULL AND voided_at IS NULL',
    now,
    memberId,
  );
}

export interface PasswordResetRow {
  id: number;
  member_id: number;
  expires_at: number;
  used_at: number | null;
  voided_at: number | null;
}

export async function findPasswordReset(db: Db, tokenHash: string): Promise<PasswordResetRow | undefined> {
  return await getRow<PasswordResetRow>(
    db,
    'SELECT id, member_id, expires_at, used_at, voided_at FROM password_resets WHERE token_hash = ?',
    tokenHash,
  );
}

/** Uses a reset token up; false when it was used or voided already (by a request that ran meanwhile). */
export async function usePasswordReset(db: Db, id: number, now: number): Promise<boolean> {
  return (
    (
      await run(
        db,
        'UPDATE password_resets SET used_at = ? WHERE id = ? AND used_at IS NULL AND voided_at IS NULL',
        now,
        id,
      )
    ).changes === 1
  );
}

/** E-mail recovery requests for a username (case-insensitive) since `since`, oldest first. */
export async function recoveryRequestTimes(db: Db, username: string, since: number): Promise<number[]> {
  return (
    await allRows<{ at: number }>(
      db,
      'SELECT created_at AS at FROM recovery_requests WHERE username = ? AND created_at > ? ORDER BY created_at',
      username.toLowerCase(),
      since,
    )
  ).map((row) => row.at);
}

export async function recordRecoveryRequest(
  db: Db,
  username: string,
  ip: string,
  success: boolean,
  now: number,
): Promise<void> {
  await run(
    db,
    'INSERT INTO recovery_requests (username, ip, success, created_at) VALUES (?, ?, ?, ?)',
    username.toLowerCase(),
    ip,
    success ? 1 : 0,
    now,
  );
}
