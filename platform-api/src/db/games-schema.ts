// Migration 007 (game lobby): the game catalogue, members' favourites and recently launched games, the
// winner board, and the demo slot's spins (one row per idempotency key, holding the answer given).
export const GAMES_MIGRATION_SQL = `
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
  CREATE INDEX games_type ON games(game_type, vassalage);
  CREATE TABLE favourites (
    member_id INTEGER NOT NULL REFERENCES members(id),
    node_id TEXT NOT NULL REFERENCES games(node_id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, node_id)
  );
  CREATE TABLE recent_games (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    node_id TEXT NOT NULL REFERENCES games(node_id),
    played_at INTEGER NOT NULL,
    UNIQUE (member_id, node_id)
  );
  CREATE TABLE game_winners (
    id INTEGER PRIMARY KEY,
    member_id INTEGER REFERENCES members(id),
    customer_name TEXT NOT NULL,
    node_id TEXT NOT NULL REFERENCES games(node_id),
    win_minor INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX game_winners_created ON game_winners(created_at);
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
`;
