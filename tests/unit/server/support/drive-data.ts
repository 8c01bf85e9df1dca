/** Rows the drive and upload tests on both databases write directly (users, files, tasks, plans). */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { openDatabase, type Db } from '../../../../server/db/database';
import type { DB } from '../../../../server/db/schema';
import type { TestDatabase } from './databases';

export async function addUser(kdb: Kysely<DB>): Promise<number> {
  const row = await kdb
    .insertInto('users')
    .values({ email: `${crypto.randomUUID()}@example.com`, password_hash: 'x', created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addFile(
  kdb: Kysely<DB>,
  userId: number,
  size: number,
  extra: { created_at?: number; deleted_at?: number | null; source?: 'upload' | 'output' } = {},
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

/**
 * Commerce's memberships are still read through better-sqlite3 (that area has not moved yet). On SQLite that is the
 * test database itself; on PostgreSQL it is a SQLite database of its own holding only the plans, so the drive's own
 * tables run on PostgreSQL while the plan comes from there.
 */
export function plansOf(database: TestDatabase): { db: Db; close(): void } {
  if (database.sqlite) return { db: database.sqlite, close: () => {} };
  const db = openDatabase(':memory:');
  return { db, close: () => db.close() };
}

/** Gives the user a plan of this tier covering `now` (the user row is made in the plans database if missing). */
export function grantPlan(plans: Db, userId: number, tier: 'standard' | 'premium', now: number): void {
  plans
    .prepare("INSERT OR IGNORE INTO users (id, email, password_hash, created_at) VALUES (?, ?, 'x', 0)")
    .run(userId, `plan-${userId}@example.com`);
  const order = crypto.randomUUID();
  plans
    .prepare(
      "INSERT INTO orders (id, user_id, sku_id, shopping_id, amount, currency, status, created_at) VALUES (?, ?, 1, ?, 0, 'usd', 'paid', 0)",
    )
    .run(order, userId, order);
  plans
    .prepare(
      "INSERT INTO memberships (user_id, order_id, plan_id, tier, period, started_at, expires_at) VALUES (?, ?, 1, ?, 'month', ?, ?)",
    )
    .run(userId, order, tier, now - 10, now + 30 * 86_400);
}
