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

/** Repeated credential failures per email and per IP: this many within the window locks further tries. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 10 * 60;
