-- When a task's reported state last changed (status, progress, result, user data, deletion), in ms. The task
-- event stream uses it as its event id, so a reconnect (to this or another API process sharing the database)
-- resumes with the tasks changed since the last event the page saw.
ALTER TABLE tasks ADD COLUMN updated_ms INTEGER NOT NULL DEFAULT 0;
UPDATE tasks SET updated_ms = COALESCE(deleted_ms, finished_ms, started_ms, created_ms);
CREATE INDEX tasks_user_updated ON tasks(user_id, updated_ms);
