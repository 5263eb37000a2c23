// Wallet balances and the ledger: every balance change goes through postLedger, which writes the ledger row
// and the new balance in one transaction, so the balance always equals the sum of the member's ledger rows.
import { getRow, run, transaction } from './database.ts';
import type { Db } from './database.ts';

export type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'bet'
  | 'win'
  | 'bonus'
  | 'transfer'
  | 'adjustment'
  /** The demo balance of a free-play trial member. */
  | 'trial_credit';

export interface LedgerEntry {
  memberId: number;
  currency: string;
  amountMinor: number;
  kind: LedgerKind;
  reference: string;
  at: number;
}

export function getBalance(db: Db, memberId: number, currency: string): number {
  return (
    getRow<{ balance_minor: number }>(
      db,
      'SELECT balance_minor FROM wallets WHERE member_id = ? AND currency = ?',
      memberId,
      currency,
    )?.balance_minor ?? 0
  );
}

/** Applies a signed amount; refuses to take a balance below zero. Returns the balance after. */
export function postLedger(db: Db, entry: LedgerEntry): number {
  if (!Number.isSafeInteger(entry.amountMinor)) throw new Error('Ledger amounts are integer minor units');
  return transaction(db, () => {
    run(
      db,
      'INSERT INTO wallets (member_id, currency, balance_minor) VALUES (?, ?, 0) ON CONFLICT DO NOTHING',
      entry.memberId,
      entry.currency,
    );
    const after = getBalance(db, entry.memberId, entry.currency) + entry.amountMinor;
    if (after < 0) throw new Error('Insufficient balance');
    run(
      db,
      'UPDATE wallets SET balance_minor = ? WHERE member_id = ? AND currency = ?',
      after,
      entry.memberId,
      entry.currency,
    );
    run(
      db,
      `INSERT INTO ledger (member_id, currency, amount_minor, balance_after_minor, kind, reference, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      entry.memberId,
      entry.currency,
      entry.amountMinor,
      after,
      entry.kind,
      entry.reference,
      entry.at,
    );
    return after;
  });
}
