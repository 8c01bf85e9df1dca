import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { lockForWrite } from './lock-for-write';
import { refundTask } from '../credits/task-charges';
import { insertFile, taskOutputPrefix, type NewFile } from '../files/file-storage';
import type { MediaStore } from '../media-store/media-store';
import type { TaskChangeBus } from './task-change-bus';
import { storedReason, type FailureReason } from './failure-reason';
import { storedDescription } from './result-description';
import { say, type ServerText } from '../i18n/server-text';
import { TASK_STATUS_CANCELLED, TASK_STATUS_SUCCESS } from '../../src/core/task-status';
import { cancelCharge } from '../../src/core/cancel-charge';
import type { TaskScene } from '../../src/core/contract/tasks';

/**
 * Every way a task leaves status 2. Each is one transaction guarded by the task's current phase, so a
 * cancel racing the engine's finish ends the task exactly one way and refunds at most once. Each also moves
 * the task's updated_ms (strictly forward, see touch) and, once committed, announces the change.
 */

/**
 * The new updated_ms: now, or one past its last value, so every change gets a larger one. A CASE rather than
 * SQLite's scalar MAX(a, b), which PostgreSQL does not have (its GREATEST is not SQLite's): one text for both.
 */
export function touch(nowMs: number): RawBuilder<number> {
  return sql<number>`CASE WHEN updated_ms + 1 > ${nowMs} THEN updated_ms + 1 ELSE ${nowMs} END`;
}

/** Which unfinished tasks failTask ends: any (the default), or only one still waiting in line (the queue's). */
type EndsFrom = 'unfinished' | 'queued';

/**
 * Ends an unfinished task with a failure status and refunds it. False when it had already finished. The one place
 * a failure reason is stored (a message read in each reader's language, see failure-reason.ts), so the one place
 * server paths are taken out of it. One transaction: the guarded UPDATE (phase still unfinished) lets exactly one
 * ending win, across processes too; the progress a cancel charges for is read with the task locked (lockForWrite), before it.
 */
export async function failTask(
  kdb: Kysely<DB>,
  events: TaskChangeBus,
  taskId: string,
  status: number,
  reason: FailureReason,
  nowMs = Date.now(),
  keep?: (before: { phase: string; progress: number }, charged: number) => number,
  from: EndsFrom = 'unfinished',
): Promise<boolean> {
  const [storedText, storedValues, storedDetail] = storedReason(reason);
  const ended = await kdb.transaction().execute(async (trx) => {
    if (keep) await lockForWrite(trx, 'tasks', taskId);
    const before = keep
      ? await trx
          .selectFrom('tasks')
          .select(['phase', 'progress'])
          .where('id', '=', taskId)
          .executeTakeFirst()
      : undefined;
    const row = await trx
      .updateTable('tasks')
      .set({
        status,
        phase: 'done',
        reason: storedText,
        reason_values: storedValues,
        reason_detail: storedDetail,
        finished_ms: nowMs,
        lease_owner: null,
        lease_until_ms: null,
        updated_ms: touch(nowMs),
      })
      .where('id', '=', taskId)
      .where('phase', from === 'queued' ? '=' : '!=', from === 'queued' ? 'queued' : 'done')
      .returning('user_id')
      .executeTakeFirst();
    if (row) await refundTask(trx, taskId, nowMs, (charged) => (keep && before ? keep(before, charged) : 0));
    return row;
  });
  if (ended) events.publish({ userId: ended.user_id, taskId });
  return ended !== undefined;
}

/** Ends an unfinished task as cancelled; once it runs, the work done is charged (see cancelCharge). */
export function cancelTask(
  kdb: Kysely<DB>,
  events: TaskChangeBus,
  taskId: string,
  nowMs = Date.now(),
): Promise<boolean> {
  return failTask(
    kdb,
    events,
    taskId,
    TASK_STATUS_CANCELLED,
    { text: say('Cancelled') },
    nowMs,
    (before, charged) => cancelCharge(charged, before.progress, before.phase === 'running'),
  );
}

/**
 * Stores a run's outputs (with its line on how they were made and, from the text-to-image composer, the scene
 * it drew) and marks the task successful, only if this queue instance still holds it (not cancelled, not taken
 * over). False means the outputs belong to nobody and should be removed.
 */
export async function succeedTask(
  kdb: Kysely<DB>,
  events: TaskChangeBus,
  taskId: string,
  owner: string,
  outputs: NewFile[],
  said: { description: ServerText | string; scene?: TaskScene },
  nowMs = Date.now(),
): Promise<boolean> {
  const scene = said.scene ? JSON.stringify(said.scene) : null;
  const [description, descriptionValues] = storedDescription(said.description);
  const ended = await kdb.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('tasks')
      .set({
        status: TASK_STATUS_SUCCESS,
        phase: 'done',
        progress: 100,
        reason: '',
        reason_values: null,
        reason_detail: null,
        result_description: description,
        result_description_values: descriptionValues,
        result_scene: scene,
        finished_ms: nowMs,
        lease_owner: null,
        lease_until_ms: null,
        updated_ms: touch(nowMs),
      })
      .where('id', '=', taskId)
      .where('phase', '=', 'running')
      .where('lease_owner', '=', owner)
      .returning('user_id')
      .executeTakeFirst();
    if (!row) return undefined;
    for (const [position, file] of outputs.entries()) {
      await insertFile(trx, file);
      await trx.insertInto('task_files').values({ task_id: taskId, file_id: file.id, position }).execute();
    }
    return row;
  });
  if (ended) events.publish({ userId: ended.user_id, taskId });
  return ended !== undefined;
}

/**
 * Puts a running task back in line (server stopping, or its process died); its partial outputs go. Only a run of
 * `owner`, when given; and for a sweep (`leaseEndedBefore`), only while its lease has still run out: a heartbeat
 * landing between the sweep's read and this write keeps the run.
 */
export async function requeueTask(
  kdb: Kysely<DB>,
  events: TaskChangeBus,
  taskId: string,
  owner?: string,
  leaseEndedBefore?: number,
): Promise<boolean> {
  const now = Date.now();
  let update = kdb
    .updateTable('tasks')
    .set({
      phase: 'queued',
      progress: 0,
      started_ms: null,
      lease_owner: null,
      lease_until_ms: null,
      updated_ms: touch(now),
    })
    .where('id', '=', taskId)
    .where('phase', '=', 'running');
  if (owner) update = update.where('lease_owner', '=', owner);
  if (leaseEndedBefore !== undefined) update = update.where('lease_until_ms', '<', leaseEndedBefore);
  const row = await update.returning('user_id').executeTakeFirst();
  if (row) events.publish({ userId: row.user_id, taskId });
  return row !== undefined;
}

/** Marks a task and its outputs deleted and removes the output files from the media store. */
export async function deleteTask(
  kdb: Kysely<DB>,
  events: TaskChangeBus,
  media: MediaStore,
  userId: number,
  taskId: string,
): Promise<void> {
  const nowMs = Date.now();
  const deleted = await kdb.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('tasks')
      .set({ deleted_ms: nowMs, updated_ms: touch(nowMs) })
      .where('id', '=', taskId)
      .where('deleted_ms', 'is', null)
      .executeTakeFirst();
    await trx
      .updateTable('files')
      .set({ deleted_at: Math.floor(nowMs / 1000) })
      .where('deleted_at', 'is', null)
      .where('id', 'in', trx.selectFrom('task_files').select('file_id').where('task_id', '=', taskId))
      .execute();
    return Number(changed.numUpdatedRows) > 0;
  });
  if (deleted) events.publish({ userId, taskId });
  await media.deleteFolder(taskOutputPrefix(userId, taskId));
}
