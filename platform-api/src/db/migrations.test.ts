import { buildApp } from '../app.ts';
import { getRow, openDatabase, run } from './database.ts';
import { MIGRATIONS, migrate } from './migrations.ts';

/** The ids of the migrations from `id` on, in order. */
const idsFrom = (id: string) =>
  MIGRATIONS.slice(MIGRATIONS.findIndex((migration) => migration.id === id)).map((migration) => migration.id);
import { readRegisterConfig } from './register-config.ts';
import { SEED_ACCOUNTS } from './seed.ts';
import { CHAT_WELCOME, CONTENT_SEED } from './content-seed.ts';
import { AGENCY_SEED } from './agency-seed.ts';
import { listAnnouncements } from './content.ts';
import { writeTranslation } from './content-texts.ts';
import { listCurrentPromotions, listPromotionCategories } from './promotions.ts';
import { tempDbPath } from '../testing/test-app.ts';
import type { Db } from './database.ts';

/**
 * Bring an empty database to what an older release left: every migration before `id` applied (its SQL, then its
 * data step at time 0) and recorded.
 */
function applyMigrationsBefore(db: Db, id: string): void {
  db.exec('CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const before = MIGRATIONS.findIndex((migration) => migration.id === id);
  for (const migration of MIGRATIONS.slice(0, before)) {
    db.exec(migration.sql);
    migration.apply?.(db, 0);
    run(db, 'INSERT INTO schema_migrations (id, applied_at) VALUES (?, 0)', migration.id);
  }
}

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

  it('upgrades a database seeded before the account migration: ledger rows kept, register rules backfilled', () => {
    const old = tempDbPath();
    const db = openDatabase(old.dbPath);
    try {
      applyMigrationsBefore(db, '005_accounts');
      run(
        db,
        `INSERT INTO merchant_config (merchant_code, currency, currency_symbol, currency_scale, minimum_age)
         VALUES ('vsbdtf5', 'BDT', '৳', 100, 18)`,
      );
      const memberId = getRow<{ id: number }>(
        db,
        "INSERT INTO members (account, password_hash, reg_date) VALUES ('old01', 'scrypt$x', 0) RETURNING id",
      )!.id;
      run(
        db,
        `INSERT INTO ledger (member_id, currency, amount_minor, balance_after_minor, kind, reference, created_at)
         VALUES (?, 'BDT', 500, 500, 'deposit', 'DEP-1', 0)`,
        memberId,
      );

      expect(migrate(db, 1)).toEqual(idsFrom('005_accounts'));
      expect(db.prepare('SELECT kind, amount_minor FROM ledger').all()).toEqual([
        { kind: 'deposit', amount_minor: 500 },
      ]);
      expect(db.prepare("SELECT email, mobile FROM members WHERE account = 'old01'").get()).toEqual({
        email: '',
        mobile: null,
      });
      const config = readRegisterConfig(db, 'vsbdtf5');
      expect(config?.countryDialingCode).toBe('880');
      expect(config?.fields.username).toMatchObject({ enabled: true, minLength: 4, maxLength: 16 });
      // The rebuilt ledger accepts the trial kind and still refuses unknown kinds.
      run(
        db,
        `INSERT INTO ledger (member_id, currency, amount_minor, balance_after_minor, kind, reference, created_at)
         VALUES (?, 'BDT', 1, 501, 'trial_credit', 'T-1', 0)`,
        memberId,
      );
      expect(() =>
        run(
          db,
          `INSERT INTO ledger (member_id, currency, amount_minor, balance_after_minor, kind, reference, created_at)
           VALUES (?, 'BDT', 1, 502, 'gift', 'G-1', 0)`,
          memberId,
        ),
      ).toThrow(/CHECK/);
      expect(migrate(db, 2)).toEqual([]);
    } finally {
      db.close();
      old.cleanup();
    }
  });
  it('maps the old ledger kinds onto the contract kinds in migration 006, keeping amounts and balances', () => {
    const old = tempDbPath();
    const db = openDatabase(old.dbPath);
    try {
      db.exec('CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
      for (const migration of MIGRATIONS.slice(0, 5)) {
        db.exec(migration.sql);
        run(db, 'INSERT INTO schema_migrations (id, applied_at) VALUES (?, 0)', migration.id);
      }
      const memberId = getRow<{ id: number }>(
        db,
        "INSERT INTO members (account, password_hash, reg_date) VALUES ('old02', 'scrypt$x', 0) RETURNING id",
      )!.id;
      const rows: [string, number, number][] = [
        ['deposit', 1000, 1000],
        ['bonus', 100, 1100],
        ['withdrawal', -500, 600],
        ['transfer', 50, 650],
        ['transfer', -20, 630],
      ];
      for (const [kind, amount, after] of rows) {
        run(
          db,
          `INSERT INTO ledger (member_id, currency, amount_minor, balance_after_minor, kind, reference, created_at)
           VALUES (?, 'BDT', ?, ?, ?, 'R', 0)`,
          memberId,
          amount,
          after,
          kind,
        );
      }
      expect(migrate(db, 1)).toEqual(MIGRATIONS.slice(5).map((migration) => migration.id));
      expect(
        db.prepare('SELECT kind, amount_minor, balance_after_minor FROM ledger ORDER BY id').all(),
      ).toEqual([
        { kind: 'deposit', amount_minor: 1000, balance_after_minor: 1000 },
        { kind: 'deposit_bonus', amount_minor: 100, balance_after_minor: 1100 },
        { kind: 'withdraw', amount_minor: -500, balance_after_minor: 600 },
        { kind: 'transfer_in', amount_minor: 50, balance_after_minor: 650 },
        { kind: 'transfer_out', amount_minor: -20, balance_after_minor: 630 },
      ]);
      expect(db.prepare('SELECT COUNT(*) AS n FROM deposit_channels').get()).toEqual({ n: 4 });
      expect(db.prepare('SELECT COUNT(*) AS n FROM security_questions').get()).toEqual({ n: 5 });
    } finally {
      db.close();
      old.cleanup();
    }
  });

  it("seeds demo01's member-centre data: ৳12,345.67, zero turnover, 6 mails (3 unread), rewards, a bound bKash account", async () => {
    const app = await buildApp({ dbPath, mode: 'development' });
    try {
      const one = <T>(sql: string) => app.db.prepare(sql).get() as T;
      const demo = "(SELECT id FROM members WHERE account = 'demo01')";
      expect(one(`SELECT balance_minor AS b FROM wallets WHERE member_id = ${demo}`)).toEqual({
        b: 1_234_567,
      });
      expect(one(`SELECT turnover_remaining_minor AS t FROM members WHERE id = ${demo}`)).toEqual({ t: 0 });
      expect(
        one(`SELECT COUNT(*) AS n, SUM(read_at IS NULL) AS unread FROM mail WHERE member_id = ${demo}`),
      ).toEqual({
        n: 6,
        unread: 3,
      });
      expect(
        app.db
          .prepare(
            `SELECT status, kind, COUNT(*) AS n FROM rewards WHERE member_id = ${demo} GROUP BY status, kind`,
          )
          .all(),
      ).toEqual([
        { status: 'claimable', kind: 'mission', n: 1 },
        { status: 'claimable', kind: 'promotion', n: 2 },
        { status: 'claimed', kind: 'promotion', n: 1 },
        { status: 'expired', kind: 'promotion', n: 1 },
      ]);
      expect(
        one(`SELECT account_number AS a, provider AS p FROM payout_accounts WHERE member_id = ${demo}`),
      ).toEqual({
        a: '01712345678',
        p: 'BKASH',
      });
      expect(one(`SELECT SUM(valid_bet_minor) AS v FROM bets WHERE member_id = ${demo}`)).toEqual({
        v: 1_570_000,
      });
      const negative = one<{ n: number }>('SELECT COUNT(*) AS n FROM ledger WHERE balance_after_minor < 0');
      expect(negative.n).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('gives a database seeded before migration 007 the game catalogue and winners from the migration', () => {
    const old = tempDbPath();
    const db = openDatabase(old.dbPath);
    try {
      migrate(db, 1);
      db.exec(`DELETE FROM game_winners; DELETE FROM games;
        DROP TABLE demo_spins; DROP TABLE game_winners; DROP TABLE recent_games; DROP TABLE favourites;
        DROP TABLE games; DELETE FROM schema_migrations WHERE id = '007_game_lobby';`);
      run(db, "INSERT INTO game_categories (game_category, sequence) VALUES ('RNG', 1)");
      run(
        db,
        `INSERT INTO vendors (vassalage, display_name, account_type_name, game_type, game_category, is_hot,
           classify, sequence) VALUES ('JL', 'JILI', 'JILI', 'RNG', 'RNG', 1, '[]', 1)`,
      );
      expect(migrate(db, 2)).toEqual(['007_game_lobby']);
      expect(db.prepare('SELECT COUNT(*) AS n FROM games').get()).toEqual({ n: 604 });
      expect(db.prepare('SELECT COUNT(*) AS n FROM game_winners').get()).toEqual({ n: 10 });
    } finally {
      db.close();
      old.cleanup();
    }
  });

  it('gives a database seeded before migration 008 the content and turns its PR announcements into promotions', () => {
    const old = tempDbPath();
    const db = openDatabase(old.dbPath);
    try {
      applyMigrationsBefore(db, '008_content');
      // What a seed before migration 008 left: a merchant, demo01, a PL and a PR announcement, both read by demo01.
      run(
        db,
        `INSERT INTO merchant_config (merchant_code, currency, currency_symbol, currency_scale, minimum_age)
         VALUES ('vsbdtf5', 'BDT', '৳', 100, 18)`,
      );
      const demoId = getRow<{ id: number }>(
        db,
        "INSERT INTO members (account, password_hash, reg_date) VALUES ('demo01', 'scrypt$x', 0) RETURNING id",
      )!.id;
      for (const type of ['PL', 'PR']) {
        const id = getRow<{ id: number }>(
          db,
          `INSERT INTO announcements (title, content, start_date, type, sequence)
           VALUES (?, '<p>x</p>', 0, ?, 1) RETURNING id`,
          `old ${type}`,
          type,
        )!.id;
        run(
          db,
          'INSERT INTO announcement_reads (member_id, announcement_id, read_at) VALUES (?, ?, 0)',
          demoId,
          id,
        );
      }

      expect(migrate(db, 1000)).toEqual(idsFrom('008_content'));
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      expect(db.prepare('SELECT type FROM announcements').all()).toEqual([{ type: 'PL' }]);
      expect(count('SELECT COUNT(*) AS n FROM announcement_reads')).toBe(1);
      expect(count('SELECT COUNT(*) AS n FROM promotions')).toBe(9);
      expect(count('SELECT COUNT(*) AS n FROM promotion_categories')).toBe(CONTENT_SEED.categoryIds.length);
      expect(
        db
          .prepare("SELECT tag FROM help_items WHERE language = 'en' ORDER BY sequence")
          .all()
          .map((row) => (row as { tag: string }).tag),
      ).toEqual(CONTENT_SEED.helpTags);
      expect(count("SELECT COUNT(*) AS n FROM help_items WHERE language = 'bn'")).toBe(
        CONTENT_SEED.helpTags.length,
      );
      expect(count('SELECT COUNT(*) AS n FROM download_links')).toBe(
        CONTENT_SEED.configuredResourceTypes.length,
      );
      expect(count('SELECT COUNT(*) AS n FROM site_highlights')).toBe(12);
      expect(count('SELECT COUNT(*) AS n FROM chat_anchors')).toBeGreaterThanOrEqual(8);
      expect(db.prepare('SELECT member_id, sender, body, read_at FROM chat_messages').all()).toEqual([
        { member_id: demoId, sender: 'support', body: CHAT_WELCOME, read_at: null },
      ]);
      // Dates are relative to the migration's clock.
      expect(db.prepare('SELECT start_date, end_date FROM promotions WHERE id = 5').get()).toEqual({
        start_date: 1000 - 180 * 24 * 60 * 60 * 1000,
        end_date: null,
      });
      expect(migrate(db, 2000)).toEqual([]);
    } finally {
      db.close();
      old.cleanup();
    }
  });

  it('seeds the content once on a fresh database (the migration leaves it to the seed), with Bengali texts', async () => {
    const fresh = tempDbPath();
    const app = await buildApp({ dbPath: fresh.dbPath, mode: 'development' });
    try {
      const count = (sql: string) => (app.db.prepare(sql).get() as { n: number }).n;
      expect(count('SELECT COUNT(*) AS n FROM promotions')).toBe(9);
      expect(count("SELECT COUNT(*) AS n FROM announcements WHERE type = 'PR'")).toBe(0);
      expect(count('SELECT COUNT(*) AS n FROM chat_messages')).toBe(1);
      // Every seeded announcement, promotion and category has its Bengali text.
      for (const [kind, table] of [
        ['announcement', 'announcements'],
        ['promotion', 'promotions'],
        ['promotion_category', 'promotion_categories'],
      ]) {
        expect(
          count(`SELECT COUNT(*) AS n FROM ${table} row WHERE NOT EXISTS (SELECT 1 FROM content_translations t
                 WHERE t.kind = '${kind}' AND t.content_id = row.id AND t.language = 'bn')`),
        ).toBe(0);
      }
    } finally {
      await app.close();
      fresh.cleanup();
    }
  });

  it('moves the contracts of a database seeded before migration 009 to the tiered shape and adds the agency data', () => {
    const old = tempDbPath();
    const db = openDatabase(old.dbPath);
    const DAY = 24 * 60 * 60 * 1000;
    const now = Date.UTC(2025, 5, 18, 8, 0, 0);
    try {
      applyMigrationsBefore(db, '009_agency');
      // What a seed before migration 009 left: a merchant, agent01 with its base downline, links and the
      // single-term contracts.
      run(
        db,
        `INSERT INTO merchant_config (merchant_code, currency, currency_symbol, currency_scale, minimum_age, flags)
         VALUES ('vsbdtf5', 'BDT', '৳', 100, 18, '{}')`,
      );
      const member = (account: string, type: number, parentId: number | null) =>
        getRow<{ id: number }>(
          db,
          `INSERT INTO members (account, password_hash, type, reg_date, to_upline, parent_id)
           VALUES (?, 'scrypt$x', ?, ?, ?, ?) RETURNING id`,
          account,
          type,
          now - 30 * DAY,
          parentId === null ? 0 : 1,
          parentId,
        )!.id;
      const agentId = member('agent01', 1, null);
      const sub1 = member('subagent01', 1, agentId);
      for (const account of ['player11', 'player12', 'blocked01']) member(account, 0, agentId);
      const sub2 = member('subagent02', 1, sub1);
      member('player21', 0, sub1);
      member('player31', 0, sub2);
      const otherId = member('old03', 1, null);
      run(db, "INSERT INTO affiliate_links (code, owner_id, created_at) VALUES ('AG01LINK', ?, 0)", agentId);
      const legacy: [number, string, string, object, string, number][] = [
        [
          agentId,
          'daily_salary',
          'DAILY_SALARY',
          { minValidBetMinor: 1_000_000, salaryMinor: 50_000 },
          'offered',
          1,
        ],
        [agentId, 'dividend', 'MONTHLY', { period: 'MONTHLY', ratePercent: 30 }, 'offered', 2],
        [agentId, 'hourly_salary', 'HOURLY', { minActiveMembers: 5, salaryMinor: 5_000 }, 'offered', 3],
        [otherId, 'dividend', 'MONTHLY', { ratePercent: 25 }, 'accepted', 4],
        [otherId, 'hourly_salary', 'HOURLY', { minActiveMembers: 2, salaryMinor: 700 }, 'rejected', 5],
      ];
      for (const [memberId, kind, requirement, terms, status, id] of legacy) {
        run(
          db,
          `INSERT INTO contracts (id, member_id, kind, requirement, terms, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          id,
          memberId,
          kind,
          requirement,
          JSON.stringify(terms),
          status,
          now - 2 * DAY,
        );
      }

      expect(migrate(db, now)).toEqual(idsFrom('009_agency'));
      const contract = (id: number) =>
        db
          .prepare(
            'SELECT kind, requirement, settlement, tiers, status, effective_from, decided_at FROM contracts WHERE id = ?',
          )
          .get(id) as { tiers: string; status: string; effective_from: number | null; settlement: string };
      // The old accepted dividend (16 June) is active from the next half month, 1 July in Dhaka; its terms are one tier.
      expect(contract(4)).toMatchObject({
        settlement: 'half-month',
        status: 'active',
        effective_from: Date.UTC(2025, 5, 30, 18, 0, 0),
      });
      expect(JSON.parse(contract(4).tiers)).toEqual([
        { minActiveMembers: 0, minTeamBetMinor: 0, amountMinor: 0, sharePermille: 250 },
      ]);
      expect(contract(5)).toMatchObject({ status: 'rejected', settlement: 'hourly' });
      expect(JSON.parse(contract(5).tiers)).toEqual([
        { minActiveMembers: 2, minTeamBetMinor: 0, amountMinor: 700, sharePermille: 0 },
      ]);
      // agent01's offers keep their ids and get the seed's tiers; the rest of the agency data arrives.
      expect(contract(1)).toMatchObject({
        status: 'offered',
        requirement: 'DAILY_SALARY',
        settlement: 'daily',
      });
      expect(JSON.parse(contract(1).tiers)).toHaveLength(3);
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      expect(count("SELECT COUNT(*) AS n FROM contracts WHERE status = 'offered'")).toBe(5);
      expect(count("SELECT COUNT(*) AS n FROM members WHERE account = 'agent02'")).toBe(1);
      expect(count('SELECT COUNT(*) AS n FROM members')).toBe(
        // agent01, old03, agent02 and the two trees.
        3 + AGENCY_SEED.agent01Tree.length + AGENCY_SEED.agent02Tree.length,
      );
      expect(db.prepare("SELECT rebate_rates FROM affiliate_links WHERE code = 'AG01LINK'").get()).toEqual({
        rebate_rates: JSON.stringify(AGENCY_SEED.linkRates.AG01LINK),
      });
      const negative = count('SELECT COUNT(*) AS n FROM ledger WHERE balance_after_minor < 0');
      expect(negative).toBe(0);
      expect(() => run(db, "UPDATE contracts SET status = 'accepted' WHERE id = 1")).toThrow(/CHECK/);
      expect(migrate(db, now + 1)).toEqual([]);
    } finally {
      db.close();
      old.cleanup();
    }
  });

  it('seeds the agency data once on a fresh database: agent02, seven contracts, the earnings of the active one', async () => {
    const fresh = tempDbPath();
    const app = await buildApp({ dbPath: fresh.dbPath, mode: 'development' });
    try {
      const count = (sql: string) => (app.db.prepare(sql).get() as { n: number }).n;
      expect(count("SELECT COUNT(*) AS n FROM members WHERE account = 'agent02'")).toBe(1);
      expect(app.db.prepare('SELECT id, kind, status FROM contracts ORDER BY id').all()).toEqual([
        { id: 1, kind: 'daily_salary', status: 'offered' },
        { id: 2, kind: 'dividend', status: 'offered' },
        { id: 3, kind: 'hourly_salary', status: 'offered' },
        { id: 4, kind: 'daily_salary', status: 'active' },
        { id: 5, kind: 'dividend', status: 'rejected' },
        { id: 6, kind: 'daily_salary', status: 'offered' },
        { id: 7, kind: 'dividend', status: 'offered' },
      ]);
      expect(count('SELECT COUNT(*) AS n FROM contract_earnings WHERE contract_id = 4')).toBeGreaterThan(0);
      expect(count('SELECT COUNT(*) AS n FROM contract_earnings WHERE contract_id <> 4')).toBe(0);
      const agent = app.db
        .prepare(
          "SELECT balance_minor AS b FROM wallets WHERE member_id = (SELECT id FROM members WHERE account = 'agent01')",
        )
        .get() as { b: number };
      expect(agent.b).toBe(SEED_ACCOUNTS.agent.balanceMinor);
    } finally {
      await app.close();
      fresh.cleanup();
    }
  });
  it('adds protection to a database from before migration 010: flags on, SMS codes and sessions kept', () => {
    const old = tempDbPath();
    const db = openDatabase(old.dbPath);
    try {
      applyMigrationsBefore(db, '010_protection');
      run(
        db,
        `INSERT INTO merchant_config (merchant_code, currency, currency_symbol, currency_scale, minimum_age, flags)
         VALUES ('m1', 'BDT', '৳', 100, 18, ?)`,
        JSON.stringify({ DEPOSIT: true, FACEBOOKLOGIN3: false }),
      );
      run(db, "INSERT INTO members (id, account, password_hash, reg_date) VALUES (1, 'old01', 'x', 0)");
      run(db, "INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES ('h1', 1, 5, 10)");
      run(
        db,
        `INSERT INTO sms_codes (mobile, purpose, code_hash, ip, created_at, expires_at)
         VALUES ('1711111111', 'login', 'c', '127.0.0.1', 7, 8)`,
      );

      expect(migrate(db, 100)).toEqual(idsFrom('010_protection'));
      const flags = JSON.parse(
        (db.prepare('SELECT flags FROM merchant_config').get() as { flags: string }).flags,
      ) as Record<string, boolean>;
      expect(flags).toEqual({
        DEPOSIT: true,
        FACEBOOKLOGIN3: false,
        RGLIMITS: true,
        RGREALITY: true,
        RGEXCLUDE: true,
        SECSESSIONS: true,
        SECPAYOUTSMS: true,
        RGFOOTER: true,
      });
      expect(db.prepare('SELECT mobile, purpose, created_at FROM sms_codes').all()).toEqual([
        { mobile: '1711111111', purpose: 'login', created_at: 7 },
      ]);
      expect(
        db.prepare('SELECT device, ip, place, last_seen_at, ends_at, revoke_reason FROM sessions').get(),
      ).toEqual({
        device: '',
        ip: null,
        place: null,
        last_seen_at: null,
        ends_at: null,
        revoke_reason: null,
      });
      expect(
        db.prepare('SELECT reality_check_minutes, deposit_limit_answered FROM members WHERE id = 1').get(),
      ).toEqual({ reality_check_minutes: 60, deposit_limit_answered: 0 });
      // The new purposes are accepted; an unknown one is not.
      run(
        db,
        `INSERT INTO sms_codes (mobile, purpose, code_hash, ip, created_at, expires_at)
         VALUES ('1711111111', 'payout', 'c', '127.0.0.1', 9, 10)`,
      );
      expect(() =>
        run(
          db,
          `INSERT INTO sms_codes (mobile, purpose, code_hash, ip, created_at, expires_at)
           VALUES ('1711111111', 'lottery', 'c', '127.0.0.1', 9, 10)`,
        ),
      ).toThrow();
      expect(migrate(db, 200)).toEqual([]);
    } finally {
      db.close();
      old.cleanup();
    }
  });

  it('adds security changes and voidable reset links to a database from before migration 015, keeping SMS codes and open links', () => {
    const old = tempDbPath();
    const db = openDatabase(old.dbPath);
    try {
      applyMigrationsBefore(db, '015_security_changes_and_voided_resets');
      run(db, "INSERT INTO members (id, account, password_hash, reg_date) VALUES (1, 'old01', 'x', 0)");
      run(
        db,
        `INSERT INTO sms_codes (mobile, purpose, code_hash, ip, created_at, expires_at, failed_attempts, used_at)
         VALUES ('1711111111', 'bind_mobile', 'c', '127.0.0.1', 7, 8, 2, 9)`,
      );
      run(
        db,
        "INSERT INTO password_resets (token_hash, member_id, created_at, expires_at) VALUES ('t1', 1, 5, 10)",
      );

      expect(migrate(db, 100)).toEqual(idsFrom('015_security_changes_and_voided_resets'));
      expect(
        db
          .prepare(
            'SELECT mobile, purpose, code_hash, created_at, expires_at, failed_attempts, used_at, invalidated_at FROM sms_codes',
          )
          .all(),
      ).toEqual([
        {
          mobile: '1711111111',
          purpose: 'bind_mobile',
          code_hash: 'c',
          created_at: 7,
          expires_at: 8,
          failed_attempts: 2,
          used_at: 9,
          invalidated_at: null,
        },
      ]);
      expect(db.prepare('SELECT token_hash, used_at, voided_at FROM password_resets').all()).toEqual([
        { token_hash: 't1', used_at: null, voided_at: null },
      ]);
      const insertCode = (purpose: string) =>
        run(
          db,
          `INSERT INTO sms_codes (mobile, purpose, code_hash, ip, created_at, expires_at)
           VALUES ('1711111111', ?, 'c', '127.0.0.1', 9, 10)`,
          purpose,
        );
      const insertChange = (kind: string) =>
        run(db, 'INSERT INTO security_changes (member_id, kind, at) VALUES (1, ?, 11)', kind);
      insertCode('security');
      insertChange('payoutAccount');
      expect(() => insertCode('lottery')).toThrow();
      expect(() => insertChange('nickname')).toThrow();
      expect(migrate(db, 200)).toEqual([]);
    } finally {
      db.close();
      old.cleanup();
    }
  });

  it('keeps the announcement, promotion and category texts of a database from before migration 016 in both languages', () => {
    const old = tempDbPath();
    const db = openDatabase(old.dbPath);
    const now = 1_000_000;
    try {
      applyMigrationsBefore(db, '016_content_texts_per_language');
      // What the merchant wrote before texts had a language: one text per row.
      run(
        db,
        `INSERT INTO announcements (id, title, content, start_date, type, sequence)
         VALUES (1, 'Maintenance tonight', '<p>Back at 04:00</p>', 0, 'PU', 1)`,
      );
      run(
        db,
        "INSERT INTO promotion_categories (id, title, icon_label, hue, sequence) VALUES (1, 'Slots', 'S', 0, 1)",
      );
      run(
        db,
        `INSERT INTO promotions (id, title, content, start_date, no_expiry, category_ids, sequence)
         VALUES (1, 'Reload 10%', '<p>Every day</p>', 0, 1, '[1]', 1)`,
      );

      expect(migrate(db, now)).toEqual(idsFrom('016_content_texts_per_language'));
      for (const language of ['bn', 'en'] as const) {
        expect(listAnnouncements(db, ['PU'], language, undefined)).toMatchObject([
          { id: 1, title: 'Maintenance tonight', content: '<p>Back at 04:00</p>' },
        ]);
        expect(listPromotionCategories(db, language)).toMatchObject([{ id: 1, title: 'Slots' }]);
        expect(listCurrentPromotions(db, now, language)).toMatchObject([
          { id: 1, title: 'Reload 10%', content: '<p>Every day</p>' },
        ]);
      }

      // A Bengali text added afterwards is answered in Bengali only.
      writeTranslation(db, 'promotion', 1, 'bn', { title: 'রিলোড ১০%', content: '<p>প্রতিদিন</p>' });
      expect(listCurrentPromotions(db, now, 'bn')[0]).toMatchObject({ title: 'রিলোড ১০%' });
      expect(listCurrentPromotions(db, now, 'en')[0]).toMatchObject({ title: 'Reload 10%' });
      expect(() =>
        run(
          db,
          "INSERT INTO content_translations (kind, content_id, language, title) VALUES ('banner', 1, 'bn', 'x')",
        ),
      ).toThrow(/CHECK/);
      expect(migrate(db, now + 1)).toEqual([]);
    } finally {
      db.close();
      old.cleanup();
    }
  });

  it('points the seeded banner links that named no page to their pages, leaving other links alone', () => {
    const old = tempDbPath();
    const db = openDatabase(old.dbPath);
    try {
      applyMigrationsBefore(db, '011_banner_links');
      const links = ['/m/rng', '/m/member/referral', '/m/elottery', '/m/jili-games', 'https://example.com/x'];
      links.forEach((url, index) => {
        run(
          db,
          "INSERT INTO banners (title, group_name, url, sequence) VALUES ('b', 'm_home', ?, ?)",
          url,
          index,
        );
      });

      expect(migrate(db, 100)).toEqual(idsFrom('011_banner_links'));
      expect(db.prepare('SELECT url FROM banners ORDER BY sequence').all()).toEqual(
        ['/m/slot-games', '/m/inviteFriends', '/m/elott', '/m/jili-games', 'https://example.com/x'].map(
          (url) => ({ url }),
        ),
      );
    } finally {
      db.close();
      old.cleanup();
    }
  });
});
