/**
 * The order the queue takes jobs in: by turn time (creation time, a step later for each job the user had in flight
 * then: users take turns, see turnMs), a faster plan's jobs counted FASTER_QUEUE_LEAD_MS earlier (the plan is read
 * when the job is ordered, so a plan bought while waiting counts at once); rowid breaks ties. The same order gives
 * a queued job's place in line.
 */
import type { Db } from '../db/database';
import type { TaskRow } from '../tasks/task-rows';
import { FASTER_QUEUE_LEAD_MS, FASTER_QUEUE_TIERS } from '../../src/core/queue-priority';

const tiers = FASTER_QUEUE_TIERS.map((tier) => `'${tier}'`).join(', ');

/**
 * A queued row's place in the order (smaller first). @nowS: membership time (seconds); @lead: the lead in ms.
 * Tasks made before turns were kept have no turn_ms and order by their creation.
 */
const ORDER_KEY = `COALESCE(turn_ms, created_ms) - CASE WHEN EXISTS (
    SELECT 1 FROM memberships m WHERE m.user_id = tasks.user_id AND m.tier IN (${tiers})
      AND m.started_at <= @nowS AND m.expires_at > @nowS
  ) THEN @lead ELSE 0 END`;

const params = (nowMs: number) => ({ nowS: Math.floor(nowMs / 1000), lead: FASTER_QUEUE_LEAD_MS });

/** The job the queue takes next. */
export function nextQueuedTask(db: Db, nowMs: number): TaskRow | undefined {
  return db
    .prepare(`SELECT * FROM tasks WHERE phase = 'queued' ORDER BY ${ORDER_KEY}, rowid LIMIT 1`)
    .get(params(nowMs)) as TaskRow | undefined;
}

/** How many queued jobs the queue takes before this one (0: it is next). */
export function queuedAhead(db: Db, taskId: string, nowMs: number): number {
  const row = db
    .prepare(
      `WITH q AS (SELECT id, rowid AS r, ${ORDER_KEY} AS k FROM tasks WHERE phase = 'queued'),
         me AS (SELECT k, r FROM q WHERE id = @id)
       SELECT COUNT(*) AS n FROM q JOIN me ON q.k < me.k OR (q.k = me.k AND q.r < me.r)`,
    )
    .get({ ...params(nowMs), id: taskId }) as { n: number };
  return row.n;
}
