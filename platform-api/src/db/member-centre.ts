// The member centre's queries: rewards, the referral link and the members it invited, mail, feedback and rebate
// records. Money-moving steps (claiming a reward, paying a rebate) are in activity.ts.
import { allRows, getRow, run } from './database.ts';
import type { Db, RowPage } from './database.ts';
import type { MsRange } from './agency.ts';
import type { RewardRow } from './activity.ts';
import type { RebateRecord } from 'shared/contract';

export function listRewards(db: Db, memberId: number): RewardRow[] {
  return allRows<RewardRow>(
    db,
    'SELECT * FROM rewards WHERE member_id = ? ORDER BY created_at DESC, id DESC',
    memberId,
  );
}

/** Rewards stored as claimable (some may have expired since: see effectiveStatus). */
export function listClaimableRewards(db: Db, memberId: number): RewardRow[] {
  return allRows<RewardRow>(
    db,
    "SELECT * FROM rewards WHERE member_id = ? AND status = 'claimable'",
    memberId,
  );
}

/** The member's own live referral code (any domain), the oldest first. */
export function findReferralCode(db: Db, memberId: number): string | undefined {
  return getRow<{ code: string }>(
    db,
    `SELECT code FROM affiliate_links WHERE owner_id = ? AND status = 'active' AND domain = ''
     ORDER BY created_at, id LIMIT 1`,
    memberId,
  )?.code;
}

export interface InvitedRow {
  account: string;
  reg_date: number;
  /** 1 when the member has deposited. */
  deposited: number;
}

/** The members registered under this one, newest first. */
export function listInvited(db: Db, memberId: number): InvitedRow[] {
  return allRows<InvitedRow>(
    db,
    `SELECT m.account, m.reg_date,
       CASE WHEN EXISTS (SELECT 1 FROM ledger l WHERE l.member_id = m.id AND l.kind = 'deposit') THEN 1 ELSE 0 END
       AS deposited FROM members m WHERE m.parent_id = ? ORDER BY m.reg_date DESC, m.id DESC`,
    memberId,
  );
}

export interface MailRow {
  id: number;
  title: string;
  body: string;
  read_at: number | null;
  created_at: number;
}

export function countMail(db: Db, memberId: number): number {
  return (
    getRow<{ n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM mail WHERE member_id = ? AND deleted_at IS NULL',
      memberId,
    )?.n ?? 0
  );
}

export function listMail(db: Db, memberId: number, page: RowPage): MailRow[] {
  return allRows<MailRow>(
    db,
    `SELECT * FROM mail WHERE member_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, id DESC
     LIMIT ? OFFSET ?`,
    memberId,
    page.limit,
    page.offset,
  );
}

export function countUnreadMail(db: Db, memberId: number): number {
  return (
    getRow<{ n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM mail WHERE member_id = ? AND deleted_at IS NULL AND read_at IS NULL',
      memberId,
    )?.n ?? 0
  );
}

/** Whether the message is the member's and not deleted. */
export function isOwnMail(db: Db, memberId: number, id: number): boolean {
  return (
    getRow(db, 'SELECT 1 FROM mail WHERE id = ? AND member_id = ? AND deleted_at IS NULL', id, memberId) !==
    undefined
  );
}

/** Marks a message read; a message read before keeps its first read time. */
export function markMailRead(db: Db, id: number, at: number): void {
  run(db, 'UPDATE mail SET read_at = ? WHERE id = ? AND read_at IS NULL', at, id);
}

/** Soft delete. */
export function deleteMail(db: Db, id: number, at: number): void {
  run(db, 'UPDATE mail SET deleted_at = ? WHERE id = ?', at, id);
}

export function countFeedbackSince(db: Db, memberId: number, since: number): number {
  return (
    getRow<{ n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM feedback WHERE member_id = ? AND created_at >= ?',
      memberId,
      since,
    )?.n ?? 0
  );
}

export function insertFeedback(
  db: Db,
  feedback: { memberId: number; category: string; content: string; wordCount: number; at: number },
): void {
  run(
    db,
    'INSERT INTO feedback (member_id, category, content, word_count, created_at) VALUES (?, ?, ?, ?, ?)',
    feedback.memberId,
    feedback.category,
    feedback.content,
    feedback.wordCount,
    feedback.at,
  );
}

/** The ledger row of the rebate paid earlier under this idempotency key. */
export function findRebateLedgerId(db: Db, memberId: number, idempotencyKey: string): number | undefined {
  return getRow<{ ledger_id: number }>(
    db,
    'SELECT ledger_id FROM rebates WHERE member_id = ? AND idempotency_key = ?',
    memberId,
    idempotencyKey,
  )?.ledger_id;
}

export interface RebateRow {
  id: number;
  amount_minor: number;
  kind: RebateRecord['kind'];
  created_at: number;
}

const REBATES_IN_RANGE = 'member_id = ? AND created_at >= ? AND created_at < ?';

export function countRebates(db: Db, memberId: number, range: MsRange): number {
  return (
    getRow<{ n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM rebates WHERE ${REBATES_IN_RANGE}`,
      memberId,
      range.startMs,
      range.endMs,
    )?.n ?? 0
  );
}

/** The member's rebates in the range, newest first. */
export function listRebates(db: Db, memberId: number, range: MsRange, page: RowPage): RebateRow[] {
  return allRows<RebateRow>(
    db,
    `SELECT id, amount_minor, kind, created_at FROM rebates WHERE ${REBATES_IN_RANGE}
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    memberId,
    range.startMs,
    range.endMs,
    page.limit,
    page.offset,
  );
}
