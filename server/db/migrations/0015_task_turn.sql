-- The job's time in the queue's order before the premium lead: its creation time plus a minute for each job of the
-- same user queued or running when it was created (users take turns; src/core/queue-priority.ts). Fixed at
-- creation so ordering reads one column. Tasks made before this column existed order by created_ms.
ALTER TABLE tasks ADD COLUMN turn_ms INTEGER;
