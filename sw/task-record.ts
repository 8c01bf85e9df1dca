import type { ProgressData, TaskDto } from '../src/core/contract/tasks';
import { clampProgress } from '../src/core/progress';
import { usesRealProgress } from '../src/core/task-story';
import { SERVER_TIME_UNIT_MS } from '../src/core/timing';
import {
  TASK_STATUS_CANCELLED,
  TASK_STATUS_IN_PROGRESS,
  isTaskFailure,
  isTaskSuccess,
} from '../src/core/task-status';
import type { CreateTaskInput, TaskError, TaskPhase, TaskRecord } from '../src/sw-contract/api';
import type { PollingConfig } from './polling-config';

/** The pure transitions of a task record (the record itself is part of the page ↔ SW contract). */

export function isInFlight(task: Pick<TaskRecord, 'phase'>): boolean {
  return task.phase === 'outbox' || task.phase === 'running';
}

function phaseForStatus(status: number): TaskPhase {
  if (isTaskSuccess(status)) return 'success';
  if (status === TASK_STATUS_CANCELLED) return 'cancelled';
  if (isTaskFailure(status)) return 'failed';
  return 'running';
}

export function pollIntervalMs(task: Pick<TaskRecord, 'realProgress'>, config: PollingConfig): number {
  return task.realProgress ? config.progressPollMs : config.resultPollMs;
}

export function newLocalTask(
  input: CreateTaskInput & { localId: string; idempotencyKey: string },
  uid: string,
  now: number,
  config: PollingConfig,
): TaskRecord {
  return {
    localId: input.localId,
    idempotencyKey: input.idempotencyKey,
    uid,
    taskId: null,
    algorithm: input.algorithm,
    params: input.params,
    userData: input.userData ?? {},
    // Long (video) tasks follow real progress; the rule is core's, so retries and tasks met in the list follow it too.
    realProgress: usesRealProgress(input.algorithm),
    phase: 'outbox',
    status: 0,
    progress: 0,
    result: null,
    reason: '',
    error: null,
    cancelable: true,
    cost: 0,
    begin: 0,
    end: 0,
    createdAt: now,
    nextPollAt: now,
    backoffStep: 0,
    deadline: now + config.outboxDeadlineMs,
    expiresAt: now + config.finishedTtlMs,
    updatedAt: now,
  };
}

/** A final phase keeps the record for finishedTtlMs more, then purge drops it. */
function withPhase(task: TaskRecord, phase: TaskPhase, now: number, config: PollingConfig): TaskRecord {
  const final = !isInFlight({ phase });
  return {
    ...task,
    phase,
    expiresAt: final && isInFlight(task) ? now + config.finishedTtlMs : task.expiresAt,
    updatedAt: now,
  };
}

/** Folds a server task (create answer, result poll or list row) into the local record. */
export function applyServerTask(
  task: TaskRecord,
  dto: TaskDto,
  now: number,
  config: PollingConfig,
): TaskRecord {
  const phase = phaseForStatus(dto.status);
  const next: TaskRecord = {
    ...task,
    taskId: dto.task_id,
    algorithm: dto.algorithm || task.algorithm,
    params: dto.params ?? task.params,
    userData: { ...task.userData, ...dto.user_data },
    status: dto.status,
    progress: phase === 'success' ? 100 : clampProgress(dto.progress),
    queueAhead: dto.queue_ahead,
    result: dto.result ?? task.result,
    reason: dto.reason ?? '',
    cancelable: dto.cancelable,
    cost: dto.cost,
    begin: dto.begin,
    end: dto.end,
    createdAt: dto.created_at ? dto.created_at * SERVER_TIME_UNIT_MS : task.createdAt,
  };
  if (phase === 'running' && task.phase === 'outbox') {
    // Acknowledged now: polling gets its own deadline, counted from the acknowledgement.
    next.deadline = now + config.taskDeadlineMs;
  }
  return withPhase(next, phase, now, config);
}

/** Folds a progress poll into the record; a success still needs a result call for the files. */
export function applyProgress(
  task: TaskRecord,
  data: ProgressData,
  now: number,
  config: PollingConfig,
): TaskRecord {
  const phase = phaseForStatus(data.status);
  const progress = phase === 'success' ? 100 : clampProgress(data.progress);
  return withPhase(
    { ...task, status: data.status, progress, queueAhead: data.queue_ahead },
    phase,
    now,
    config,
  );
}

/** Ends a task locally (deadline, refused create, cancel) with a status from the spec's failure set. */
export function finishLocally(
  task: TaskRecord,
  phase: 'failed' | 'cancelled',
  status: number,
  error: TaskError | null,
  now: number,
  config: PollingConfig,
): TaskRecord {
  return withPhase({ ...task, status, error, reason: error?.msg ?? task.reason }, phase, now, config);
}

/** A record for a task first seen in the server list (made elsewhere or before this device stored it). */
export function recordFromServer(dto: TaskDto, uid: string, now: number, config: PollingConfig): TaskRecord {
  const base = newLocalTask(
    {
      localId: `server-${dto.task_id}`,
      idempotencyKey: '',
      algorithm: dto.algorithm,
      params: dto.params ?? {},
      userData: dto.user_data ?? {},
    },
    uid,
    now,
    config,
  );
  const running = { ...base, phase: 'running' as const, status: TASK_STATUS_IN_PROGRESS };
  return applyServerTask({ ...running, deadline: now + config.taskDeadlineMs }, dto, now, config);
}

/** Newest first, the order every list shows. */
export function byNewest(a: TaskRecord, b: TaskRecord): number {
  return b.createdAt - a.createdAt || (a.localId < b.localId ? -1 : 1);
}
