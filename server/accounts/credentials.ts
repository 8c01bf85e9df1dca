/** Sign-up and log-in against the users table, with the page's error copy and per-account+address throttling. */
import type { AppContext } from '../context';
import { nowSeconds } from '../../src/core/dates';
import { grantCreditLot } from '../credits/lots';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { findUserByEmail, insertUser, upgradePasswordHash, type UserRow } from './users';
import { releaseAttempt, reserveAttempt, throttleKeys, tooManyAttemptsMessage } from './login-throttle';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGNUP_CREDIT_DETAILS,
  SIGNUP_CREDIT_LIFETIME_SECONDS,
  SIGNUP_CREDIT_SOURCE,
} from './rules';
import { say, type ServerText } from '../i18n/server-text';

const MSG_BAD_EMAIL = say('Enter a valid email address');
const MSG_SHORT_PASSWORD = say('Password must be at least {count} characters', {
  count: PASSWORD_MIN_LENGTH,
});
const MSG_LONG_PASSWORD = say('Password must be at most {count} characters', { count: PASSWORD_MAX_LENGTH });
const MSG_EMAIL_TAKEN = say('An account with this email already exists');
const MSG_WRONG_CREDENTIALS = say('Email or password is incorrect');

/** A refusal's message is said in the page's language by the route. */
export type CredentialOutcome =
  | { ok: true; user: UserRow; isNew: boolean }
  | { ok: false; status: number; message: ServerText; field: 'email' | 'password' | 'form' };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

function emailProblem(email: string): CredentialOutcome | undefined {
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    return { ok: false, status: 400, message: MSG_BAD_EMAIL, field: 'email' };
  }
  return undefined;
}

/**
 * Reserves the attempt (counted as a failure until released) before any lookup or hash; a refusal is the
 * outcome to answer.
 */
async function throttled(
  ctx: AppContext,
  keys: ReturnType<typeof throttleKeys>,
): Promise<CredentialOutcome | undefined> {
  const reservation = await reserveAttempt(ctx.kdb, [keys.account, keys.address]);
  return reservation.ok
    ? undefined
    : { ok: false, status: 429, message: tooManyAttemptsMessage(reservation.waitSeconds), field: 'form' };
}

/** Creates the account and grants the sign-up credits as one lot expiring in 30 days. */
export async function signUp(
  ctx: AppContext,
  rawEmail: string,
  password: string,
  ip: string,
): Promise<CredentialOutcome> {
  const email = normalizeEmail(rawEmail);
  const invalid = emailProblem(email);
  if (invalid) return invalid;
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { ok: false, status: 400, message: MSG_SHORT_PASSWORD, field: 'password' };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { ok: false, status: 400, message: MSG_LONG_PASSWORD, field: 'password' };
  }
  const keys = throttleKeys(email, ip);
  const locked = await throttled(ctx, keys);
  if (locked) return locked;

  const taken: CredentialOutcome = { ok: false, status: 409, message: MSG_EMAIL_TAKEN, field: 'email' };
  // Probing for registered emails counts against the same limits as guessing passwords: the reservation stays.
  if (await findUserByEmail(ctx.kdb, email)) return taken;
  const passwordHash = await hashPassword(password, ctx.config.passwordCost);
  // The account and its sign-up credits are written together or not at all. Two sign-ups racing for one email
  // both pass the look-up above: the insert's ON CONFLICT answers the second with no row, and it is refused.
  const user = await ctx.kdb.transaction().execute(async (trx) => {
    const created = await insertUser(trx, email, passwordHash);
    if (created && ctx.config.signupCredits > 0) {
      await grantCreditLot(
        trx,
        created.id,
        ctx.config.signupCredits,
        nowSeconds() + SIGNUP_CREDIT_LIFETIME_SECONDS,
        SIGNUP_CREDIT_SOURCE,
        SIGNUP_CREDIT_DETAILS,
      );
    }
    return created;
  });
  if (!user) return taken;
  await releaseAttempt(ctx.kdb, keys);
  return { ok: true, user, isNew: true };
}

export async function logIn(
  ctx: AppContext,
  rawEmail: string,
  password: string,
  ip: string,
): Promise<CredentialOutcome> {
  const email = normalizeEmail(rawEmail);
  const invalid = emailProblem(email);
  if (invalid) return invalid;
  const keys = throttleKeys(email, ip);
  const locked = await throttled(ctx, keys);
  if (locked) return locked;

  const user = await findUserByEmail(ctx.kdb, email);
  const candidate = password.slice(0, PASSWORD_MAX_LENGTH + 1);
  // An unknown email is checked against a decoy hash so both failures take the same time.
  const matches = await verifyPassword(
    candidate,
    user?.password_hash ?? (await decoyPasswordHash(ctx.config.passwordCost)),
  );
  // A failure keeps its reservation; only a success gives it back.
  if (!user || !matches || password.length > PASSWORD_MAX_LENGTH) {
    return { ok: false, status: 401, message: MSG_WRONG_CREDENTIALS, field: 'form' };
  }
  await releaseAttempt(ctx.kdb, keys);
  // Rehash on login: the password is known only now, so a hash made at an older cost is raised to today's.
  if (needsRehash(user.password_hash, ctx.config.passwordCost)) {
    const upgraded = await hashPassword(password, ctx.config.passwordCost);
    await upgradePasswordHash(ctx.kdb, user.id, user.password_hash, upgraded);
  }
  return { ok: true, user, isNew: false };
}
