/** The accounts service's own sign-in cookie (account_sessions): lets the authorize page offer "Continue as". */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import { randomId } from '../auth/tokens';
import { findUserById, type UserRow } from './users';
import { ACCOUNT_SESSION_COOKIE, ACCOUNT_SESSION_LIFETIME_SECONDS } from './rules';

/** Starts a fresh accounts session (replacing the request's previous one) and sets its cookie. */
export function startAccountSession(db: Db, req: FastifyRequest, reply: FastifyReply, userId: number): void {
  const previous = req.cookies[ACCOUNT_SESSION_COOKIE];
  if (previous) db.prepare('DELETE FROM account_sessions WHERE id = ?').run(previous);
  const id = randomId(32);
  db.prepare('INSERT INTO account_sessions (id, user_id, expires_at) VALUES (?, ?, ?)').run(
    id,
    userId,
    nowSeconds() + ACCOUNT_SESSION_LIFETIME_SECONDS,
  );
  reply.setCookie(ACCOUNT_SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: ACCOUNT_SESSION_LIFETIME_SECONDS,
  });
}

/** The user the accounts cookie belongs to, if it is still valid. */
export function accountSessionUser(db: Db, req: FastifyRequest): UserRow | undefined {
  const id = req.cookies[ACCOUNT_SESSION_COOKIE];
  if (!id) return undefined;
  const row = db
    .prepare('SELECT user_id FROM account_sessions WHERE id = ? AND expires_at > ?')
    .get(id, nowSeconds()) as { user_id: number } | undefined;
  return row ? findUserById(db, row.user_id) : undefined;
}

export function endAccountSession(db: Db, req: FastifyRequest, reply: FastifyReply): void {
  const id = req.cookies[ACCOUNT_SESSION_COOKIE];
  if (id) db.prepare('DELETE FROM account_sessions WHERE id = ?').run(id);
  reply.clearCookie(ACCOUNT_SESSION_COOKIE, { path: '/' });
}
