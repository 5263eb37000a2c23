// Changes of how an account is recovered or paid (e-mail, mobile number, payment password, payee name, payout
// accounts): one row per change with the channels told of it (masked as the player sees them), so the security
// centre can say what changed and when, and a reset can refuse a recovery channel that changed within a day.
import { allRows, getRow, run } from './database.ts';
import type { Db } from './database.ts';
import type { SecurityChangeKind } from 'shared/contract';

export interface SecurityChangeRow {
  kind: SecurityChangeKind;
  at: number;
  notified_email: string | null;
  notified_mobile: string | null;
}

export async function insertSecurityChange(
  db: Db,
  change: { memberId: number } & SecurityChangeRow,
): Promise<void> {
  await run(
    db,
    'INSERT INTO security_changes (member_id, kind, at, notified_email, notified_mobile) VALUES (?, ?, ?, ?, ?)',
    change.memberId,
    change.kind,
    change.at,
    change.notified_email,
    change.notified_mobile,
  );
}

/** The newest change of each kind, newest first. */
export async function latestSecurityChanges(db: Db, memberId: number): Promise<SecurityChangeRow[]> {
  return await allRows<SecurityChangeRow>(
    db,
    `SELECT c.kind, c.at, c.notified_email, c.notified_mobile FROM security_changes c
     WHERE c.member_id = ? AND c.id = (SELECT MAX(id) FROM security_changes WHERE member_id = c.member_id AND kind = c.kind)
     ORDER BY c.at DESC, c.id DESC`,
    memberId,
  );
}

/** When the member's e-mail or mobile number last changed (a first binding counts), or null. */
export async function channelChangedAt(
  db: Db,
  memberId: number,
  kind: 'email' | 'mobile',
): Promise<number | null> {
  return (
    (
      await getRow<{ at: number | null }>(
        db,
        'SELECT MAX(at) AS at FROM security_changes WHERE member_id = ? AND kind = ?',
        memberId,
        kind,
      )
    )?.at ?? null
  );
}
