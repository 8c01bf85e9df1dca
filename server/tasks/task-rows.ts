import type { Db } from '../db/database';
import type { StoredFile } from '../files/file-store';
import { viewUrl } from '../files/view-signature';
import type { MediaKind, TaskDto, TaskResultFile, TaskUserData } from '../../src/core/contract/tasks';
import { TASK_STATUS_IN_PROGRESS, TASK_STATUS_SUCCESS } from '../../src/core/task-status';

/** A row of the tasks table (see migration 0003). */
export interface TaskRow {
  id: string;
  user_id: number;
  algorithm: string;
  status: number;
  phase: 'queued' | 'running' | 'done';
  progress: number;
  params: string;
  user_data: string;
  cost: number;
  reason: string;
  result_description: string;
  idempotency_key: string | null;
  request_fingerprint: string;
  retry_of: string | null;
  attempts: number;
  created_ms: number;
  started_ms: number | null;
  finished_ms: number | null;
  lease_owner: string | null;
  lease_until_ms: number | null;
  heartbeat_ms: number | null;
  refunded_ms: number | null;
  deleted_ms: number | null;
}

export function taskById(db: Db, id: string): TaskRow | undefined {
  return db.prepare('SELECT * FROM tasks WHERE id = ?').get(id) as TaskRow | undefined;
}

/** The caller's task unless deleted; someone else's task looks exactly like a missing one. */
export function ownedTask(db: Db, userId: number, id: string): TaskRow | undefined {
  const row = taskById(db, id);
  return row && row.user_id === userId && row.deleted_ms === null ? row : undefined;
}

/** Outputs of a task in the order the engine produced them (deleted files left out). */
export function taskOutputFiles(db: Db, taskId: string): StoredFile[] {
  return db
    .prepare(
      `SELECT f.* FROM task_files t JOIN files f ON f.id = t.file_id
       WHERE t.task_id = ? AND f.deleted_at IS NULL ORDER BY t.position`,
    )
    .all(taskId) as StoredFile[];
}

function resultFile(secret: Uint8Array, file: StoredFile): TaskResultFile {
  return {
    file: file.id,
    name: file.name,
    url: viewUrl(secret, file.id),
    kind: file.kind as MediaKind,
    mime: file.mime,
    size: file.size,
    ...(file.width !== null && { width: file.width }),
    ...(file.height !== null && { height: file.height }),
    ...(file.duration !== null && { duration: file.duration }),
  };
}

const toSeconds = (ms: number | null) => (ms === null ? 0 : Math.floor(ms / 1000));

/** The task as every endpoint reports it. begin is when it was created, end when it finished (0 before). */
export function taskDto(db: Db, secret: Uint8Array, row: TaskRow): TaskDto {
  const success = row.status === TASK_STATUS_SUCCESS;
  return {
    task_id: row.id,
    algorithm: row.algorithm,
    status: row.status,
    progress: success ? 100 : Math.floor(row.progress),
    begin: toSeconds(row.created_ms),
    end: toSeconds(row.finished_ms),
    cost: row.cost,
    reason: row.reason,
    params: JSON.parse(row.params) as Record<string, unknown>,
    user_data: JSON.parse(row.user_data) as TaskUserData,
    result: success
      ? {
          files: taskOutputFiles(db, row.id).map((f) => resultFile(secret, f)),
          description: row.result_description,
        }
      : null,
    cancelable: row.status === TASK_STATUS_IN_PROGRESS,
    created_at: toSeconds(row.created_ms),
  };
}
