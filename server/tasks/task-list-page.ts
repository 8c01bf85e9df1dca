import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { storedOrder } from '../queue/queue-order';
import { TASK_VIEW_KEYS, type TaskView } from './task-rows';

/**
 * One page of the user's tasks not deleted, newest first (tasks made in one millisecond: the later stored first),
 * optionally of one algorithm, and how many there are.
 */
export async function taskListPage(
  kdb: Kysely<DB>,
  userId: number,
  algorithm: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: TaskView[]; total: number }> {
  let mine = kdb.selectFrom('tasks').where('user_id', '=', userId).where('deleted_ms', 'is', null);
  if (algorithm) mine = mine.where('algorithm', '=', algorithm);
  const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = (await mine
    .select(TASK_VIEW_KEYS)
    .orderBy('created_ms', 'desc')
    .orderBy(storedOrder(kdb, 'desc'))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()) as TaskView[];
  return { rows, total: Number(total) };
}
