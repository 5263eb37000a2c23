// Schema of player protection and account security, applied by migration 010_protection.
// - sessions gain where they came from (device, ip, place), when they were last seen, the end a session time
//   limit gives them, and why they were revoked ('logout', 'remote', 'others', 'exclusion', 'session_limit', …).
// - members gain the reality-check interval (and a development-only override in seconds) and whether the
//   deposit-limit prompt was answered.
// - protection_limits: one row per member, kind and period with the amount in force and a pending change
//   (pending_set = 1; pending_amount NULL = removal) that applies at pending_effective_at.
// - protection_limit_events: what happened to each limit and when (the audit trail a regulator asks for).
// - exclusions: time-outs and self-exclusions (until NULL = permanent).
// - sms_codes is rebuilt: SQLite cannot widen its purpose CHECK in place.
// - The six new white-label flags are switched on for every existing merchant (on by default).
export const PROTECTION_MIGRATION_SQL = `
  ALTER TABLE sessions ADD COLUMN device TEXT NOT NULL DEFAULT '';
  ALTER TABLE sessions ADD COLUMN ip TEXT;
  ALTER TABLE sessions ADD COLUMN place TEXT;
  ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
  ALTER TABLE sessions ADD COLUMN ends_at INTEGER;
  ALTER TABLE sessions ADD COLUMN revoke_reason TEXT;
  CREATE INDEX sessions_member ON sessions(member_id, created_at);

  ALTER TABLE members ADD COLUMN reality_check_minutes INTEGER NOT NULL DEFAULT 60
    CHECK (reality_check_minutes IN (0, 15, 30, 60));
  ALTER TABLE members ADD COLUMN reality_check_test_seconds INTEGER;
  ALTER TABLE members ADD COLUMN deposit_limit_answered INTEGER NOT NULL DEFAULT 0;

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
  CREATE INDEX protection_limit_events_member ON protection_limit_events(member_id, created_at);

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
  CREATE INDEX exclusions_member ON exclusions(member_id, until);

  CREATE TABLE sms_codes_new (
    id INTEGER PRIMARY KEY,
    mobile TEXT NOT NULL,
    purpose TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'forgot', 'payout', 'withdraw', 'bind_mobile')),
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

  UPDATE merchant_config SET flags = json_set(flags,
    '$.RGLIMITS', json('true'), '$.RGREALITY', json('true'), '$.RGEXCLUDE', json('true'),
    '$.SECSESSIONS', json('true'), '$.SECPAYOUTSMS', json('true'), '$.RGFOOTER', json('true'));
`;
