import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import type { ProfileUpdate } from '../../src/core/contract/session';
import { statement } from '../db/statements';

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

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return statement(db, 'SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return statement(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

/** Inserts the account; the caller runs it in a transaction with the sign-up credit grant. */
export function insertUser(db: Db, email: string, passwordHash: string): UserRow {
  const info = statement(db, 'INSERT INTO users (email, password_hash, created_at) VALUES (?, ?, ?)').run(
    email,
    passwordHash,
    nowSeconds(),
  );
  return findUserById(db, Number(info.lastInsertRowid))!;
}

/**
 * Replaces a password hash made at an older cost. Only while the row still holds the hash that was verified, so a
 * password changed in the meantime is never overwritten.
 */
export function upgradePasswordHash(db: Db, id: number, verified: string, upgraded: string): void {
  statement(db, 'UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?').run(
    upgraded,
    id,
    verified,
  );
}

/**
 * Saves the profile names present in `update` (already validated and trimmed); absent ones stay. Says whether
 * it wrote: an empty update (the usual user-info read) writes nothing.
 */
export function updateProfile(db: Db, id: number, update: ProfileUpdate): boolean {
  const fields = (['nickname', 'firstname', 'lastname'] as const).filter((f) => update[f] !== undefined);
  if (fields.length === 0) return false;
  statement(db, `UPDATE users SET ${fields.map((f) => `${f} = @${f}`).join(', ')} WHERE id = @id`).run({
    ...Object.fromEntries(fields.map((f) => [f, update[f]])),
    id,
  });
  return true;
}
