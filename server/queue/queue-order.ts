/**
 * The order the queue takes jobs in: by turn time (creation time, a step later for each job the user had in flight
 * then: users take turns, see turnMs), a faster plan's jobs counted FASTER_QUEUE_LEAD_MS earlier (the plan is read
 * when the job is ordered, so a plan bought while waiting counts at once); the order of storing breaks ties. The
 * same order gives a queued job's place in line.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { onPostgres } from '../db/dialect';
import type { TaskRow } from '../tasks/task-rows';
import { FASTER_QUEUE_LEAD_MS, FASTER_QUEUE_TIERS } from '../../src/core/queue-priority';

/**
 * Tasks in the order they were stored, for ties: SQLite's rowid counts up; PostgreSQL's rows have no such number
 * (task ids are random UUIDs), so there it is the creation time, then the id (tasks made in one millisecond tie
 * in an arbitrary but fixed order). Two columns, so both databases compare it as a row value.
 */
export function storedOrder(kdb: Kysely<DB>, direction: 'asc' | 'desc' = 'asc'): RawBuilder<unknown> {
  const dir = sql.raw(direction);
  return onPostgres(kdb)
    ? sql`tasks.created_ms ${dir}, tasks.id ${dir}`
    : sql`tasks.rowid ${dir}, tasks.id ${dir}`;
}

/**
 * A queued row's place in the order (smaller first), the membership read at `nowMs`. Tasks made before turns
 * were kept have no turn_ms and order by their creation.
 */
export function orderKey(nowMs: number): RawBuilder<number> {
  const nowS = Math.floor(nowMs / 1000);
  const tiers = sql.join(FASTER_QUEUE_TIERS.map((tier) => sql.lit(tier)));
  return sql<number>`COALESCE(tasks.turn_ms, tasks.created_ms) - CASE WHEN EXISTS (
    SELECT 1 FROM memberships m WHERE m.user_id = tasks.user_id AND m.tier IN (${tiers})
      AND m.started_at <= ${nowS} AND m.expires_at > ${nowS}
  ) THEN ${sql.lit(FASTER_QUEUE_LEAD_MS)} ELSE 0 END`;
}

/** The job the queue takes next. */
export async function nextQueuedTask(kdb: Kysely<DB>, nowMs: number): Promise<TaskRow | undefined> {
  return (await kdb
    .selectFrom('tasks')
    .selectAll()
    .where('phase', '=', 'queued')
    .orderBy(orderKey(nowMs))
    .orderBy(storedOrder(kdb))
    .limit(1)
    .executeTakeFirst()) as TaskRow | undefined;
}

/** How many queued jobs the queue takes before this one (0: it is next). */
export async function queuedAhead(kdb: Kysely<DB>, taskId: string, nowMs: number): Promise<number> {
  const stored = onPostgres(kdb) ? sql`tasks.created_ms` : sql`tasks.rowid`;
  // The task's own place is a row subquery, read once; as a joined CTE, PostgreSQL's planner (its estimate of a
  // fresh queue is one row) scanned it again for every queued task: 20 ms a poll with 500 queued, 0.6 ms this way.
  const { rows } = await sql<{ n: number }>`
    WITH q AS (SELECT tasks.id AS id, ${orderKey(nowMs)} AS k, ${stored} AS r FROM tasks
               WHERE tasks.phase = 'queued')
    SELECT COUNT(*) AS n FROM q WHERE (q.k, q.r, q.id) < (SELECT k, r, id FROM q WHERE id = ${taskId})`.execute(
    kdb,
  );
  return Number(rows[0]?.n ?? 0);
}
