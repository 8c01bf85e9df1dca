import type { Db } from '../db/database';
import type { StoredFile } from '../files/file-storage';
import { viewUrl } from '../files/view-signature';
import type {
  MediaKind,
  TaskDto,
  TaskResultFile,
  TaskScene,
  TaskUserData,
} from '../../src/core/contract/tasks';
import { TASK_STATUS_IN_PROGRESS, TASK_STATUS_SUCCESS } from '../../src/core/task-status';
import { LRUCache } from 'lru-cache';
import { rawStatement, statement } from '../db/statements';
import { queuedAhead } from '../queue/queue-order';
import { reasonIn } from './failure-reason';
import { descriptionIn } from './result-description';
import type { Language } from '../../src/core/language';

/** A row of the tasks table (see migrations 0003, 0006, 0007, 0010, 0016 and 0017). */
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
  /** Why it failed: the id of a message the server says ('' until it fails); read with reasonIn. */
  reason: string;
  /** JSON of the reason's values; null when it has none. */
  reason_values: string | null;
  /** What the engine said in its own words when it failed (for the operator, never shown); null when nothing. */
  reason_detail: string | null;
  /** How the result was made: the id of a message the server says, or plain text; read with descriptionIn. */
  result_description: string;
  /** JSON of the description's values; null when it has none (or is plain text). */
  result_description_values: string | null;
  /** JSON of the TaskScene the text-to-image composer drew; null for other results. */
  result_scene: string | null;
  /** 1 when the outputs carry the watermark (owner on the free plan at creation), else 0. */
  watermark: number;
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
// ownedTask reads them as an array in this order (viewOf): a change here is a change there.
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
  'result_scene',
  'created_ms',
  'finished_ms',
  'deleted_ms',
  'phase',
  'reason_values',
  'result_description_values',
] as const satisfies ReadonlyArray<keyof TaskRow>;

/** What taskDto reports and the routes check (owner, deletion, algorithm, status). */
export type TaskView = Pick<TaskRow, (typeof TASK_VIEW_KEYS)[number]>;
export const TASK_VIEW_COLUMNS = TASK_VIEW_KEYS.join(', ');

/** A TaskView from its columns in TASK_VIEW_KEYS order (one object shape, built in one literal). */
function viewOf(c: unknown[]): TaskView {
  return {
    id: c[0],
    user_id: c[1],
    algorithm: c[2],
    status: c[3],
    progress: c[4],
    params: c[5],
    user_data: c[6],
    cost: c[7],
    reason: c[8],
    result_description: c[9],
    result_scene: c[10],
    created_ms: c[11],
    finished_ms: c[12],
    deleted_ms: c[13],
    phase: c[14],
    reason_values: c[15],
    result_description_values: c[16],
  } as TaskView;
}

/** The caller's task unless deleted; someone else's task looks exactly like a missing one. */
export function ownedTask(db: Db, userId: number, id: string): TaskView | undefined {
  const columns = rawStatement(db, `SELECT ${TASK_VIEW_COLUMNS} FROM tasks WHERE id = ?`).get(id) as
    unknown[] | undefined;
  const row = columns && viewOf(columns);
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

/**
 * Outputs of successful tasks already read, per database. A task's outputs are written in the same transaction
 * that marks it successful and only ever deleted with the task (whose row then reads as missing first), so the
 * list never changes once there is one to read; the result poll of a finished task skips this join. Bounded.
 */
const OUTPUTS_MEMO_MAX = 10_000;
const outputsMemo = new WeakMap<Db, LRUCache<string, ResultFileRow[]>>();

/** Outputs of a successful task in the order the engine produced them. */
function taskOutputFiles(db: Db, taskId: string): ResultFileRow[] {
  let memo = outputsMemo.get(db);
  if (!memo) {
    memo = new LRUCache({ max: OUTPUTS_MEMO_MAX });
    outputsMemo.set(db, memo);
  }
  let files = memo.get(taskId);
  if (!files) {
    files = readOutputFiles(db, taskId);
    memo.set(taskId, files);
  }
  return files;
}

function readOutputFiles(db: Db, taskId: string): ResultFileRow[] {
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
function dtoOf(
  secret: Uint8Array,
  lang: Language,
  row: TaskView,
  files: ResultFileRow[],
  ahead?: number,
): TaskDto {
  const success = row.status === TASK_STATUS_SUCCESS;
  return {
    task_id: row.id,
    algorithm: row.algorithm,
    status: row.status,
    progress: reportedProgress(row),
    begin: toSeconds(row.created_ms),
    end: toSeconds(row.finished_ms),
    cost: row.cost,
    reason: reasonIn(row.reason, row.reason_values, lang),
    params: JSON.parse(row.params) as Record<string, unknown>,
    user_data: JSON.parse(row.user_data) as TaskUserData,
    result: success
      ? {
          files: files.map((f) => resultFile(secret, f)),
          description: descriptionIn(row.result_description, row.result_description_values, lang),
          ...(row.result_scene !== null && { scene: JSON.parse(row.result_scene) as TaskScene }),
        }
      : null,
    cancelable: row.status === TASK_STATUS_IN_PROGRESS,
    created_at: toSeconds(row.created_ms),
    ...(ahead !== undefined && { queue_ahead: ahead }),
  };
}

/** A queued task's place in line (queue-order), for the UI's "tasks ahead of yours". */
export function queueAheadOf(db: Db, row: Pick<TaskView, 'id' | 'phase'>): number | undefined {
  return row.phase === 'queued' ? queuedAhead(db, row.id, Date.now()) : undefined;
}

/**
 * The task as every endpoint reports it, its reason and result description in `lang` (the request's). begin is when it was created, end
 * when it finished (0 before).
 */
export function taskDto(db: Db, secret: Uint8Array, lang: Language, row: TaskView): TaskDto {
  const files = row.status === TASK_STATUS_SUCCESS ? taskOutputFiles(db, row.id) : [];
  return dtoOf(secret, lang, row, files, queueAheadOf(db, row));
}

/** taskDto of many rows, their output files read in one query rather than one per task. */
export function taskDtos(db: Db, secret: Uint8Array, lang: Language, rows: TaskView[]): TaskDto[] {
  const files = outputFilesOfTasks(
    db,
    rows.filter((row) => row.status === TASK_STATUS_SUCCESS).map((row) => row.id),
  );
  return rows.map((row) => dtoOf(secret, lang, row, files.get(row.id) ?? [], queueAheadOf(db, row)));
}
