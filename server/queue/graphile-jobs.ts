/**
 * The jobs of graphile-worker, the task queue on PostgreSQL (server/queue/README.md): one job per queued task,
 * added in the transaction that stores the task, so neither exists without the other.
 */
import { sql, type Kysely } from 'kysely';
import { Logger } from 'graphile-worker';
import type { DB } from '../db/schema';
import { orderKey } from './queue-order';

/** graphile-worker's name for the job that runs one task. */
export const RUN_TASK_JOB = 'run-task';

/** What a run-task job carries. */
export interface RunTaskPayload {
  taskId: string;
}

/**
 * graphile-worker takes jobs by priority, then run_at, and only once run_at has come. Our order's key (turn time,
 * a faster plan's lead taken off) may lie in the future (users take turns), yet every queued task may run now:
 * run_at is the key moved this far into the past, so every job is due at once and run_at keeps our order.
 */
const RUN_AT_BEFORE_KEY_MS = 30 * 24 * 60 * 60_000;

/**
 * Adds the job of a stored task in the caller's transaction, in the queue's order (queue-order's key, read now).
 * Its deliveries are counted by graphile-worker (attempts); one more than the runs allowed, so the last delivery
 * can record that the task was interrupted too often.
 */
export async function addTaskJob(
  trx: Kysely<DB>,
  taskId: string,
  nowMs: number,
  maxRuns: number,
): Promise<void> {
  await sql`SELECT graphile_worker.add_job(${RUN_TASK_JOB}, json_build_object('taskId', tasks.id),
      run_at => to_timestamp((${orderKey(nowMs)} - ${RUN_AT_BEFORE_KEY_MS}) / 1000.0),
      max_attempts => ${maxRuns + 1}, job_key => tasks.id)
    FROM tasks WHERE tasks.id = ${taskId}`.execute(trx);
}

/**
 * Puts the waiting jobs of a user in their places again, the order's key read now: after a plan bought (a faster
 * plan's lead), in the transaction that grants it. A job already taken keeps its delivery.
 */
export async function rescheduleUserJobs(trx: Kysely<DB>, userId: number, nowMs: number): Promise<void> {
  await sql`SELECT graphile_worker.reschedule_jobs(ARRAY[jobs.id],
      run_at => to_timestamp((${orderKey(nowMs)} - ${RUN_AT_BEFORE_KEY_MS}) / 1000.0))
    FROM tasks JOIN graphile_worker.jobs AS jobs ON jobs.key = tasks.id
    WHERE tasks.user_id = ${userId} AND tasks.phase = 'queued'`.execute(trx);
}

/** Frees every job the given graphile-worker pools hold, for another process to take (their places kept). */
export async function unlockJobsOf(kdb: Kysely<DB>, poolIds: string[]): Promise<void> {
  if (poolIds.length === 0) return;
  await sql`SELECT graphile_worker.force_unlock_workers(${poolIds}::text[])`.execute(kdb);
}

/** Frees every locked job: a sole process starting, whose earlier run held them. */
export async function unlockAllJobs(kdb: Kysely<DB>): Promise<void> {
  await sql`SELECT graphile_worker.force_unlock_workers(ARRAY(
      SELECT DISTINCT locked_by FROM graphile_worker.jobs WHERE locked_by IS NOT NULL))`.execute(kdb);
}

/**
 * Frees the jobs of queued tasks locked longer than a lease (by graphile-worker's clock): a live handler claims
 * its queued task within milliseconds, so the process holding such a job died or stalled before claiming, and
 * graphile-worker itself would wait 4 hours. Only these jobs: force_unlock_workers would free every job of the
 * pool, and the pool may be alive. (run-task jobs have no queue_name, so no job queue is locked with them.)
 */
export async function unlockStaleQueuedJobs(kdb: Kysely<DB>, leaseMs: number): Promise<void> {
  await sql`UPDATE graphile_worker._private_jobs AS jobs SET locked_at = NULL, locked_by = NULL
    FROM tasks
    WHERE jobs.key = tasks.id AND tasks.phase = 'queued'
      AND jobs.locked_at < now() - make_interval(secs => ${leaseMs / 1000})`.execute(kdb);
}

/**
 * Queued tasks graphile-worker will not deliver: without a job (stored while the built-in queue ran tasks on this
 * database, before an upgrade) or with its deliveries spent by failures of the handler itself (its database
 * calls failing again and again) and no run holding it. `spent` says which.
 */
export async function undeliveredTasks(kdb: Kysely<DB>): Promise<Array<{ id: string; spent: boolean }>> {
  const { rows } = await sql<{ id: string; spent: boolean }>`
    SELECT tasks.id AS id, jobs.id IS NOT NULL AS spent
    FROM tasks LEFT JOIN graphile_worker.jobs AS jobs ON jobs.key = tasks.id
    WHERE tasks.phase = 'queued'
      AND (jobs.id IS NULL OR (jobs.attempts >= jobs.max_attempts AND jobs.locked_by IS NULL))`.execute(kdb);
  return rows;
}

/** Removes a task's job (one whose task has ended without a delivery returning). */
export async function removeTaskJob(kdb: Kysely<DB>, taskId: string): Promise<void> {
  await sql`SELECT graphile_worker.remove_job(${taskId})`.execute(kdb);
}

/**
 * A handler's way of leaving its job in line: the run did not end the task (a stop, a run another process took
 * over), so the job must not be completed (deleted). Thrown after the job's lock was released, graphile-worker's
 * fail_job (guarded by its lock) changes nothing, so the job keeps its place and its count of deliveries.
 */
export class LeftInLine extends Error {
  override readonly name = 'LeftInLine';
}

/** graphile-worker's log: warnings and errors only, and not a job left in line on purpose. */
export const graphileLogger = new Logger(() => (level, message, meta) => {
  if (level !== 'error' && level !== 'warning') return;
  if ((meta as { error?: unknown } | undefined)?.error instanceof LeftInLine) return;
  console.error(`graphile-worker: ${message}`);
});
