// SQL of migration 006 (member centre and money). Kept in its own module because it is long; like every
// applied migration it is never edited, only followed by new ones.

const LEDGER_KINDS = [
  'deposit',
  'deposit_bonus',
  'withdraw',
  'withdraw_refund',
  'bet',
  'win',
  'reward',
  'rebate',
  'transfer_in',
  'transfer_out',
  'adjustment',
  'trial_credit',
]
  .map((kind) => `'${kind}'`)
  .join(', ');

const presets = (...major: number[]) => JSON.stringify(major.map((amount) => amount * 100));

export const MONEY_MIGRATION_SQL = `
  CREATE TABLE ledger_new (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    currency TEXT NOT NULL,
    amount_minor INTEGER NOT NULL,
    balance_after_minor INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN (${LEDGER_KINDS})),
    reference TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  INSERT INTO ledger_new SELECT id, member_id, currency, amount_minor, balance_after_minor,
    CASE kind
      WHEN 'withdrawal' THEN 'withdraw'
      WHEN 'bonus' THEN 'deposit_bonus'
      WHEN 'transfer' THEN CASE WHEN amount_minor < 0 THEN 'transfer_out' ELSE 'transfer_in' END
      ELSE kind
    END,
    reference, created_at FROM ledger;
  DROP TABLE ledger;
  ALTER TABLE ledger_new RENAME TO ledger;
  CREATE INDEX ledger_member ON ledger(member_id, created_at);

  -- Turnover (valid bet) still needed before a withdrawal; deposits with a promotion and rewards raise it,
  -- settled bets lower it.
  ALTER TABLE members ADD COLUMN turnover_remaining_minor INTEGER NOT NULL DEFAULT 0;

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
  INSERT INTO deposit_channels (id, provider, kind, name, min_minor, max_minor, presets, receiving_account_name,
    receiving_account_number, reference_required, sequence) VALUES
    (1, 'BKASH', 'e_wallet', 'bKash', 20000, 2500000, '${presets(500, 1000, 2000, 5000, 10000)}',
     'VSBDTF5 Merchant', '01700000010', 1, 1),
    (2, 'NAGAD', 'e_wallet', 'Nagad', 20000, 2500000, '${presets(500, 1000, 2000, 5000, 10000)}',
     'VSBDTF5 Merchant', '01700000020', 1, 2),
    (3, 'ROCKET', 'e_wallet', 'Rocket', 20000, 2000000, '${presets(500, 1000, 2000, 5000, 10000)}',
     'VSBDTF5 Merchant', '017000000301', 1, 3),
    (4, 'BANK', 'bank', 'Bank transfer', 100000, 10000000, '${presets(1000, 5000, 10000, 50000)}',
     'VSBDTF5 Trading Ltd (Dutch-Bangla Bank, Gulshan)', '1051100012345', 1, 4);

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
  INSERT INTO deposit_promos (id, title, bonus_basis_points, max_bonus_minor, min_deposit_minor,
    turnover_multiplier, eligibility, sequence) VALUES
    (1, 'First deposit 100%', 10000, 500000, 50000, 10, 'first_deposit', 1),
    (2, 'Daily reload 10%', 1000, 100000, 50000, 5, 'once_per_day', 2),
    (3, 'Slots boost 5%', 500, 50000, 20000, 3, 'any', 3);

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
    decided_at INTEGER,
    UNIQUE (member_id, idempotency_key)
  );
  CREATE INDEX deposits_member ON deposits(member_id, created_at);
  CREATE INDEX deposits_pending ON deposits(status, created_at);

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
  CREATE UNIQUE INDEX payout_accounts_number ON payout_accounts(member_id, account_number)
    WHERE deleted_at IS NULL;

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
  CREATE INDEX withdrawals_member ON withdrawals(member_id, created_at);

  CREATE TABLE payment_password_attempts (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    success INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX payment_password_attempts_member ON payment_password_attempts(member_id, created_at);

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
  CREATE INDEX bets_member ON bets(member_id, settled_at);

  CREATE TABLE security_questions (
    id INTEGER PRIMARY KEY,
    question TEXT NOT NULL,
    sequence INTEGER NOT NULL
  );
  INSERT INTO security_questions (id, question, sequence) VALUES
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
  CREATE INDEX rewards_member ON rewards(member_id, created_at);

  CREATE TABLE mail (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    read_at INTEGER,
    deleted_at INTEGER
  );
  CREATE INDEX mail_member ON mail(member_id, created_at);

  CREATE TABLE feedback (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    category TEXT NOT NULL,
    content TEXT NOT NULL,
    word_count INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX feedback_member ON feedback(member_id, created_at);

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
  CREATE INDEX rebates_member ON rebates(member_id, created_at);
`;
