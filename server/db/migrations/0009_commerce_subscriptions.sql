-- Auto-renewing subscriptions, the orders renewals and Stripe record, and the Stripe webhook's memory.

-- A subscription line of a user: one per membership tier ('standard', 'premium') and one per subscription
-- credit pack ('pack:<sku id>'). sku_id is what the next renewal buys (switching monthly/yearly changes it);
-- period_end is the end of the last period paid for (or of the free trial when trial = 1). The test store's
-- renewal job renews lines with auto_renew = 1 when period_end passes.
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  line TEXT NOT NULL,
  sku_id INTEGER NOT NULL,
  period_end INTEGER NOT NULL,
  trial INTEGER NOT NULL DEFAULT 0,
  auto_renew INTEGER NOT NULL DEFAULT 1 CHECK (auto_renew IN (0, 1)),
  provider TEXT NOT NULL DEFAULT 'test' CHECK (provider IN ('test', 'stripe')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, line)
);
CREATE INDEX subscriptions_due ON subscriptions(auto_renew, period_end);

-- Memberships bought before renewals existed were sold as one payment each: they get a line that does not renew.
INSERT INTO subscriptions (user_id, line, sku_id, period_end, trial, auto_renew, provider, created_at, updated_at)
SELECT m.user_id, m.tier, m.plan_id, m.expires_at, m.trial, 0, 'test', m.started_at, m.started_at
FROM memberships m
WHERE m.id = (
  SELECT m2.id FROM memberships m2 WHERE m2.user_id = m.user_id AND m2.tier = m.tier
  ORDER BY m2.expires_at DESC, m2.id DESC LIMIT 1
);

-- checkout: paid at the store's checkout; renewal: recorded by the renewal job at a period's end.
ALTER TABLE orders ADD COLUMN kind TEXT NOT NULL DEFAULT 'checkout' CHECK (kind IN ('checkout', 'renewal'));
ALTER TABLE orders ADD COLUMN provider TEXT NOT NULL DEFAULT 'test' CHECK (provider IN ('test', 'stripe'));

-- The Stripe Checkout sessions this server created, with the amount each must be paid: the webhook grants a
-- session only when Stripe reports that amount paid, and only once (order_id).
CREATE TABLE stripe_checkout_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  sku_id INTEGER NOT NULL,
  shopping_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  order_id TEXT REFERENCES orders(id)
);
CREATE INDEX stripe_checkout_sessions_user ON stripe_checkout_sessions(user_id, shopping_id);

-- Every verified webhook event, once: an event id already here is a replay and grants nothing.
CREATE TABLE stripe_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  outcome TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
