/**
 * The order the queue takes jobs in: by creation time, a faster plan's jobs counted FASTER_QUEUE_LEAD_MS earlier
 * (the plan is read when the job is ordered, so a plan bought while waiting counts at once), and each job counted
 * FAIR_SHARE_STEP_MS later for every earlier job of its user still unfinished when it was created (users take
 * turns); rowid breaks ties. The same order gives a queued job's place in line.
 */
import type { Db } from '../db/database';
import type { TaskRow } from '../tasks/task-rows';
import { FAIR_SHARE_STEP_MS, FASTER_QUEUE_LEAD_MS, FASTER_QUEUE_TIERS } from '../../src/core/queue-priority';

const tiers = FASTER_QUEUE_TIERS.map((tier) => `'${tier}'`).join(', ');

/** A queued row's time in the order before fair share. @nowS: membership time (seconds); @lead: the lead in ms. */
const LED_TIME = `created_ms - CASE WHEN EXISTS (
    SELECT 1 FROM memberships m WHERE m.user_id = tasks.user_id AND m.tier IN (${tiers})
      AND m.started_at <= @nowS AND m.expires_at > @nowS
  ) THEN @lead ELSE 0 END`;

/**
 * The user's backlog when a job was created: their earlier jobs not yet finished at that moment (running or queued
 * then, whatever they are now). Fixed once the job exists, so turns do not reshuffle as jobs finish. Only the day
 * before counts: no job lives that long, and the index on (user_id, created_ms) reads just that range.
 */
const BACKLOG = `(SELECT COUNT(*) FROM tasks u
    WHERE u.user_id = tasks.user_id AND u.created_ms >= tasks.created_ms - 86400000 AND u.rowid < tasks.rowid
      AND (u.finished_ms IS NULL OR u.finished_ms > tasks.created_ms))`;

/** Every queued job with its place key `k` (smaller first) and rowid `r` for ties. */
const ORDERED_QUEUE = `q AS (
    SELECT id, rowid AS r, ${LED_TIME} + @step * ${BACKLOG} AS k FROM tasks WHERE phase = 'queued'
  )`;

const params = (nowMs: number) => ({
  nowS: Math.floor(nowMs / 1000),
  lead: FASTER_QUEUE_LEAD_MS,
  step: FAIR_SHARE_STEP_MS,
});

/** The job the queue takes next. */
export function nextQueuedTask(db: Db, nowMs: number): TaskRow | undefined {
  return db
    .prepare(
      `WITH ${ORDERED_QUEUE} SELECT tasks.* FROM q JOIN tasks ON tasks.id = q.id ORDER BY q.k, q.r LIMIT 1`,
    )
    .get(params(nowMs)) as TaskRow | undefined;
}

/** How many queued jobs the queue takes before this one (0: it is next). */
export function queuedAhead(db: Db, taskId: string, nowMs: number): number {
  const row = db
    .prepare(
      `WITH ${ORDERED_QUEUE}, me AS (SELECT k, r FROM q WHERE id = @id)
       SELECT COUNT(*) AS n FROM q JOIN me ON q.k < me.k OR (q.k = me.k AND q.r < me.r)`,
    )
    .get({ ...params(nowMs), id: taskId }) as { n: number };
  return row.n;
}
