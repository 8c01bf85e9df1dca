import {
  CODE_ERROR,
  CODE_TOO_MANY_REQUESTS,
  CODE_TASK_MISMATCH,
  CODE_TASK_NOT_FOUND,
  ERROR_TIMEOUT,
  ERROR_UNKNOWN,
} from '../src/core/business-codes';
import { TASK_STATUS_FAILED, TASK_STATUS_TIMEOUT, isTaskSuccess } from '../src/core/task-status';
import { backoffDelayMs, pollingConfig, type PollingConfig } from './polling-config';
import type { CreateTaskInput, PassSummary, TaskEvent, TaskRecord } from '../src/sw-contract/api';
import type { SwDb } from '../src/sw-contract/db';
import { allTasks, enqueueCreate, getSession, getTask, putTask, settleCreate } from './db';
import { SKIPPED, memoryLocks, taskLockName, type TaskLocks } from './locks';
import { createTaskCommands } from './task-commands';
import { createTaskPush } from './task-push';
import {
  applyProgress,
  applyServerTask,
  finishLocally,
  isInFlight,
  newLocalTask,
  pollIntervalMs,
} from './task-record';
import {
  TransportError,
  envelopeCode,
  isNetworkFailure,
  localFailure,
  type TaskTransport,
} from './transport';

export interface TaskEngineDeps {
  db: () => Promise<SwDb>;
  transport: TaskTransport;
  config?: Partial<PollingConfig>;
  locks?: TaskLocks;
  clock?: () => number;
  random?: () => number;
  newId?: () => string;
  emit?: (event: TaskEvent) => void;
  /** Hears each task that leaves flight (outbox or running) for a final phase, once, after it is stored. */
  onFinished?: (task: TaskRecord) => void;
}

/** What the engine's parts share. */
export interface TaskEngineContext {
  db: () => Promise<SwDb>;
  transport: TaskTransport;
  config: PollingConfig;
  locks: TaskLocks;
  clock: () => number;
  random: () => number;
  newId: () => string;
  emit: (event: TaskEvent) => void;
  /** Stores a task and tells subscribers. */
  save(task: TaskRecord, write?: (db: SwDb, task: TaskRecord) => Promise<void>): Promise<TaskRecord>;
  /** Records whether the last API call got an answer; subscribers hear changes. */
  noteNetwork(error: unknown): void;
}

export interface PassOptions {
  /**
   * Polls every running task now, not only those due: a page that just opened (or came back) shows what the
   * server knows rather than the state stored when it last looked. Tasks backing off after network errors wait.
   */
  catchUp?: boolean;
  /**
   * The browser says the network is back (a Background Sync event): tasks and creates waiting out a backoff
   * after network errors are due now. The backoff guessed when to try again; this is the answer.
   */
  networkBack?: boolean;
}

/** Envelope codes after which polling the task cannot succeed: it does not exist (any more) for this user. */
const TASK_GONE_CODES: readonly number[] = [CODE_TASK_NOT_FOUND, CODE_TASK_MISMATCH];

export function createTaskEngine(deps: TaskEngineDeps) {
  let online: boolean | null = null;
  const ctx: TaskEngineContext = {
    db: deps.db,
    transport: deps.transport,
    config: pollingConfig(deps.config),
    locks: deps.locks ?? memoryLocks(),
    clock: deps.clock ?? Date.now,
    random: deps.random ?? Math.random,
    newId: deps.newId ?? (() => crypto.randomUUID()),
    emit: deps.emit ?? (() => {}),
    async save(task, write = putTask) {
      const db = await ctx.db();
      // Every final state is stored here (polls, pushed updates, deadlines, refused creates): reading the record
      // before a final write tells a task that just finished from one saved again (a like on a done task).
      const before = deps.onFinished && !isInFlight(task) ? await getTask(db, task.localId) : undefined;
      await write(db, task);
      ctx.emit({ kind: 'upsert', task });
      if (before && isInFlight(before)) deps.onFinished?.(task);
      return task;
    },
    noteNetwork(error) {
      const now = !isNetworkFailure(error);
      if (now !== online) {
        online = now;
        ctx.emit({ kind: 'network', online: now });
      }
    },
  };
  const { config, locks, transport } = ctx;

  function backoff(task: TaskRecord, now: number): TaskRecord {
    const delay = backoffDelayMs(task.backoffStep, config, ctx.random);
    return { ...task, backoffStep: task.backoffStep + 1, nextPollAt: now + delay, updatedAt: now };
  }

  function timedOut(task: TaskRecord, now: number): TaskRecord {
    return finishLocally(
      task,
      'failed',
      TASK_STATUS_TIMEOUT,
      { code: CODE_ERROR, msg: ERROR_TIMEOUT },
      now,
      config,
    );
  }

  /** One attempt to send an outbox create, with the key it was queued with. Caller holds the task lock. */
  async function sendCreate(localId: string, now: number): Promise<'sent' | 'network' | 'none'> {
    const db = await ctx.db();
    const task = await getTask(db, localId);
    if (!task || task.phase !== 'outbox') return 'none';
    if (now > task.deadline) {
      await ctx.save(timedOut(task, now), settleCreate);
      return 'none';
    }
    try {
      const data = await transport.create(
        task.algorithm,
        { params: task.params, user_data: task.userData },
        task.idempotencyKey,
      );
      ctx.noteNetwork(null);
      const acknowledged = applyServerTask({ ...task, taskId: data.task_id }, data.task, now, config);
      const scheduled = { ...acknowledged, backoffStep: 0, nextPollAt: now + pollIntervalMs(task, config) };
      await ctx.save(scheduled, settleCreate);
      return 'sent';
    } catch (error) {
      ctx.noteNetwork(error);
      if (isNetworkFailure(error)) {
        await ctx.save(backoff(task, now));
        return 'network';
      }
      // Too many creates in a short time: the task waits in the outbox and goes again after the backoff.
      if (envelopeCode(error) === CODE_TOO_MANY_REQUESTS) {
        await ctx.save(backoff(task, now));
        return 'none';
      }
      // The server refused the create (490505 no credits, 490001 bad params…): final, and the UI reacts to the code.
      const failure =
        error instanceof TransportError && error.kind === 'envelope'
          ? { code: error.code, msg: error.envelope?.msg ?? error.message }
          : { code: CODE_ERROR, msg: error instanceof Error ? error.message : ERROR_UNKNOWN };
      await ctx.save(finishLocally(task, 'failed', TASK_STATUS_FAILED, failure, now, config), settleCreate);
      return 'none';
    }
  }

  /** One poll of a running task. Caller holds the task lock. */
  async function pollOnce(localId: string, now: number): Promise<'polled' | 'network' | 'none'> {
    const db = await ctx.db();
    const task = await getTask(db, localId);
    if (!task || task.phase !== 'running' || !task.taskId) return 'none';
    if (now > task.deadline) {
      await ctx.save(timedOut(task, now));
      return 'none';
    }
    try {
      let next: TaskRecord;
      if (task.realProgress) {
        const data = await transport.progress(task.algorithm, task.taskId);
        next = isTaskSuccess(data.status)
          ? applyServerTask(task, await transport.result(task.algorithm, task.taskId), now, config)
          : applyProgress(task, data, now, config);
      } else {
        next = applyServerTask(task, await transport.result(task.algorithm, task.taskId), now, config);
      }
      ctx.noteNetwork(null);
      await ctx.save({ ...next, backoffStep: 0, nextPollAt: now + pollIntervalMs(task, config) });
      return 'polled';
    } catch (error) {
      ctx.noteNetwork(error);
      const code = envelopeCode(error);
      if (code !== null && TASK_GONE_CODES.includes(code)) {
        const msg = (error as TransportError).envelope?.msg ?? '';
        await ctx.save(finishLocally(task, 'failed', TASK_STATUS_FAILED, { code, msg }, now, config));
        return 'none';
      }
      // Network errors, an expired session (401/490010 until the page renews it) and other refusals are not the
      // task's failure: only the spec's failure statuses fail a task. Keep it and try again later.
      await ctx.save(backoff(task, now));
      return isNetworkFailure(error) ? 'network' : 'none';
    }
  }

  async function pass(now: number, options: PassOptions): Promise<PassSummary> {
    const summary: PassSummary = { sent: 0, polled: 0, networkErrors: 0, inFlight: 0, nextDueAt: null };
    const db = await ctx.db();
    const session = await getSession(db, now);
    if (!session) return summary;
    const isDue = (task: TaskRecord) =>
      task.nextPollAt <= now ||
      (options.networkBack === true && task.backoffStep > 0) ||
      (options.catchUp === true && task.phase === 'running' && task.backoffStep === 0);
    const due = (await allTasks(db)).filter((task) => task.uid === session.uid && isDue(task));
    const count = (outcome: string | typeof SKIPPED) => {
      if (outcome === 'sent') summary.sent++;
      if (outcome === 'polled') summary.polled++;
      if (outcome === 'network') summary.networkErrors++;
    };
    // Unsent creates first (a task the server does not know has nothing to poll); within each group in parallel,
    // so that one slow request does not hold up the others.
    const outbox = due.filter((task) => task.phase === 'outbox');
    const running = due.filter((task) => task.phase === 'running');
    await Promise.all(
      outbox.map(async (task) =>
        count(await locks.run(taskLockName(task.localId), 'try', () => sendCreate(task.localId, now))),
      ),
    );
    await Promise.all(
      running.map(async (task) =>
        count(await locks.run(taskLockName(task.localId), 'try', () => pollOnce(task.localId, now))),
      ),
    );
    for (const task of await allTasks(db)) {
      if (task.uid !== session.uid || (task.phase !== 'outbox' && task.phase !== 'running')) continue;
      summary.inFlight++;
      summary.nextDueAt = Math.min(summary.nextDueAt ?? task.nextPollAt, task.nextPollAt);
    }
    return summary;
  }

  /**
   * One short pass: sends due outbox creates and polls every due running task once. Passes may overlap (every
   * SW event starts one); the task lock makes a pass skip a task another pass, tab or SW instance is working on.
   */
  function resumeTasks(now: number = ctx.clock(), options: PassOptions = {}): Promise<PassSummary> {
    return pass(now, options);
  }

  /**
   * Writes the task (and its outbox entry) BEFORE sending, then tries to send once. `record` is the stored
   * outbox record; `sent` settles with the record after the first attempt (running, still outbox, or failed).
   * A repeated localId returns the existing record and sends nothing new.
   */
  async function createTask(
    input: CreateTaskInput,
  ): Promise<{ record: TaskRecord; sent: Promise<TaskRecord> }> {
    const db = await ctx.db();
    const now = ctx.clock();
    const session = await getSession(db, now);
    if (!session) throw localFailure(401, 'not signed in');
    const localId = input.localId ?? ctx.newId();
    const existing = await getTask(db, localId);
    if (existing) return { record: existing, sent: Promise.resolve(existing) };
    const record = newLocalTask({ ...input, localId, idempotencyKey: ctx.newId() }, session.uid, now, config);
    await ctx.save(record, enqueueCreate);
    const sent = locks
      .run(taskLockName(localId), 'try', () => sendCreate(localId, now))
      .then(async (outcome) =>
        outcome === SKIPPED ? record : ((await getTask(await ctx.db(), localId)) ?? record),
      );
    return { record, sent };
  }

  return { ctx, resumeTasks, createTask, ...createTaskCommands(ctx), ...createTaskPush(ctx) };
}
