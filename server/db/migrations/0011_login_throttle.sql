-- Sign-in throttling by reservation (server/accounts/login-throttle.ts): one row per key (an account and the
-- address it is tried from, or an address alone) with its failure count and the time the next attempt is
-- allowed. An attempt is counted in one transaction before the password hash, so parallel guesses cannot all
-- pass the check. The old per-attempt rows are dropped: they only ever held the last ten minutes.
DROP TABLE login_failures;
CREATE TABLE login_throttle (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX login_throttle_last ON login_throttle(last_failure_at);
