import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../auth-guard';
import { ApiError, ok, parseInput } from '../envelope';
import { requestLanguage } from '../../i18n/translate';
import { ownedTask, taskDto, taskDtos, type TaskView } from '../../tasks/task-rows';
import { touch } from '../../tasks/task-transitions';
import { taskListPage } from '../../tasks/task-list-page';
import { taskOr404 } from './tasks';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import type {
  BatchResultData,
  DataSaveData,
  TaskListData,
  TaskUserData,
} from '../../../src/core/contract/tasks';
import {
  batchResultBodySchema,
  dataSaveBodySchema,
  likeValueSchema,
  taskListBodySchema,
  USER_DATA_MAX_CHARS,
} from '../../../src/core/contract/task-requests';

/** 'like' sets user_data.like; 'user_data' merges keys, a null value removing its key. */
function savedUserData(
  current: TaskUserData,
  saveType: 'like' | 'user_data',
  given: Record<string, unknown>,
) {
  if (saveType === 'like') return { ...current, like: parseInput(likeValueSchema, given.like) };
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(given)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The task list, feedback and batch result calls. */
export function taskListRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Newest first; mi_preview is accepted and ignored (its meaning is not in the spec).
  app.post('/v1/ai/task', async (req) => {
    const user = await requireUser(ctx, req);
    const body = parseInput(taskListBodySchema, req.body);
    const { rows, total } = await taskListPage(
      ctx.kdb,
      user.userId,
      body.algorithm,
      body.page,
      body.page_size,
    );
    return ok<TaskListData>(req, {
      list: await taskDtos(ctx.kdb, ctx.secret, requestLanguage(req), rows),
      paginate: { total, page: body.page, page_size: body.page_size },
    });
  });

  app.post('/v1/ai/task/data_save', async (req) => {
    const user = await requireUser(ctx, req);
    const body = parseInput(dataSaveBodySchema, req.body);
    const row = await taskOr404(ctx, user.userId, body.taskId);
    const next = savedUserData(JSON.parse(row.user_data) as TaskUserData, body.save_type, body.user_data);
    const text = JSON.stringify(next);
    if (text.length > USER_DATA_MAX_CHARS) {
      throw new ApiError(CODE_PARAMS_ERROR, 'user_data is larger than 16 KB', 400);
    }
    const now = Date.now();
    await ctx.kdb
      .updateTable('tasks')
      .set({ user_data: text, updated_ms: touch(now) })
      .where('id', '=', row.id)
      .execute();
    ctx.taskEvents.publish({ userId: user.userId, taskId: row.id });
    return ok<DataSaveData>(
      req,
      await taskDto(ctx.kdb, ctx.secret, requestLanguage(req), await taskOr404(ctx, user.userId, row.id)),
    );
  });

  // Tasks in the order asked, duplicates once; ids that are missing or not the caller's are left out.
  app.post('/v1/ai/result/batch', async (req) => {
    const user = await requireUser(ctx, req);
    const body = parseInput(batchResultBodySchema, req.body);
    const rows: TaskView[] = [];
    for (const id of new Set(body.task_ids)) {
      const row = await ownedTask(ctx.kdb, user.userId, id);
      if (row) rows.push(row);
    }
    const list = await taskDtos(ctx.kdb, ctx.secret, requestLanguage(req), rows);
    return ok<BatchResultData>(req, { list });
  });
}
