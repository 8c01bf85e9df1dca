-- Generation tasks, the files they read and write, and the credits each task took from which lot.

-- Every stored file: uploads (source 'upload') and engine outputs (source 'output').
-- path is relative to DATA_DIR so the data directory can move.
CREATE TABLE files (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  source TEXT NOT NULL CHECK (source IN ('upload', 'output')),
  path TEXT NOT NULL,
  name TEXT NOT NULL,
  mime TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'video', 'audio', 'file')),
  size INTEGER NOT NULL CHECK (size >= 0),
  width INTEGER,
  height INTEGER,
  duration REAL,
  created_at INTEGER NOT NULL,
  deleted_at INTEGER
);
CREATE INDEX files_user ON files(user_id, source, created_at);

-- status is the spec's number (2 in progress, 3 success, failure set); phase is the queue's view of a
-- status-2 task: 'queued' (waiting for a slot) or 'running' (claimed by a queue instance), 'done' otherwise.
-- Times ending in _ms are milliseconds: the queue needs finer steps than the API's seconds.
CREATE TABLE tasks (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  algorithm TEXT NOT NULL,
  status INTEGER NOT NULL,
  phase TEXT NOT NULL CHECK (phase IN ('queued', 'running', 'done')),
  progress REAL NOT NULL DEFAULT 0,
  params TEXT NOT NULL,
  user_data TEXT NOT NULL DEFAULT '{}',
  cost INTEGER NOT NULL CHECK (cost >= 0),
  reason TEXT NOT NULL DEFAULT '',
  result_description TEXT NOT NULL DEFAULT '',
  idempotency_key TEXT,
  -- what the key was first used for (algorithm + normalised params), to refuse a reuse for something else
  request_fingerprint TEXT NOT NULL,
  retry_of TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_ms INTEGER NOT NULL,
  started_ms INTEGER,
  finished_ms INTEGER,
  -- the queue instance running the task and until when its claim holds without a heartbeat
  lease_owner TEXT,
  lease_until_ms INTEGER,
  heartbeat_ms INTEGER,
  refunded_ms INTEGER,
  deleted_ms INTEGER
);
CREATE UNIQUE INDEX tasks_idempotency ON tasks(user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX tasks_user_list ON tasks(user_id, created_ms);
CREATE INDEX tasks_queue ON tasks(phase, created_ms);

-- A finished task's outputs, in the order the engine produced them.
CREATE TABLE task_files (
  task_id TEXT NOT NULL REFERENCES tasks(id),
  file_id TEXT NOT NULL REFERENCES files(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (task_id, file_id)
);

-- Which lots paid for a task and how much each gave, so a refund returns credits where they came from.
CREATE TABLE task_charges (
  task_id TEXT NOT NULL REFERENCES tasks(id),
  lot_id INTEGER NOT NULL REFERENCES credit_lots(id),
  credits INTEGER NOT NULL CHECK (credits > 0),
  PRIMARY KEY (task_id, lot_id)
);
