import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../auth-guard';
import { ApiError, ok, parseInput } from '../envelope';
import { creditBalance } from '../../credits/lots';
import { createTask, moduleOrError } from '../../tasks/create-task';
import {
  ownedTask,
  queueAheadOf,
  reportedProgress,
  taskDto,
  type TaskRow,
  type TaskView,
} from '../../tasks/task-rows';
import { cancelTask, deleteTask } from '../../tasks/task-transitions';
import { CODE_PARAMS_ERROR, CODE_TASK_MISMATCH, CODE_TASK_NOT_FOUND } from '../../../src/core/business-codes';
import {
  IDEMPOTENCY_HEADER,
  type CancelTaskData,
  type CreateTaskData,
  type DeleteTaskData,
  type RetryTaskData,
  type ProgressData,
  type TaskDto,
  type TaskUserData,
} from '../../../src/core/contract/tasks';
import { createTaskBodySchema, retryTaskBodySchema } from '../../../src/core/contract/task-requests';
import { isTaskFailure, TASK_STATUS_IN_PROGRESS } from '../../../src/core/task-status';
import { say } from '../../i18n/server-text';
import { requestLanguage } from '../../i18n/translate';
import type { Language } from '../../../src/core/language';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,200}$/;

/** The Idempotency-Key header, if sent; a malformed one is a params error, not silently ignored. */
function idempotencyKey(req: FastifyRequest): string | undefined {
  const value = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new ApiError(CODE_PARAMS_ERROR, `${IDEMPOTENCY_HEADER} must be 1–200 of A-Z a-z 0-9 . _ : -`, 400);
  }
  return value;
}

/** The caller's task or 490101; a task of another user is reported exactly like a missing one. */
export async function taskOr404(ctx: AppContext, userId: number, taskId: string): Promise<TaskView> {
  const row = await ownedTask(ctx.kdb, userId, taskId);
  if (!row) throw new ApiError(CODE_TASK_NOT_FOUND, say('Task does not exist'), 404);
  return row;
}

function checkAlgorithm(row: TaskView, algorithm: string): void {
  if (row.algorithm !== algorithm) {
    throw new ApiError(
      CODE_TASK_MISMATCH,
      `Task ${row.id} is a ${row.algorithm} task, not ${algorithm}`,
      409,
    );
  }
}

/** Ends a running or queued task as cancelled (refunding it) and stops its engine work. */
async function cancelIfRunning(ctx: AppContext, row: TaskView): Promise<void> {
  if (row.status !== TASK_STATUS_IN_PROGRESS) return;
  await cancelTask(ctx.kdb, ctx.taskEvents, row.id);
  ctx.taskQueue.abort(row.id, 'cancel');
}

/** A retry is a new output: it keeps the client's extras but not the like given to the failed one. */
function withoutFeedback(userData: TaskUserData): TaskUserData {
  const { like: _like, ...rest } = userData;
  return rest;
}

/** A new task goes to the queue and to the user's open pages; a replayed key changed nothing. */
function announceCreated(ctx: AppContext, row: TaskRow, replayed: boolean): void {
  if (!replayed) ctx.taskEvents.publish({ userId: row.user_id, taskId: row.id });
  ctx.taskQueue.notify();
}

async function createdData(ctx: AppContext, lang: Language, row: TaskRow): Promise<CreateTaskData> {
  return {
    task_id: row.id,
    task: await taskDto(ctx.kdb, ctx.secret, lang, row),
    credits: await creditBalance(ctx.kdb, row.user_id),
  };
}

/** Task lifecycle calls: create, result, progress, cancel, delete, retry. */
export function taskRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/v1/ai/create/:algorithm', async (req) => {
    const user = await requireUser(ctx, req);
    const { algorithm } = req.params as { algorithm: string };
    moduleOrError(ctx.taskQueue.engine, algorithm);
    const body = parseInput(createTaskBodySchema, req.body);
    const { task, replayed } = await createTask(
      ctx.kdb,
      ctx.taskQueue,
      {
        userId: user.userId,
        algorithm,
        params: body.params,
        userData: (body.user_data ?? {}) as TaskUserData,
        idempotencyKey: idempotencyKey(req),
      },
      ctx.config,
    );
    announceCreated(ctx, task, replayed);
    return ok<CreateTaskData>(req, await createdData(ctx, requestLanguage(req), task));
  });

  app.get('/v1/ai/result/:algorithm/:taskId', async (req) => {
    const user = await requireUser(ctx, req);
    const { algorithm, taskId } = req.params as { algorithm: string; taskId: string };
    const row = await taskOr404(ctx, user.userId, taskId);
    checkAlgorithm(row, algorithm);
    return ok<TaskDto>(req, await taskDto(ctx.kdb, ctx.secret, requestLanguage(req), row));
  });

  app.get('/v1/:algorithm/progress/:taskId', async (req) => {
    const user = await requireUser(ctx, req);
    const { algorithm, taskId } = req.params as { algorithm: string; taskId: string };
    const row = await taskOr404(ctx, user.userId, taskId);
    checkAlgorithm(row, algorithm);
    // Only the row is needed: no output files, no signed URLs on the poll that runs every second.
    const ahead = await queueAheadOf(ctx.kdb, row);
    return ok<ProgressData>(req, {
      task_id: row.id,
      status: row.status,
      progress: reportedProgress(row),
      ...(ahead !== undefined && { queue_ahead: ahead }),
    });
  });

  // Cancelling a finished task changes nothing and is not an error: the answer shows how it ended.
  app.post('/v1/ai/cancel/:taskId', async (req) => {
    const user = await requireUser(ctx, req);
    const { taskId } = req.params as { taskId: string };
    await cancelIfRunning(ctx, await taskOr404(ctx, user.userId, taskId));
    return ok<CancelTaskData>(
      req,
      await taskDto(ctx.kdb, ctx.secret, requestLanguage(req), await taskOr404(ctx, user.userId, taskId)),
    );
  });

  app.post('/v1/ai/del/:taskId', async (req) => {
    const user = await requireUser(ctx, req);
    const { taskId } = req.params as { taskId: string };
    const row = await taskOr404(ctx, user.userId, taskId);
    await cancelIfRunning(ctx, row);
    await deleteTask(ctx.kdb, ctx.taskEvents, ctx.media, user.userId, row.id);
    return ok<DeleteTaskData>(req, { task_id: row.id });
  });

  app.post('/v1/ai/retry', async (req) => {
    const user = await requireUser(ctx, req);
    const body = parseInput(retryTaskBodySchema, req.body);
    const original = await taskOr404(ctx, user.userId, body.task_id);
    if (!isTaskFailure(original.status)) {
      throw new ApiError(CODE_PARAMS_ERROR, say('Only a failed or cancelled task can be retried'), 400);
    }
    const { task, replayed } = await createTask(
      ctx.kdb,
      ctx.taskQueue,
      {
        userId: user.userId,
        algorithm: original.algorithm,
        params: JSON.parse(original.params) as Record<string, unknown>,
        userData: withoutFeedback(JSON.parse(original.user_data) as TaskUserData),
        idempotencyKey: idempotencyKey(req),
        retryOf: original.id,
      },
      ctx.config,
    );
    announceCreated(ctx, task, replayed);
    return ok<RetryTaskData>(req, await createdData(ctx, requestLanguage(req), task));
  });
}
