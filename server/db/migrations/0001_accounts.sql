-- Accounts, sessions and the credit ledger: the ground every feature stands on.
CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  nickname TEXT NOT NULL DEFAULT '',
  firstname TEXT NOT NULL DEFAULT '',
  lastname TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  mobile TEXT NOT NULL DEFAULT '',
  is_free_trial INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
) ;
-- uid values start at 10000001 so they read like real account ids
INSERT INTO sqlite_sequence (name, seq) VALUES ('users', 10000000);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_user ON sessions(user_id);

-- One-time codes the accounts service hands to the app's callback page.
CREATE TABLE auth_codes (
  code TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  is_new INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- The accounts service's own sign-in (single sign-on between app and accounts pages).
CREATE TABLE account_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at INTEGER NOT NULL
);

CREATE TABLE login_failures (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX login_failures_key ON login_failures(key, at);

-- Credits are held in lots, consumed earliest-expiring first.
CREATE TABLE credit_lots (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  source TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  remaining INTEGER NOT NULL CHECK (remaining >= 0),
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX credit_lots_user ON credit_lots(user_id, expires_at);

-- Every acquisition and consumption, as the transactions modal lists them.
CREATE TABLE credit_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  type TEXT NOT NULL CHECK (type IN ('acquisition', 'consumption')),
  details TEXT NOT NULL,
  credits INTEGER NOT NULL,
  lot_id INTEGER REFERENCES credit_lots(id),
  task_id TEXT,
  expire_time INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);
CREATE INDEX credit_records_user ON credit_records(user_id, type, created_at);
