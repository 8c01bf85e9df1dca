import type { Db } from '../db/database';
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
 * the task's updated_ms (strictly forward, see TOUCH) and, once committed, announces the change.
 */

/** SQL setting updated_ms to now (the `?`), or one past its last value, so every change gets a larger one. */
export const TOUCH = 'updated_ms = MAX(updated_ms + 1, ?)';

/**
 * Ends an unfinished task with a failure status and refunds it. False when it had already finished. The one place
 * a failure reason is stored (a message read in each reader's language, see failure-reason.ts), so the one place
 * server paths are taken out of it.
 */
export function failTask(
  db: Db,
  events: TaskChangeBus,
  taskId: string,
  status: number,
  reason: FailureReason,
  nowMs = Date.now(),
  keep?: (before: { phase: string; progress: number }, charged: number) => number,
): boolean {
  const ended = db.transaction(() => {
    const before = keep
      ? (db.prepare('SELECT phase, progress FROM tasks WHERE id = ?').get(taskId) as
          { phase: string; progress: number } | undefined)
      : undefined;
    const row = db
      .prepare(
        `UPDATE tasks SET status = ?, phase = 'done', reason = ?, reason_values = ?, reason_detail = ?,
         finished_ms = ?, lease_owner = NULL, lease_until_ms = NULL, ${TOUCH}
         WHERE id = ? AND phase != 'done' RETURNING user_id`,
      )
      .get(status, ...storedReason(reason), nowMs, nowMs, taskId) as { user_id: number } | undefined;
    if (row) refundTask(db, taskId, nowMs, (charged) => (keep && before ? keep(before, charged) : 0));
    return row;
  })();
  if (ended) events.publish({ userId: ended.user_id, taskId });
  return ended !== undefined;
}

/** Ends an unfinished task as cancelled; once it runs, the work done is charged (see cancelCharge). */
export function cancelTask(db: Db, events: TaskChangeBus, taskId: string, nowMs = Date.now()): boolean {
  return failTask(
    db,
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
export function succeedTask(
  db: Db,
  events: TaskChangeBus,
  taskId: string,
  owner: string,
  outputs: NewFile[],
  said: { description: ServerText | string; scene?: TaskScene },
  nowMs = Date.now(),
): boolean {
  const scene = said.scene ? JSON.stringify(said.scene) : null;
  const [description, descriptionValues] = storedDescription(said.description);
  const ended = db.transaction(() => {
    const row = db
      .prepare(
        `UPDATE tasks SET status = ?, phase = 'done', progress = 100, reason = '', reason_values = NULL,
         reason_detail = NULL, result_description = ?, result_description_values = ?,
         result_scene = ?, finished_ms = ?, lease_owner = NULL, lease_until_ms = NULL, ${TOUCH}
         WHERE id = ? AND phase = 'running' AND lease_owner = ? RETURNING user_id`,
      )
      .get(TASK_STATUS_SUCCESS, description, descriptionValues, scene, nowMs, nowMs, taskId, owner) as
      { user_id: number } | undefined;
    if (!row) return undefined;
    outputs.forEach((file, position) => {
      insertFile(db, file);
      db.prepare('INSERT INTO task_files (task_id, file_id, position) VALUES (?, ?, ?)').run(
        taskId,
        file.id,
        position,
      );
    });
    return row;
  })();
  if (ended) events.publish({ userId: ended.user_id, taskId });
  return ended !== undefined;
}

/** Puts a running task back in line (server stopping, or its process died); its partial outputs go. */
export function requeueTask(db: Db, events: TaskChangeBus, taskId: string, owner?: string): boolean {
  const sql = `UPDATE tasks SET phase = 'queued', progress = 0, started_ms = NULL, lease_owner = NULL,
    lease_until_ms = NULL, ${TOUCH} WHERE id = ? AND phase = 'running'`;
  const now = Date.now();
  const row = (
    owner
      ? db.prepare(`${sql} AND lease_owner = ? RETURNING user_id`).get(now, taskId, owner)
      : db.prepare(`${sql} RETURNING user_id`).get(now, taskId)
  ) as { user_id: number } | undefined;
  if (row) events.publish({ userId: row.user_id, taskId });
  return row !== undefined;
}

/** Marks a task and its outputs deleted and removes the output files from the media store. */
export async function deleteTask(
  db: Db,
  events: TaskChangeBus,
  media: MediaStore,
  userId: number,
  taskId: string,
): Promise<void> {
  const nowMs = Date.now();
  const deleted = db.transaction(() => {
    const changed = db
      .prepare(`UPDATE tasks SET deleted_ms = ?, ${TOUCH} WHERE id = ? AND deleted_ms IS NULL`)
      .run(nowMs, nowMs, taskId).changes;
    db.prepare(
      `UPDATE files SET deleted_at = ? WHERE deleted_at IS NULL
       AND id IN (SELECT file_id FROM task_files WHERE task_id = ?)`,
    ).run(Math.floor(nowMs / 1000), taskId);
    return changed > 0;
  })();
  if (deleted) events.publish({ userId, taskId });
  await media.deleteFolder(taskOutputPrefix(userId, taskId));
}
