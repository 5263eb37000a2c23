// The member centre's queries: rewards, the referral link and the members it invited, mail, feedback and rebate
// records. Money-moving steps (claiming a reward, paying a rebate) are in activity.ts.
import { allRows, getRow, run } from './database.ts';
import type { Db, RowPage } from './database.ts';
import type { MsRange } from './agency.ts';
import type { RewardRow } from './activity.ts';
import type { RebateRecord } from 'shared/contract';

export async function listRewards(db: Db, memberId: number): Promise<RewardRow[]> {
  return await allRows<RewardRow>(
    db,
    'SELECT * FROM rewards WHERE member_id = ? ORDER BY created_at DESC, id DESC',
    memberId,
  );
}

/** Rewards stored as claimable (some may have expired since: see effectiveStatus). */
export async function listClaimableRewards(db: Db, memberId: number): Promise<RewardRow[]> {
  return await allRows<RewardRow>(
    db,
    "SELECT * FROM rewards WHERE member_id = ? AND status = 'claimable'",
    memberId,
  );
}

/** The member's own live referral code (any domain), the oldest first. */
export async function findReferralCode(db: Db, memberId: number): Promise<string | undefined> {
  return (
    await getRow<{ code: string }>(
      db,
      `SELECT code FROM affiliate_links WHERE owner_id = ? AND status = 'active' AND domain = ''
     ORDER BY created_at, id LIMIT 1`,
      memberId,
    )
  )?.code;
}

export interface InvitedRow {
  account: string;
  reg_date: number;
  /** 1 when the member has deposited. */
  deposited: number;
}

/** The members registered under this one, newest first. */
export async function listInvited(db: Db, memberId: number): Promise<InvitedRow[]> {
  return await allRows<InvitedRow>(
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

export async function countMail(db: Db, memberId: number): Promise<number> {
  return (
    (
      await getRow<{ n: number }>(
        db,
        'SELECT COUNT(*) AS n FROM mail WHERE member_id = ? AND deleted_at IS NULL',
        memberId,
      )
    )?.n ?? 0
  );
}

export async function listMail(db: Db, memberId: number, page: RowPage): Promise<MailRow[]> {
  return await allRows<MailRow>(
    db,
    `SELECT * FROM mail WHERE member_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, id DESC
     LIMIT ? OFFSET ?`,
    memberId,
    page.limit,
    page.offset,
  );
}

export async function countUnreadMail(db: Db, memberId: number): Promise<number> {
  return (
    (
      await getRow<{ n: number }>(
        db,
        'SELECT COUNT(*) AS n FROM mail WHERE member_id = ? AND deleted_at IS NULL AND read_at IS NULL',
        memberId,
      )
    )?.n ?? 0
  );
}

/** Whether the message is the member's and not deleted. */
export async function isOwnMail(db: Db, memberId: number, id: number): Promise<boolean> {
  return (
    (await getRow(
      db,
      'SELECT 1 FROM mail WHERE id = ? AND member_id = ? AND deleted_at IS NULL',
      id,
      memberId,
    )) !== undefined
  );
}

/** Marks a message read; a message read before keeps its first read time. */
export async function markMailRead(db: Db, id: number, at: number): Promise<void> {
  await run(db, 'UPDATE mail SET read_at = ? WHERE id = ? AND read_at IS NULL', at, id);
}

/** Soft delete. */
export async function deleteMail(db: Db, id: number, at: number): Promise<void> {
  await run(db, 'UPDATE mail SET deleted_at = ? WHERE id = ?', at, id);
}

export async function countFeedbackSince(db: Db, memberId: number, since: number): Promise<number> {
  return (
    (
      await getRow<{ n: number }>(
        db,
        'SELECT COUNT(*) AS n FROM feedback WHERE member_id = ? AND created_at >= ?',
        memberId,
        since,
      )
    )?.n ?? 0
  );
}

export async function insertFeedback(
  db: Db,
  feedback: { memberId: number; category: string; content: string; wordCount: number; at: number },
): Promise<void> {
  await run(
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
export async function findRebateLedgerId(
  db: Db,
  memberId: number,
  idempotencyKey: string,
): Promise<number | undefined> {
  return (
    await getRow<{ ledger_id: number }>(
      db,
      'SELECT ledger_id FROM rebates WHERE member_id = ? AND idempotency_key = ?',
      memberId,
      idempotencyKey,
    )
  )?.ledger_id;
}

export interface RebateRow {
  id: number;
  amount_minor: number;
  kind: RebateRecord['kind'];
  created_at: number;
}

const REBATES_IN_RANGE = 'member_id = ? AND created_at >= ? AND created_at < ?';

export async function countRebates(db: Db, memberId: number, range: MsRange): Promise<number> {
  return (
    (
      await getRow<{ n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM rebates WHERE ${REBATES_IN_RANGE}`,
        memberId,
        range.startMs,
        range.endMs,
      )
    )?.n ?? 0
  );
}

/** The member's rebates in the range, newest first. */
export async function listRebates(
  db: Db,
  memberId: number,
  range: MsRange,
  page: RowPage,
): Promise<RebateRow[]> {
  return await allRows<RebateRow>(
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
