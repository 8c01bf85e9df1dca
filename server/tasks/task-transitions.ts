import fs from 'node:fs/promises';
import type { Db } from '../db/database';
import { refundTask } from '../credits/task-charges';
import { insertFile, taskOutputDir, type NewFile } from '../files/file-store';
import { TASK_STATUS_CANCELLED, TASK_STATUS_SUCCESS } from '../../src/core/task-status';

/**
 * Every way a task leaves status 2. Each is one transaction guarded by the task's current phase, so a
 * cancel racing the engine's finish ends the task exactly one way and refunds at most once.
 */

/** Ends an unfinished task with a failure status and refunds it. False when it had already finished. */
export function failTask(
  db: Db,
  taskId: string,
  status: number,
  reason: string,
  nowMs = Date.now(),
): boolean {
  return db.transaction(() => {
    const ended = db
      .prepare(
        `UPDATE tasks SET status = ?, phase = 'done', reason = ?, finished_ms = ?, lease_owner = NULL,
         lease_until_ms = NULL WHERE id = ? AND phase != 'done'`,
      )
      .run(status, reason, nowMs, taskId);
    if (ended.changes === 0) return false;
    refundTask(db, taskId, nowMs);
    return true;
  })();
}

export function cancelTask(db: Db, taskId: string): boolean {
  return failTask(db, taskId, TASK_STATUS_CANCELLED, 'Cancelled');
}

/**
 * Stores a run's outputs and marks the task successful, only if this queue instance still holds it
 * (not cancelled, not taken over). False means the outputs belong to nobody and should be removed.
 */
export function succeedTask(
  db: Db,
  taskId: string,
  owner: string,
  outputs: NewFile[],
  description: string,
  nowMs = Date.now(),
): boolean {
  return db.transaction(() => {
    const ended = db
      .prepare(
        `UPDATE tasks SET status = ?, phase = 'done', progress = 100, reason = '', result_description = ?,
         finished_ms = ?, lease_owner = NULL, lease_until_ms = NULL
         WHERE id = ? AND phase = 'running' AND lease_owner = ?`,
      )
      .run(TASK_STATUS_SUCCESS, description, nowMs, taskId, owner);
    if (ended.changes === 0) return false;
    outputs.forEach((file, position) => {
      insertFile(db, file);
      db.prepare('INSERT INTO task_files (task_id, file_id, position) VALUES (?, ?, ?)').run(
        taskId,
        file.id,
        position,
      );
    });
    return true;
  })();
}

/** Puts a running task back in line (server stopping, or its process died); its partial outputs go. */
export function requeueTask(db: Db, taskId: string, owner?: string): boolean {
  const sql = `UPDATE tasks SET phase = 'queued', progress = 0, started_ms = NULL, lease_owner = NULL,
    lease_until_ms = NULL WHERE id = ? AND phase = 'running'`;
  const result = owner
    ? db.prepare(`${sql} AND lease_owner = ?`).run(taskId, owner)
    : db.prepare(sql).run(taskId);
  return result.changes > 0;
}

/** Marks a task and its outputs deleted and removes the output files from disk. */
export async function deleteTask(db: Db, dataDir: string, userId: number, taskId: string): Promise<void> {
  const nowMs = Date.now();
  db.transaction(() => {
    db.prepare('UPDATE tasks SET deleted_ms = ? WHERE id = ? AND deleted_ms IS NULL').run(nowMs, taskId);
    db.prepare(
      `UPDATE files SET deleted_at = ? WHERE deleted_at IS NULL
       AND id IN (SELECT file_id FROM task_files WHERE task_id = ?)`,
    ).run(Math.floor(nowMs / 1000), taskId);
  })();
  await fs.rm(taskOutputDir(dataDir, userId, taskId), { recursive: true, force: true });
}
