import type { Db } from '../db/database';
import type { StoredFile } from '../files/file-store';
import { viewUrl } from '../files/view-signature';
import type { MediaKind, TaskDto, TaskResultFile, TaskUserData } from '../../src/core/contract/tasks';
import { TASK_STATUS_IN_PROGRESS, TASK_STATUS_SUCCESS } from '../../src/core/task-status';
import { statement } from '../db/statements';

/** A row of the tasks table (see migrations 0003 and 0006). */
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
  /** When the state a poll reports last changed; the event stream's ids. */
  updated_ms: number;
}

export function taskById(db: Db, id: string): TaskRow | undefined {
  return statement(db, 'SELECT * FROM tasks WHERE id = ?').get(id) as TaskRow | undefined;
}

// The signed-in reads select only the columns a task is reported from and checked by: better-sqlite3 builds a
// row object property by property, and the full row of the result poll cost more than all the rest of its work.
const TASK_VIEW_KEYS = [
  'id',
  'user_id',
  'algorithm',
  'status',
  'progress',
  'params',
  'user_data',
  'cost',
  'reason',
  'result_description',
  'created_ms',
  'finished_ms',
  'deleted_ms',
] as const satisfies ReadonlyArray<keyof TaskRow>;

/** What taskDto reports and the routes check (owner, deletion, algorithm, status). */
export type TaskView = Pick<TaskRow, (typeof TASK_VIEW_KEYS)[number]>;
export const TASK_VIEW_COLUMNS = TASK_VIEW_KEYS.join(', ');

/** The caller's task unless deleted; someone else's task looks exactly like a missing one. */
export function ownedTask(db: Db, userId: number, id: string): TaskView | undefined {
  const row = statement(db, `SELECT ${TASK_VIEW_COLUMNS} FROM tasks WHERE id = ?`).get(id) as
    TaskView | undefined;
  return row && row.user_id === userId && row.deleted_ms === null ? row : undefined;
}

const RESULT_FILE_KEYS = [
  'id',
  'name',
  'kind',
  'mime',
  'size',
  'width',
  'height',
  'duration',
] as const satisfies ReadonlyArray<keyof StoredFile>;

/** What a task result lists of each output file. */
type ResultFileRow = Pick<StoredFile, (typeof RESULT_FILE_KEYS)[number]>;
const RESULT_FILE_COLUMNS = RESULT_FILE_KEYS.map((key) => `f.${key}`).join(', ');

/** Outputs of a task in the order the engine produced them (deleted files left out). */
function taskOutputFiles(db: Db, taskId: string): ResultFileRow[] {
  return statement(
    db,
    `SELECT ${RESULT_FILE_COLUMNS} FROM task_files t JOIN files f ON f.id = t.file_id
       WHERE t.task_id = ? AND f.deleted_at IS NULL ORDER BY t.position`,
  ).all(taskId) as ResultFileRow[];
}

/** Outputs of several tasks in one query (a list page), each task's in engine order. */
function outputFilesOfTasks(db: Db, taskIds: string[]): Map<string, ResultFileRow[]> {
  const byTask = new Map<string, ResultFileRow[]>();
  if (taskIds.length === 0) return byTask;
  const rows = statement(
    db,
    `SELECT t.task_id AS of_task, ${RESULT_FILE_COLUMNS} FROM task_files t JOIN files f ON f.id = t.file_id
       WHERE t.task_id IN (SELECT value FROM json_each(?)) AND f.deleted_at IS NULL
       ORDER BY t.task_id, t.position`,
  ).all(JSON.stringify(taskIds)) as Array<ResultFileRow & { of_task: string }>;
  for (const row of rows) {
    const list = byTask.get(row.of_task) ?? [];
    list.push(row);
    byTask.set(row.of_task, list);
  }
  return byTask;
}

function resultFile(secret: Uint8Array, file: ResultFileRow): TaskResultFile {
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

/** The progress a task reports: 100 once it succeeded, whole percents before. */
export function reportedProgress(row: Pick<TaskRow, 'status' | 'progress'>): number {
  return row.status === TASK_STATUS_SUCCESS ? 100 : Math.floor(row.progress);
}

/** The task as every endpoint reports it, from its row and its output files (read only when it succeeded). */
function dtoOf(secret: Uint8Array, row: TaskView, files: ResultFileRow[]): TaskDto {
  const success = row.status === TASK_STATUS_SUCCESS;
  return {
    task_id: row.id,
    algorithm: row.algorithm,
    status: row.status,
    progress: reportedProgress(row),
    begin: toSeconds(row.created_ms),
    end: toSeconds(row.finished_ms),
    cost: row.cost,
    reason: row.reason,
    params: JSON.parse(row.params) as Record<string, unknown>,
    user_data: JSON.parse(row.user_data) as TaskUserData,
    result: success
      ? { files: files.map((f) => resultFile(secret, f)), description: row.result_description }
      : null,
    cancelable: row.status === TASK_STATUS_IN_PROGRESS,
    created_at: toSeconds(row.created_ms),
  };
}

/** The task as every endpoint reports it. begin is when it was created, end when it finished (0 before). */
export function taskDto(db: Db, secret: Uint8Array, row: TaskView): TaskDto {
  return dtoOf(secret, row, row.status === TASK_STATUS_SUCCESS ? taskOutputFiles(db, row.id) : []);
}

/** taskDto of many rows, their output files read in one query rather than one per task. */
export function taskDtos(db: Db, secret: Uint8Array, rows: TaskView[]): TaskDto[] {
  const files = outputFilesOfTasks(
    db,
    rows.filter((row) => row.status === TASK_STATUS_SUCCESS).map((row) => row.id),
  );
  return rows.map((row) => dtoOf(secret, row, files.get(row.id) ?? []));
}
