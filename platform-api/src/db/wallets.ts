// Wallet balances and the ledger: every balance change goes through postLedger, which writes the ledger row
// and the new balance in one transaction, so the balance always equals the sum of the member's ledger rows.
import { getRow, run, transaction } from './database.ts';
import type { Db } from './database.ts';
import type { LedgerKind } from 'shared/contract';

/** The contract's ledger kinds (migration 006 maps the older kinds onto them). */
export type { LedgerKind } from 'shared/contract';

export interface LedgerEntry {
  memberId: number;
  currency: string;
  amountMinor: number;
  kind: LedgerKind;
  reference: string;
  /**
   * When the money moved: read from the clock inside the transaction that posts the row, after its first statement,
   * so that a transaction that has to wait for another's commit (or is run again after a serialization failure)
   * reads a later time, and the ledger's order by time is the order in which balances changed.
   */
  at: number;
}

export async function getBalance(db: Db, memberId: number, currency: string): Promise<number> {
  return (
    (
      await getRow<{ balance_minor: number }>(
        db,
        'SELECT balance_minor FROM wallets WHERE member_id = ? AND currency = ?',
        memberId,
        currency,
      )
    )?.balance_minor ?? 0
  );
}

/** Applies a signed amount; refuses to take a balance below zero. Returns the balance after. */
export async function postLedger(db: Db, entry: LedgerEntry): Promise<number> {
  return (await postLedgerRow(db, entry)).balanceAfter;
}

/** postLedger returning the new ledger row's id as well. */
export async function postLedgerRow(
  db: Db,
  entry: LedgerEntry,
): Promise<{ id: number; balanceAfter: number }> {
  if (!Number.isSafeInteger(entry.amountMinor)) throw new Error('Ledger amounts are integer minor units');
  return await transaction(db, async () => {
    await run(
      db,
      'INSERT INTO wallets (member_id, currency, balance_minor) VALUES (?, ?, 0) ON CONFLICT DO NOTHING',
      entry.memberId,
      entry.currency,
    );
    const after = (await getBalance(db, entry.memberId, entry.currency)) + entry.amountMinor;
    if (after < 0) throw new Error('Insufficient balance');
    await run(
      db,
      'UPDATE wallets SET balance_minor = ? WHERE member_id = ? AND currency = ?',
      after,
      entry.memberId,
      entry.currency,
    );
    const { id } = (await getRow<{ id: number }>(
      db,
      `INSERT INTO ledger (member_id, currency, amount_minor, balance_after_minor, kind, reference, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      entry.memberId,
      entry.currency,
      entry.amountMinor,
      after,
      entry.kind,
      entry.reference,
      entry.at,
    ))!;
    return { id, balanceAfter: after };
  });
}
