-- Resumable (tus) uploads: who started each one and, once its last byte arrived, what came of it: the stored
-- file's description (JSON, the data POST /v1/file/upload answers) or the refusal (JSON code, msg, status).
-- The declared size counts against the drive while the upload is unfinished. Rows (and the bytes of unfinished
-- uploads) go after a day.
CREATE TABLE tus_uploads (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  purpose TEXT,
  size INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  result TEXT,
  refusal TEXT
);
CREATE INDEX tus_uploads_created ON tus_uploads (created_at);
CREATE INDEX tus_uploads_user ON tus_uploads (user_id);
