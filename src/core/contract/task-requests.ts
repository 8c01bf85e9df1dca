/**
 * Request bodies of the task API. The server parses them with these schemas; the service worker,
 * which sends them, builds them as the inferred types. Apart from tasks.ts so that importing its plain values
 * does not load zod.
 */
import { z } from 'zod';
import { DISLIKE, LIKE, LIKE_CANCEL } from '../task-status';
import { BATCH_RESULT_MAX, TASK_LIST_PAGE_SIZE, TASK_LIST_PAGE_SIZE_MAX } from './tasks';

/** Most characters of a task's user_data as JSON. */
export const USER_DATA_MAX_CHARS = 16_384;

/**
 * user_data of a create: the story's keys typed where present (a create made outside the product, by a script,
 * may send none), any further extras of the client kept as they are.
 */
const userDataSchema = z
  .looseObject({
    module: z.string().max(64).optional(),
    isAudio: z.boolean().optional(),
    isFromTpl: z.boolean().optional(),
    fields: z.array(z.object({ field: z.string().min(1).max(64), val: z.unknown() })).optional(),
    name: z.string().max(200).optional(),
    num: z.string().max(64).optional(),
  })
  .refine((v) => JSON.stringify(v).length <= USER_DATA_MAX_CHARS, {
    message: 'user_data is larger than 16 KB',
  });

/** POST /v1/ai/create/{algorithm} body. */
export const createTaskBodySchema = z.object({
  params: z.record(z.string(), z.unknown()),
  user_data: userDataSchema.optional(),
});
export type CreateTaskBody = z.infer<typeof createTaskBodySchema>;

/** POST /v1/ai/retry body. */
export const retryTaskBodySchema = z.object({ task_id: z.string().min(1) });
export type RetryTaskBody = z.infer<typeof retryTaskBodySchema>;

/** POST /v1/ai/task body. Numbers may arrive as text from urlencoded bodies, hence coerce. */
export const taskListBodySchema = z.object({
  algorithm: z.string().trim().optional(),
  mi_preview: z.coerce.number().optional(),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, 'page_size must be 1 or more')
    .max(TASK_LIST_PAGE_SIZE_MAX, `page_size must be at most ${TASK_LIST_PAGE_SIZE_MAX}`)
    .default(TASK_LIST_PAGE_SIZE),
});
export type TaskListBody = z.infer<typeof taskListBodySchema>;

/**
 * POST /v1/ai/task/data_save body. 'like' stores user_data.like (1, 0 or -1, see likeValueSchema); 'user_data'
 * merges the given keys, null removing a key.
 */
export const dataSaveBodySchema = z.object({
  taskId: z.string().min(1),
  save_type: z.enum(['like', 'user_data']),
  user_data: z.record(z.string(), z.unknown()),
});
export type DataSaveBody = z.infer<typeof dataSaveBodySchema>;

/** user_data.like of a 'like' data_save. */
export const likeValueSchema = z.union([z.literal(LIKE), z.literal(DISLIKE), z.literal(LIKE_CANCEL)], {
  error: `user_data.like must be ${LIKE} (like), ${DISLIKE} (dislike) or ${LIKE_CANCEL} (cancel)`,
});

/** POST /v1/ai/result/batch body. */
export const batchResultBodySchema = z.object({
  task_ids: z.array(z.string()).min(1).max(BATCH_RESULT_MAX, `at most ${BATCH_RESULT_MAX} task_ids`),
});
