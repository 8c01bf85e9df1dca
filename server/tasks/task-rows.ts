import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { prepared } from '../db/prepared';
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

// The signed-in reads select only the columns a task is reported from and checked by: the full row of the result
// poll cost more to build than all the rest of its work.
export const TASK_VIEW_KEYS = [
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

/** The caller's task unless deleted (one query); someone else's task looks exactly like a missing one. */
/** Read by every poll of a task: compiled once. */
const taskView = prepared((kdb: Kysely<DB>, id: string) =>
  kdb.selectFrom('tasks').select(TASK_VIEW_KEYS).where('id', '=', id),
);

export async function ownedTask(kdb: Kysely<DB>, userId: number, id: string): Promise<TaskView | undefined> {
  const row = (await taskView(kdb, id))[0] as TaskView | undefined;
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
const RESULT_FILE_COLUMNS = RESULT_FILE_KEYS.map((key) => `f.${key}` as const);

/**
 * Outputs of successful tasks already read, per database. A task's outputs are written in the same transaction
 * that marks it successful and only ever deleted with the task (whose row then reads as missing first), so the
 * list never changes once there is one to read; the result poll of a finished task skips this join. Bounded.
 */
const OUTPUTS_MEMO_MAX = 10_000;
const outputsMemo = new WeakMap<Kysely<DB>, LRUCache<string, ResultFileRow[]>>();

/** Outputs of a successful task in the order the engine produced them. */
async function taskOutputFiles(kdb: Kysely<DB>, taskId: string): Promise<ResultFileRow[]> {
  let memo = outputsMemo.get(kdb);
  if (!memo) {
    memo = new LRUCache({ max: OUTPUTS_MEMO_MAX });
    outputsMemo.set(kdb, memo);
  }
  let files = memo.get(taskId);
  if (!files) {
    files = (await outputFilesOfTasks(kdb, [taskId])).get(taskId) ?? [];
    memo.set(taskId, files);
  }
  return files;
}

/** Outputs of several tasks in one query (a list page), each task's in engine order. */
async function outputFilesOfTasks(kdb: Kysely<DB>, taskIds: string[]): Promise<Map<string, ResultFileRow[]>> {
  const byTask = new Map<string, ResultFileRow[]>();
  if (taskIds.length === 0) return byTask;
  const rows = (await kdb
    .selectFrom('task_files as t')
    .innerJoin('files as f', 'f.id', 't.file_id')
    .select(['t.task_id as of_task', ...RESULT_FILE_COLUMNS])
    .where('t.task_id', 'in', taskIds)
    .where('f.deleted_at', 'is', null)
    .orderBy('t.task_id')
    .orderBy('t.position')
    .execute()) as Array<ResultFileRow & { of_task: string }>;
  for (const { of_task, ...file } of rows) {
    const list = byTask.get(of_task) ?? [];
    list.push(file);
    byTask.set(of_task, list);
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
export async function queueAheadOf(
  kdb: Kysely<DB>,
  row: Pick<TaskView, 'id' | 'phase'>,
): Promise<number | undefined> {
  return row.phase === 'queued' ? queuedAhead(kdb, row.id, Date.now()) : undefined;
}

/**
 * The task as every endpoint reports it, its reason and result description in `lang` (the request's). begin is when it was created, end
 * when it finished (0 before).
 */
export async function taskDto(
  kdb: Kysely<DB>,
  secret: Uint8Array,
  lang: Language,
  row: TaskView,
): Promise<TaskDto> {
  const files = row.status === TASK_STATUS_SUCCESS ? await taskOutputFiles(kdb, row.id) : [];
  return dtoOf(secret, lang, row, files, await queueAheadOf(kdb, row));
}

/** taskDto of many rows, their output files read in one query rather than one per task. */
export async function taskDtos(
  kdb: Kysely<DB>,
  secret: Uint8Array,
  lang: Language,
  rows: TaskView[],
): Promise<TaskDto[]> {
  const files = await outputFilesOfTasks(
    kdb,
    rows.filter((row) => row.status === TASK_STATUS_SUCCESS).map((row) => row.id),
  );
  const dtos: TaskDto[] = [];
  for (const row of rows)
    dtos.push(dtoOf(secret, lang, row, files.get(row.id) ?? [], await queueAheadOf(kdb, row)));
  return dtos;
}
