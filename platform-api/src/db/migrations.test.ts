import { buildApp } from '../app.ts';
import { MIGRATIONS } from './migrations.ts';
import { SEED_ACCOUNTS } from './seed.ts';
import { tempDbPath } from '../testing/test-app.ts';

describe('database migrations and seed', () => {
  const { dbPath, cleanup } = tempDbPath();
  afterAll(cleanup);

  it('applies every migration once and is a no-op when the app starts again on the same file', async () => {
    const first = await buildApp({ dbPath, mode: 'development' });
    const membersBefore = first.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number };
    await first.close();

    const second = await buildApp({ dbPath, mode: 'development' });
    const applied = second.db.prepare('SELECT id FROM schema_migrations ORDER BY id').all() as {
      id: string;
    }[];
    const membersAfter = second.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number };
    await second.close();

    expect(applied.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
    expect(membersAfter.n).toBe(membersBefore.n);
    expect(membersAfter.n).toBeGreaterThan(2);
  });

  it('stores passwords as salted scrypt hashes, never the password or its base64', async () => {
    const app = await buildApp({ dbPath, mode: 'development' });
    const rows = app.db.prepare('SELECT account, password_hash FROM members').all() as {
      account: string;
      password_hash: string;
    }[];
    await app.close();
    const demo = rows.find((row) => row.account === 'demo01');
    const agent = rows.find((row) => row.account === 'agent01');
    for (const [row, password] of [
      [demo, SEED_ACCOUNTS.demo.password],
      [agent, SEED_ACCOUNTS.agent.password],
    ] as const) {
      expect(row?.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(row?.password_hash).not.toContain(password);
      expect(row?.password_hash).not.toContain(Buffer.from(password).toString('base64'));
    }
    // Per-user salt: no two hashes are equal even for members sharing a password.
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(rows.length);
  });

  it('keeps each seeded wallet balance equal to the sum of its ledger rows', async () => {
    const app = await buildApp({ dbPath, mode: 'development' });
    const rows = app.db
      .prepare(
        `SELECT m.account, w.balance_minor AS balance,
                (SELECT SUM(amount_minor) FROM ledger l WHERE l.member_id = m.id) AS total
         FROM members m JOIN wallets w ON w.member_id = m.id`,
      )
      .all() as { account: string; balance: number; total: number }[];
    await app.close();
    expect(rows.find((row) => row.account === 'demo01')?.balance).toBe(SEED_ACCOUNTS.demo.balanceMinor);
    expect(rows.find((row) => row.account === 'agent01')?.balance).toBe(SEED_ACCOUNTS.agent.balanceMinor);
    for (const row of rows) expect(row.balance).toBe(row.total);
  });
});
