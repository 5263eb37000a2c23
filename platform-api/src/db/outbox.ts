// The dev outbox: SMS, e-mail and captcha answers are written here instead of being sent,
// and development mode lists them so end-to-end tests can complete every flow.
import { allRows, run } from './database.ts';
import type { Db } from './database.ts';
import type { OutboxMessage } from 'shared/contract';

export async function writeOutbox(
  db: Db,
  channel: OutboxMessage['channel'],
  to: string,
  body: string,
  now: number,
): Promise<void> {
  await run(
    db,
    'INSERT INTO outbox (channel, recipient, body, created_at) VALUES (?, ?, ?, ?)',
    channel,
    to,
    body,
    now,
  );
}

export async function listOutbox(db: Db): Promise<OutboxMessage[]> {
  const rows = await allRows<{
    id: number;
    channel: OutboxMessage['channel'];
    recipient: string;
    body: string;
    created_at: number;
  }>(
    db,
    'SELECT id, channel, recipient, body, created_at FROM outbox ORDER BY created_at DESC, id DESC LIMIT 200',
  );
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
