-- Store orders, memberships and their monthly credit grants, cloud drive spaces, feedback.

-- One row per paid checkout. shopping_id is the client's checkout id: paying twice with the same one is
-- one order. amount is in cents (integer money); a free trial is an order of 0.
CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  sku_id INTEGER NOT NULL,
  shopping_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('paid', 'trial')),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, shopping_id)
);
CREATE INDEX orders_user_time ON orders(user_id, created_at);

-- A membership period. Renewals of a tier are new rows starting when the previous one ends; the plan level
-- at a moment is the highest tier whose row covers it.
CREATE TABLE memberships (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  order_id TEXT NOT NULL REFERENCES orders(id),
  plan_id INTEGER NOT NULL,
  tier TEXT NOT NULL CHECK (tier IN ('standard', 'premium')),
  period TEXT NOT NULL CHECK (period IN ('week', 'month', 'year')),
  started_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  trial INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX memberships_user ON memberships(user_id, expires_at);

-- Premium's 500 credits per started month: the primary key makes each month's grant happen once.
CREATE TABLE membership_credit_grants (
  membership_id INTEGER NOT NULL REFERENCES memberships(id),
  month_index INTEGER NOT NULL,
  lot_id INTEGER NOT NULL REFERENCES credit_lots(id),
  granted_at INTEGER NOT NULL,
  PRIMARY KEY (membership_id, month_index)
);

-- One cloud drive per user, opened on request by a paid user. Its size follows the user's plan.
CREATE TABLE drive_spaces (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  tier TEXT NOT NULL CHECK (tier IN ('standard', 'premium')),
  opened_at INTEGER NOT NULL
);

-- Accounts an operator barred from the cloud drive (open gives 381301).
CREATE TABLE drive_restrictions (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  reason TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Feedback form submissions; user_id is null when the form carried no valid token.
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER REFERENCES users(id),
  form_id INTEGER NOT NULL,
  text TEXT NOT NULL,
  source TEXT NOT NULL,
  lang TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_user ON feedback(user_id, created_at);
