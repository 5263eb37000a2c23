// SQL of migration 009 (agency centre): rebate rates per member and per affiliate link, transfers between
// members of a tree, and contracts rebuilt with settlement, tiers and effective dates (SQLite cannot change the
// status CHECK in place; 'accepted' becomes 'active' and the single-term JSON of the old rows becomes one tier),
// plus contract earnings. Like every applied migration it is never edited, only followed by new ones.

const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT'].map((name) => `'${name}'`).join(', ');

/** The old terms JSON of a contract row `c` (`t` = its terms, '{}' when unreadable) as a one-tier array. */
const LEGACY_TIERS = `
  CASE c.kind
    WHEN 'daily_salary' THEN json_array(json_object(
      'minActiveMembers', 0,
      'minTeamBetMinor', COALESCE(json_extract(c.t, '$.minValidBetMinor'), 0),
      'amountMinor', COALESCE(json_extract(c.t, '$.salaryMinor'), 0),
      'sharePermille', 0))
    WHEN 'dividend' THEN json_array(json_object(
      'minActiveMembers', 0,
      'minTeamBetMinor', 0,
      'amountMinor', 0,
      'sharePermille', COALESCE(json_extract(c.t, '$.ratePercent'), 0) * 10))
    ELSE json_array(json_object(
      'minActiveMembers', COALESCE(json_extract(c.t, '$.minActiveMembers'), 0),
      'minTeamBetMinor', 0,
      'amountMinor', COALESCE(json_extract(c.t, '$.salaryMinor'), 0),
      'sharePermille', 0))
  END`;

export const AGENCY_MIGRATION_SQL = `
  CREATE TABLE member_rebate_rates (
    member_id INTEGER NOT NULL REFERENCES members(id),
    category TEXT NOT NULL CHECK (category IN (${CATEGORIES})),
    permille INTEGER NOT NULL CHECK (permille BETWEEN 0 AND 30),
    PRIMARY KEY (member_id, category)
  );

  -- The rates a member registering by the link gets, JSON { <category>: permille }; a missing category is 0.
  ALTER TABLE affiliate_links ADD COLUMN rebate_rates TEXT NOT NULL DEFAULT '{}';
  CREATE INDEX affiliate_links_owner ON affiliate_links(owner_id, created_at);
  CREATE INDEX members_affiliate_link ON members(affiliate_link_id);

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
  CREATE INDEX agent_transfers_to ON agent_transfers(to_member_id, created_at);

  CREATE TABLE contracts_new (
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
  INSERT INTO contracts_new (id, member_id, kind, requirement, settlement, tiers, status, created_at, decided_at)
    SELECT c.id, c.member_id, c.kind, c.requirement,
      CASE c.kind WHEN 'daily_salary' THEN 'daily' WHEN 'dividend' THEN 'half-month' ELSE 'hourly' END,
      ${LEGACY_TIERS},
      CASE c.status WHEN 'accepted' THEN 'active' ELSE c.status END,
      c.created_at,
      CASE c.status WHEN 'offered' THEN NULL ELSE c.created_at END
    FROM (SELECT *, CASE WHEN json_valid(terms) THEN terms ELSE '{}' END AS t FROM contracts) c;
  DROP TABLE contracts;
  ALTER TABLE contracts_new RENAME TO contracts;
  CREATE INDEX contracts_member ON contracts(member_id, kind);

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
`;
