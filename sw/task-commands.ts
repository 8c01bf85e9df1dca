import { CODE_TASK_NOT_FOUND, CODE_UNAUTHORIZED } from '../src/core/business-codes';
import {
  TASK_STATUS_CANCELLED,
  TASK_STATUS_IN_PROGRESS,
  isTaskFinished,
  type LikeValue,
} from '../src/core/task-status';
import { allTasks, applyTaskChanges, getSession, getTask, removeTask, settleCreate } from './db';
import { SKIPPED, taskLockName } from './locks';
import type { TaskEngineContext } from './task-engine';
import { mergeServerPage } from './task-sync';
import { applyServerTask, byNewest, finishLocally, newLocalTask, pollIntervalMs } from './task-record';
import { envelopeCode, localFailure } from './transport';
import type { TaskRecord } from '../src/sw-contract/api';

/**
 * The user's commands on tasks. Each runs under the task's lock in `wait` mode, so it happens after a send or
 * poll in progress rather than racing it. Network and envelope failures reject (TransportError) and leave the
 * record as it was.
 */
export function createTaskCommands(ctx: TaskEngineContext) {
  const { config, transport } = ctx;

  async function withTask<T>(localId: string, work: (task: TaskRecord) => Promise<T>): Promise<T> {
    const result = await ctx.locks.run(taskLockName(localId), 'wait', async () => {
      const task = await getTask(await ctx.db(), localId);
      if (!task) throw localFailure(CODE_TASK_NOT_FOUND, 'task does not exist');
      return work(task);
    });
    if (result === SKIPPED) throw new Error('lock skipped in wait mode');
    return result;
  }

  async function currentUid(): Promise<string> {
    const session = await getSession(await ctx.db(), ctx.clock());
    if (!session) throw localFailure(CODE_UNAUTHORIZED, 'not signed in');
    return session.uid;
  }

  /** Stops a task. An unsent create is dropped from the outbox; a running one gets POST cancel when cancelable. */
  async function cancel(localId: string): Promise<TaskRecord> {
    return withTask(localId, async (task) => {
      const now = ctx.clock();
      if (task.phase === 'outbox') {
        return ctx.save(
          finishLocally(task, 'cancelled', TASK_STATUS_CANCELLED, null, now, config),
          settleCreate,
        );
      }
      if (task.phase !== 'running') return task;
      const after = task.cancelable && task.taskId ? await transport.cancel(task.taskId) : null;
      // A task that finished before the cancel arrived keeps its real outcome (the result was charged for).
      if (after && isTaskFinished(after.status)) return ctx.save(applyServerTask(task, after, now, config));
      // A task the server cannot cancel keeps running there; locally it stops being watched, and a later list
      // sync shows what the server made of it.
      return ctx.save(finishLocally(task, 'cancelled', TASK_STATUS_CANCELLED, null, now, config));
    });
  }

  /**
   * Deletes a task on the server (POST del) and here. An unsent create or a refused one is only local. Deleting
   * what is already gone is not an error, so a delete repeated after a lost answer succeeds.
   */
  async function remove(localId: string): Promise<void> {
    await ctx.locks.run(taskLockName(localId), 'wait', async () => {
      const task = await getTask(await ctx.db(), localId);
      if (task?.taskId) {
        try {
          await transport.del(task.taskId);
        } catch (error) {
          if (envelopeCode(error) !== CODE_TASK_NOT_FOUND) throw error;
        }
      }
      await removeTask(await ctx.db(), localId);
      ctx.emit({ kind: 'remove', localId });
    });
  }

  /**
   * POST /v1/ai/retry for a failed or cancelled task, into a new record `newLocalId`. The idempotency key is
   * derived from `newLocalId`, so a repeated call (after a lost answer) returns the first result and the server
   * charges once. If the server re-runs the same task_id, the original record goes back to running instead.
   */
  async function retry(localId: string, newLocalId: string = ctx.newId()): Promise<TaskRecord> {
    const uid = await currentUid();
    return withTask(localId, async (task) => {
      const repeated = await getTask(await ctx.db(), newLocalId);
      if (repeated) return repeated;
      if (!task.taskId) throw localFailure(CODE_TASK_NOT_FOUND, 'task was never created');
      const now = ctx.clock();
      const key = `retry-${newLocalId}`;
      const data = await transport.retry(task.taskId, key);
      const sameTask = data.task_id === task.taskId;
      const base: TaskRecord = sameTask
        ? { ...task, error: null, reason: '', result: null }
        : {
            ...newLocalTask({ ...task, localId: newLocalId, idempotencyKey: key }, uid, now, config),
            taskId: data.task_id,
          };
      let next: TaskRecord = { ...base, phase: 'running', status: TASK_STATUS_IN_PROGRESS, progress: 0 };
      next = { ...next, deadline: now + config.taskDeadlineMs, expiresAt: now + config.finishedTtlMs };
      if (data.task) next = applyServerTask(next, data.task, now, config);
      return ctx.save({ ...next, backoffStep: 0, nextPollAt: now + pollIntervalMs(next, config) });
    });
  }

  /** Like 1, dislike 0, cancel -1, stored with POST /v1/ai/task/data_save. */
  async function like(localId: string, value: LikeValue): Promise<TaskRecord> {
    return withTask(localId, async (task) => {
      if (!task.taskId) throw localFailure(CODE_TASK_NOT_FOUND, 'task was never created');
      await transport.dataSave({ taskId: task.taskId, save_type: 'like', user_data: { like: value } });
      return ctx.save({ ...task, userData: { ...task.userData, like: value }, updatedAt: ctx.clock() });
    });
  }

  /** The current user's tasks, newest first. */
  async function list(): Promise<TaskRecord[]> {
    const session = await getSession(await ctx.db(), ctx.clock());
    if (!session) return [];
    return (await allTasks(await ctx.db())).filter((task) => task.uid === session.uid).sort(byNewest);
  }

  /** Merges page 1 of POST /v1/ai/task into IndexedDB (see mergeServerPage) and returns the merged list. */
  async function syncList(): Promise<TaskRecord[]> {
    const uid = await currentUid();
    let page;
    try {
      page = await transport.list(1, config.listPageSize);
      ctx.noteNetwork(null);
    } catch (error) {
      ctx.noteNetwork(error);
      throw error;
    }
    const db = await ctx.db();
    const { upserts, removals } = mergeServerPage(await allTasks(db), page, uid, ctx.clock(), config);
    await applyTaskChanges(db, upserts, removals);
    for (const task of upserts) ctx.emit({ kind: 'upsert', task });
    for (const localId of removals) ctx.emit({ kind: 'remove', localId });
    return list();
  }

  return { cancel, remove, retry, like, list, syncList };
}
