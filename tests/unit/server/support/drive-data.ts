/** Rows the tests on both databases write directly (users, files, tasks, plans). */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/schema';

/** A user row; its email is a fresh one unless named. */
export async function addUser(
  kdb: Kysely<DB>,
  {
    email = `${crypto.randomUUID()}@example.com`,
    createdAt = 0,
  }: { email?: string; createdAt?: number } = {},
): Promise<number> {
  const row = await kdb
    .insertInto('users')
    .values({ email, password_hash: 'x', created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addFile(
  kdb: Kysely<DB>,
  userId: number,
  size: number,
  extra: {
    created_at?: number;
    deleted_at?: number | null;
    source?: 'upload' | 'output';
    width?: number;
    height?: number;
  } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await kdb
    .insertInto('files')
    .values({
      id,
      user_id: userId,
      source: extra.source ?? 'upload',
      path: `files/${userId}/uploads/${id}.png`,
      name: 'a.png',
      mime: 'image/png',
      kind: 'image',
      size,
      width: extra.width ?? null,
      height: extra.height ?? null,
      created_at: extra.created_at ?? 0,
      deleted_at: extra.deleted_at ?? null,
    })
    .execute();
  return id;
}

export async function addTask(
  kdb: Kysely<DB>,
  userId: number,
  params: unknown,
  deleted = false,
): Promise<void> {
  await kdb
    .insertInto('tasks')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      algorithm: 'image2image',
      status: 0,
      phase: 'done',
      params: JSON.stringify(params),
      cost: 0,
      request_fingerprint: 'x',
      created_ms: 0,
      deleted_ms: deleted ? 1 : null,
    })
    .execute();
}

/** Gives the user a plan of this tier covering `now`: a paid order and its membership. */
export async function grantPlan(
  kdb: Kysely<DB>,
  userId: number,
  tier: 'standard' | 'premium',
  now: number,
): Promise<void> {
  const order = crypto.randomUUID();
  await kdb
    .insertInto('orders')
    .values({
      id: order,
      user_id: userId,
      sku_id: 1,
      shopping_id: order,
      amount: 0,
      currency: 'usd',
      status: 'paid',
      created_at: 0,
    })
    .execute();
  await kdb
    .insertInto('memberships')
    .values({
      user_id: userId,
      order_id: order,
      plan_id: 1,
      tier,
      period: 'month',
      started_at: now - 10,
      expires_at: now + 30 * 86_400,
    })
    .execute();
}
