/** The accounts service's own policy: not in the spec, chosen here and documented in server/accounts/README.md. */

/** One-time sign-in codes live 5 minutes. */
export const AUTH_CODE_LIFETIME_SECONDS = 5 * 60;
/** The accounts service's own cookie (single sign-on on the authorize page) lives 30 days. */
export const ACCOUNT_SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const ACCOUNT_SESSION_COOKIE = 'mi_accounts_session';

/** Sign-up credits expire 30 days after sign-up. */
export const SIGNUP_CREDIT_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const SIGNUP_CREDIT_SOURCE = 'signup';
export const SIGNUP_CREDIT_DETAILS = 'Sign-up bonus';

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the cost of hashing an attacker's input. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Sign-in throttling (login-throttle.ts). Failures are counted per account and address together, so a burst from
 * another address never locks the owner out of their own; and per address alone, with a higher allowance, so one
 * address cannot spray many accounts. Past the allowance each further failure doubles the wait, up to the cap.
 */
export const LOGIN_FREE_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FREE_FAILURES_PER_ADDRESS = 20;
/** The wait after the last free failure; each failure after it doubles the wait. */
export const LOGIN_BACKOFF_BASE_SECONDS = 60;
export const LOGIN_BACKOFF_CAP_SECONDS = 60 * 60;
/** A key's failures are forgotten this long after its last one (longer than the cap, so waiting it out does not reset). */
export const LOGIN_FAILURE_MEMORY_SECONDS = 24 * 60 * 60;
