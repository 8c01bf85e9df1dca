import type { TaskStreamUpdate } from '../src/core/contract/task-events';
import { allTasks, findTaskByServerId, getSession, getTask, removeTask } from './db';
import { taskLockName } from './locks';
import type { TaskEngineContext } from './task-engine';
import { foldServerState } from './task-sync';
import type { TaskRecord } from '../src/sw-contract/api';

/**
 * Updates the page receives from the task event stream (GET /v1/ai/events) and hands over. A task state is
 * applied exactly as a poll result: folded into the stored record under the task's lock, stored, announced to
 * every subscribed page (and a success caches the result media). Polling goes on beside it at the spec's
 * intervals, so nothing depends on the stream; a state delivered twice changes nothing the second time.
 */
export function createTaskPush(ctx: TaskEngineContext) {
  async function stored(taskId: string, uid: string): Promise<TaskRecord | undefined> {
    const task = await findTaskByServerId(await ctx.db(), taskId);
    return task?.uid === uid ? task : undefined;
  }

  /** The record of a pushed task; a create whose answer is still on its way is waited for first. */
  async function recordOf(taskId: string, uid: string): Promise<TaskRecord | undefined> {
    const found = await stored(taskId, uid);
    if (found) return found;
    const unsent = (await allTasks(await ctx.db())).filter(
      (task) => task.uid === uid && task.phase === 'outbox',
    );
    if (unsent.length === 0) return undefined;
    // A send in progress holds its task's lock until the acknowledgement is stored.
    await Promise.all(
      unsent.map((task) => ctx.locks.run(taskLockName(task.localId), 'wait', async () => {})),
    );
    return stored(taskId, uid);
  }

  /**
   * Applies one update to a task this device holds. Tasks it does not hold (made on another device) are left to
   * the list sync, which knows how to add them.
   */
  async function applyUpdate(update: TaskStreamUpdate): Promise<void> {
    const session = await getSession(await ctx.db(), ctx.clock());
    if (!session) return;
    const taskId = update.kind === 'task' ? update.task.task_id : update.task_id;
    const found = await recordOf(taskId, session.uid);
    if (!found) return;
    await ctx.locks.run(taskLockName(found.localId), 'wait', async () => {
      const db = await ctx.db();
      const task = await getTask(db, found.localId);
      if (!task || task.taskId !== taskId) return;
      if (update.kind === 'removed') {
        await removeTask(db, task.localId);
        ctx.emit({ kind: 'remove', localId: task.localId });
        return;
      }
      const next = foldServerState(task, update.task, ctx.clock(), ctx.config);
      // A success is final on the server: an older state arriving late must not undo it.
      if (!next || (task.phase === 'success' && next.phase !== 'success')) return;
      await ctx.save(next);
    });
  }

  return { applyUpdate };
}
