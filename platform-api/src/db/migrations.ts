// Schema migrations: an ordered list, each applied once in its own transaction and recorded in schema_migrations,
// so starting the server again on an existing database is a no-op. New migrations are appended; applied ones are
// never edited.
import { allRows, getRow, run, transaction } from './database.ts';
import { backfillRegisterConfig } from './register-config.ts';
import type { Db } from './database.ts';
import { MONEY_MIGRATION_SQL } from './money-schema.ts';
import { GAMES_MIGRATION_SQL } from './games-schema.ts';
import { seedGames } from './games-seed.ts';
import { CONTENT_MIGRATION_SQL } from './content-schema.ts';
import { seedContent } from './content-seed.ts';
import { AGENCY_MIGRATION_SQL } from './agency-schema.ts';
import { seedAgency } from './agency-seed.ts';
import { backfillContractStarts } from './contracts.ts';
import { PROTECTION_MIGRATION_SQL } from './protection-schema.ts';

/** The seeded banner links that named no page, and the page each one means. */
const BANNER_LINK_FIXES: [string, string][] = [
  ['/m/rng', '/m/slot-games'],
  ['/m/sports', '/m/sport-games'],
  ['/m/pvp', '/m/poker-games'],
  ['/m/live', '/m/live-games'],
  ['/m/fish', '/m/fishing-games'],
  ['/m/lottery', '/m/lott'],
  ['/m/elottery', '/m/elott'],
  ['/m/member/referral', '/m/inviteFriends'],
];

const BANNER_LINKS_MIGRATION_SQL = BANNER_LINK_FIXES.map(
  ([from, to]) => `UPDATE banners SET url = '${to}' WHERE url = '${from}';`,
).join('\n');

interface Migration {
  id: string;
  sql: string;
  /** Data step run after `sql` in the same transaction (e.g. backfilling configuration of existing merchants). */
  apply?: (db: Db, now: number) => void;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: '001_members_sessions_wallets',
    sql: `
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
      );
      CREATE INDEX members_parent ON members(parent_id);
      CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        member_id INTEGER NOT NULL REFERENCES members(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE TABLE wallets (
        member_id INTEGER NOT NULL REFERENCES members(id),
        currency TEXT NOT NULL,
        balance_minor INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (member_id, currency)
      );
      CREATE TABLE ledger (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        currency TEXT NOT NULL,
        amount_minor INTEGER NOT NULL,
        balance_after_minor INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'bet', 'win', 'bonus', 'transfer', 'adjustment')),
        reference TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX ledger_member ON ledger(member_id, created_at);
    `,
  },
  {
    id: '002_login_attempts_captchas_outbox',
    sql: `
      CREATE TABLE login_attempts (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL,
        success INTEGER NOT NULL,
        ip TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX login_attempts_username ON login_attempts(username, created_at);
      CREATE TABLE captchas (
        id TEXT PRIMARY KEY,
        username TEXT,
        answer TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX captchas_username ON captchas(username, created_at);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        channel TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'captcha')),
        recipient TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    id: '003_content_and_vendors',
    sql: `
      CREATE TABLE banners (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        group_name TEXT NOT NULL,
        image_url TEXT NOT NULL DEFAULT '',
        url TEXT NOT NULL DEFAULT '',
        sequence INTEGER NOT NULL,
        hue INTEGER NOT NULL DEFAULT 200
      );
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
    `,
  },
  {
    id: '004_contracts_settings_merchant',
    sql: `
      CREATE TABLE contracts (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        kind TEXT NOT NULL CHECK (kind IN ('daily_salary', 'dividend', 'hourly_salary')),
        requirement TEXT NOT NULL,
        terms TEXT NOT NULL DEFAULT '{}',
        status TEXT NOT NULL CHECK (status IN ('offered', 'accepted', 'rejected')),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX contracts_member ON contracts(member_id, kind);
      CREATE TABLE system_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
        ip_restricted INTEGER NOT NULL DEFAULT 0,
        maintenance_message TEXT
      );
      INSERT INTO system_settings (id, status, ip_restricted, maintenance_message) VALUES (1, 0, 0, NULL);
      CREATE TABLE merchant_config (
        merchant_code TEXT PRIMARY KEY,
        currency TEXT NOT NULL,
        currency_symbol TEXT NOT NULL,
        currency_scale INTEGER NOT NULL,
        minimum_age INTEGER NOT NULL,
        flags TEXT NOT NULL DEFAULT '{}',
        links TEXT NOT NULL DEFAULT '{}'
      );
    `,
  },
  {
    // Accounts: member contact and registration columns, SMS codes, affiliate links, register field
    // rules, password-reset tokens and recovery requests. The ledger is rebuilt because SQLite cannot change a
    // CHECK constraint in place and trial play needs the 'trial_credit' kind.
    id: '005_accounts',
    sql: `
      ALTER TABLE members ADD COLUMN email TEXT NOT NULL DEFAULT '';
      ALTER TABLE members ADD COLUMN mobile TEXT;
      ALTER TABLE members ADD COLUMN country_dialing_code TEXT NOT NULL DEFAULT '';
      ALTER TABLE members ADD COLUMN birthday TEXT NOT NULL DEFAULT '';
      ALTER TABLE members ADD COLUMN payee_name TEXT NOT NULL DEFAULT '';
      ALTER TABLE members ADD COLUMN payment_password_hash TEXT;
      ALTER TABLE members ADD COLUMN profile TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE members ADD COLUMN register_method TEXT NOT NULL DEFAULT '';
      ALTER TABLE members ADD COLUMN register_url TEXT NOT NULL DEFAULT '';
      ALTER TABLE members ADD COLUMN domain TEXT NOT NULL DEFAULT '';
      ALTER TABLE members ADD COLUMN register_ip TEXT NOT NULL DEFAULT '';
      ALTER TABLE members ADD COLUMN affiliate_link_id INTEGER;
      CREATE UNIQUE INDEX members_mobile ON members(mobile) WHERE mobile IS NOT NULL;
      CREATE INDEX members_trial_ip ON members(register_ip, type, reg_date);

      CREATE TABLE ledger_new (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        currency TEXT NOT NULL,
        amount_minor INTEGER NOT NULL,
        balance_after_minor INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'bet', 'win', 'bonus', 'transfer', 'adjustment',
                                           'trial_credit')),
        reference TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      INSERT INTO ledger_new SELECT id, member_id, currency, amount_minor, balance_after_minor, kind, reference,
        created_at FROM ledger;
      DROP TABLE ledger;
      ALTER TABLE ledger_new RENAME TO ledger;
      CREATE INDEX ledger_member ON ledger(member_id, created_at);

      CREATE INDEX login_attempts_ip ON login_attempts(ip, created_at);

      ALTER TABLE merchant_config ADD COLUMN country_dialing_code TEXT NOT NULL DEFAULT '880';

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

      CREATE TABLE affiliate_links (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE COLLATE NOCASE,
        owner_id INTEGER NOT NULL REFERENCES members(id),
        domain TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
        created_at INTEGER NOT NULL
      );

      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY,
        mobile TEXT NOT NULL,
        purpose TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'forgot')),
        code_hash TEXT NOT NULL,
        ip TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER,
        invalidated_at INTEGER
      );
      CREATE INDEX sms_codes_mobile ON sms_codes(mobile, purpose, created_at);
      CREATE INDEX sms_codes_ip ON sms_codes(ip, created_at);

      CREATE TABLE password_resets (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        member_id INTEGER NOT NULL REFERENCES members(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE recovery_requests (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL,
        ip TEXT NOT NULL,
        success INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX recovery_requests_username ON recovery_requests(username, created_at);
    `,
    // A database seeded before this migration gets the default registration rules of its merchant(s); a fresh
    // database has no merchant yet here and the seed writes them.
    apply: backfillRegisterConfig,
  },
  {
    // Member centre and money: the ledger takes the contract's LedgerKind values (old kinds mapped),
    // deposit channels and promotions (reference data, inserted here so an existing database gets them too),
    // deposits, payout accounts, withdrawals, payment-password attempts, bets, security questions, rewards,
    // mail, feedback and rebates. Idempotency keys are unique per member.
    id: '006_member_centre_money',
    sql: MONEY_MIGRATION_SQL,
  },
  {
    // Game lobby: games, favourites, recent games, winners and demo-slot spins. A database seeded
    // before this migration (it has vendors) gets the game catalogue here; a fresh one gets it from the seed.
    id: '007_game_lobby',
    sql: GAMES_MIGRATION_SQL,
    apply: (db, now) => {
      if ((getRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM vendors')?.n ?? 0) > 0) seedGames(db, now);
    },
  },
  {
    // Content: promotions (replacing the 'PR' announcement rows, deleted here), reward applications,
    // help, customer service, download links, site copy and chat. A database seeded before this migration (it
    // has a merchant) gets the content here; a fresh one gets it from the seed.
    id: '008_content',
    sql: CONTENT_MIGRATION_SQL,
    apply: (db, now) => {
      if ((getRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM merchant_config')?.n ?? 0) > 0) {
        seedContent(db, now);
      }
    },
  },
  {
    // Agency centre: rebate rates, affiliate-link rates, transfers, tiered contracts (rebuilt: the old
    // single terms become one tier, 'accepted' becomes 'active' from its next settlement start) and contract
    // earnings. A database seeded before this migration (it has agent01) gets the agency data here; a fresh one
    // gets it from the seed — both call seedAgency.
    id: '009_agency',
    sql: AGENCY_MIGRATION_SQL,
    apply: (db, now) => {
      backfillContractStarts(db);
      seedAgency(db, now);
    },
  },
  {
    // Player protection and account security: session origins, last-seen times, session-limit ends
    // and revoke reasons; reality-check interval and the deposit-limit answer per member; limits with a pending
    // change and their audit events; exclusions; SMS purposes for payout changes; the six flags on.
    id: '010_protection',
    sql: PROTECTION_MIGRATION_SQL,
  },
  {
    // Seeded banner links that named no page (the category banners and the invite banner) point to the pages of
    // the route table (spec lobby §2 routes); a merchant's own banner links are left as they are.
    id: '011_banner_links',
    sql: BANNER_LINKS_MIGRATION_SQL,
  },
  {
    // A wallet's or bank's transaction id funds one deposit: an order (not rejected or cancelled) holds its id,
    // upper-cased, on its channel, and a unique index refuses a second holder. Triggers keep the claim, so any
    // insert is held to it; a rejected or cancelled order gives its id back. Of the orders that already share an
    // id, the oldest holds it; the others stay as they are (the operator sees them) and hold nothing, so the
    // index builds on any old database.
    id: '012_deposit_reference_claims',
    sql: `
      ALTER TABLE deposits ADD COLUMN reference_claim TEXT;
      UPDATE deposits SET reference_claim = UPPER(reference)
      WHERE reference <> '' AND status NOT IN ('rejected', 'cancelled')
        AND id = (SELECT MIN(other.id) FROM deposits other
                  WHERE other.channel_id = deposits.channel_id AND UPPER(other.reference) = UPPER(deposits.reference)
                    AND other.status NOT IN ('rejected', 'cancelled'));
      CREATE UNIQUE INDEX deposits_reference_claim ON deposits(channel_id, reference_claim)
        WHERE reference_claim IS NOT NULL;
      CREATE INDEX deposits_reference ON deposits(channel_id, reference);
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
      `,
  },
  {
    // Sign-in guard upkeep: captchas record the asking IP (rate-limited per IP and per name); expired captchas,
    // old outbox messages and old login attempts are purged, by time.
    id: '013_captcha_limits_and_purging',
    sql: `
      ALTER TABLE captchas ADD COLUMN ip TEXT NOT NULL DEFAULT '';
      CREATE INDEX captchas_ip ON captchas(ip, created_at);
      CREATE INDEX captchas_expires ON captchas(expires_at);
      CREATE INDEX outbox_created ON outbox(created_at);
      CREATE INDEX login_attempts_created ON login_attempts(created_at);
    `,
  },
  {
    // A chat ticket belongs to the session that asked for it and dies with it (logout, password change, remote
    // sign-out, expiry, session limit). Tickets from before hold no session and so open nothing any more; they
    // lived ten minutes anyway.
    id: '014_chat_ticket_sessions',
    sql: `
      ALTER TABLE chat_tickets ADD COLUMN session_id INTEGER REFERENCES sessions(id);
      CREATE INDEX chat_tickets_session ON chat_tickets(session_id);
    `,
  },
  {
    // Account security changes: each change of how the account is recovered or paid (e-mail, mobile, payment
    // password, payee name, payout accounts) is a row with the channels told of it (masked), so the security
    // centre says what changed and when, and a recovery channel changed within a day is not used for a reset.
    // A password reset link can be voided (a newer link, a password change, a channel change) before it is used.
    // SMS codes gain the purpose 'security': the code to the member's own number that confirms such a change
    // (sms_codes is rebuilt, as SQLite cannot widen a CHECK in place).
    id: '015_security_changes_and_voided_resets',
    sql: `
      CREATE TABLE security_changes (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        kind TEXT NOT NULL CHECK (kind IN ('email', 'mobile', 'paymentPassword', 'payeeName', 'payoutAccount')),
        at INTEGER NOT NULL,
        notified_email TEXT,
        notified_mobile TEXT
      );
      CREATE INDEX security_changes_member ON security_changes(member_id, kind, at);
      ALTER TABLE password_resets ADD COLUMN voided_at INTEGER;
      CREATE INDEX password_resets_member ON password_resets(member_id);

      CREATE TABLE sms_codes_new (
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
      INSERT INTO sms_codes_new SELECT id, mobile, purpose, code_hash, ip, created_at, expires_at, failed_attempts,
        used_at, invalidated_at FROM sms_codes;
      DROP TABLE sms_codes;
      ALTER TABLE sms_codes_new RENAME TO sms_codes;
      CREATE INDEX sms_codes_mobile ON sms_codes(mobile, purpose, created_at);
      CREATE INDEX sms_codes_ip ON sms_codes(ip, created_at);
    `,
  },
  {
    // Announcements, promotions and promotion categories carry a text per language. A row's own title and content
    // stay the text its author wrote (the seed's are English); content_translations holds its text in another
    // language, keyed by (kind, id, language), with an empty content for a kind that has a title only. The API
    // answers the asked language's text, else the row's own (src/db/content-texts.ts), so an existing database
    // keeps every text where it is and shows it in both languages until it is translated. The help centre has had
    // a row per language since 008 (help_items.language); a section missing in one language is answered from the
    // other (src/db/site-content.ts). The seed's Bengali texts arrive with a re-seed.
    id: '016_content_texts_per_language',
    sql: `
      CREATE TABLE content_translations (
        kind TEXT NOT NULL CHECK (kind IN ('announcement', 'promotion', 'promotion_category')),
        content_id INTEGER NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('bn', 'en')),
        title TEXT NOT NULL,
        content TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (kind, content_id, language)
      );
    `,
  },
];

/** Applies the migrations not yet recorded; returns the ids applied by this call. */
export function migrate(db: Db, now: number): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const done = new Set(allRows<{ id: string }>(db, 'SELECT id FROM schema_migrations').map((row) => row.id));
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    if (done.has(migration.id)) continue;
    transaction(db, () => {
      db.exec(migration.sql);
      migration.apply?.(db, now);
      run(db, 'INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', migration.id, now);
    });
    applied.push(migration.id);
  }
  return applied;
}
