import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowSeconds } from '../../src/core/dates';
import type { ProfileUpdate } from '../../src/core/contract/session';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  nickname: string;
  firstname: string;
  lastname: string;
  avatar: string;
  country: string;
  mobile: string;
  is_free_trial: number;
  created_at: number;
}

/** The email compares whatever its case on both databases (NOCASE in SQLite, citext in PostgreSQL). */
export function findUserByEmail(kdb: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return kdb.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(kdb: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return kdb.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Inserts the account, or answers undefined when the email is taken (whatever its case). ON CONFLICT rather than
 * a caught unique violation: on PostgreSQL a violation aborts the caller's transaction (the sign-up credit grant
 * runs in it), and two sign-ups racing for one email both reach this statement.
 */
export function insertUser(
  kdb: Kysely<DB>,
  email: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  return kdb
    .insertInto('users')
    .values({ email, password_hash: passwordHash, created_at: nowSeconds() })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Replaces a password hash made at an older cost. Only while the row still holds the hash that was verified, so a
 * password changed in the meantime is never overwritten.
 */
export async function upgradePasswordHash(
  kdb: Kysely<DB>,
  id: number,
  verified: string,
  upgraded: string,
): Promise<void> {
  await kdb
    .updateTable('users')
    .set({ password_hash: upgraded })
    .where('id', '=', id)
    .where('password_hash', '=', verified)
    .execute();
}

/**
 * Saves the profile names present in `update` (already validated and trimmed); absent ones stay. Says whether
 * it wrote: an empty update (the usual user-info read) writes nothing.
 */
export async function updateProfile(kdb: Kysely<DB>, id: number, update: ProfileUpdate): Promise<boolean> {
  const fields = (['nickname', 'firstname', 'lastname'] as const).filter((f) => update[f] !== undefined);
  if (fields.length === 0) return false;
  await kdb
    .updateTable('users')
    .set(Object.fromEntries(fields.map((f) => [f, update[f]])))
    .where('id', '=', id)
    .execute();
  return true;
}
