/** The accounts service's own sign-in cookie (account_sessions): lets the authorize page offer "Continue as". */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowSeconds } from '../../src/core/dates';
import { randomId } from '../auth/tokens';
import type { UserRow } from './users';
import { ACCOUNT_SESSION_COOKIE, ACCOUNT_SESSION_LIFETIME_SECONDS } from './rules';

/** Starts a fresh accounts session (replacing the request's previous one) and sets its cookie. */
export async function startAccountSession(
  kdb: Kysely<DB>,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const previous = req.cookies[ACCOUNT_SESSION_COOKIE];
  if (previous) await kdb.deleteFrom('account_sessions').where('id', '=', previous).execute();
  const id = randomId(32);
  await kdb
    .insertInto('account_sessions')
    .values({ id, user_id: userId, expires_at: nowSeconds() + ACCOUNT_SESSION_LIFETIME_SECONDS })
    .execute();
  reply.setCookie(ACCOUNT_SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: ACCOUNT_SESSION_LIFETIME_SECONDS,
  });
}

/** The user the accounts cookie belongs to, if it is still valid (one read: the session joined to its user). */
export async function accountSessionUser(kdb: Kysely<DB>, req: FastifyRequest): Promise<UserRow | undefined> {
  const id = req.cookies[ACCOUNT_SESSION_COOKIE];
  if (!id) return undefined;
  return kdb
    .selectFrom('account_sessions')
    .innerJoin('users', 'users.id', 'account_sessions.user_id')
    .selectAll('users')
    .where('account_sessions.id', '=', id)
    .where('account_sessions.expires_at', '>', nowSeconds())
    .executeTakeFirst();
}

export async function endAccountSession(
  kdb: Kysely<DB>,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const id = req.cookies[ACCOUNT_SESSION_COOKIE];
  if (id) await kdb.deleteFrom('account_sessions').where('id', '=', id).execute();
  reply.clearCookie(ACCOUNT_SESSION_COOKIE, { path: '/' });
}
