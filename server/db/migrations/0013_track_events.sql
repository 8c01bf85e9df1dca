-- Product analytics events as the page sends them (POST /v1/track). user_id is the signed-in sender, if any;
-- client_ms is the device's clock, received_ms the server's (the report counts by the server's day).
CREATE TABLE track_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  device TEXT NOT NULL,
  user_id INTEGER,
  page TEXT NOT NULL,
  props TEXT NOT NULL DEFAULT '{}',
  client_ms INTEGER NOT NULL,
  received_ms INTEGER NOT NULL
);
CREATE INDEX track_events_time ON track_events(received_ms, name);
