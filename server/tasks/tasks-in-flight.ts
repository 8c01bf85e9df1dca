/**
 * A cap on one account's tasks queued or running at once. Credits pay for every task, but a balance spent in one
 * burst would fill the queue (users take turns, yet each job still costs the engine); past the cap a create is
 * refused, before any charge, until one of the account's tasks ends. Checked inside the create's transaction so
 * parallel creates cannot pass it together.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError } from '../http/envelope';
import { say } from '../i18n/server-text';
import { CODE_TASKS_IN_FLIGHT } from '../../src/core/business-codes';

/** The account's tasks queued or running now; refused when they already reach `max`. */
export async function checkTasksInFlight(kdb: Kysely<DB>, userId: number, max: number): Promise<number> {
  const row = await kdb
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('phase', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  if (n < max) return n;
  throw new ApiError(
    CODE_TASKS_IN_FLIGHT,
    say(
      '{max, plural, one {You have # generation waiting or running. Wait for it to finish, then try again.} other {You have # generations waiting or running. Wait for one to finish, then try again.}}',
      { max },
    ),
    429,
  );
}
