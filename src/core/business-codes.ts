/** Business codes of the API envelope. */
export const CODE_SUCCESS = 0;
export const CODE_ERROR = 1;
export const CODE_UNAUTHORIZED = 401;
/** The status mapping counts 400 as unauthorized too, beside 401. */
const CODE_BAD_REQUEST = 400;
export const CODE_PARAMS_ERROR = 490001;
export const CODE_DOWNLOAD_NOT_LOGGED_IN = 374004;
export const CODE_DOWNLOAD_NOT_AVAILABLE = 490000;
export const CODE_TASK_NOT_FOUND = 490101;
export const CODE_RELOGIN = 490010;
export const CODE_NOT_AVAILABLE = 490026;
export const CODE_TASK_MISMATCH = 490199;
export const CODE_BUY_NOW = 490505;
export const CODE_DRIVE_SPACE_ERROR = 490602;
/** Too many requests of one kind from one address or account in a short time (HTTP 429, with Retry-After). */
export const CODE_TOO_MANY_REQUESTS = 490429;
/** The plan's video generations are all in progress: one more is refused before anything is charged (HTTP 429). */
export const CODE_VIDEO_GENERATIONS_BUSY = 490430;
/** A free plan asked for an option of the paid plans (Ultra HD, frame interpolation): refused uncharged (HTTP 403). */
export const CODE_PLAN_FEATURE_LOCKED = 490431;
/** The free plan's effects for today are used (the daily effect allowance): refused uncharged (HTTP 429). */
export const CODE_DAILY_EFFECTS_USED = 490432;
/** The output would pass the plan's size or length cap, and a paid plan's would take it: refused uncharged (HTTP 403). */
export const CODE_OUTPUT_PLAN_CAP = 490433;
/** One account has as many tasks queued or running as the server takes: one more is refused uncharged (HTTP 429). */
export const CODE_TASKS_IN_FLIGHT = 490434;
const CODE_VECTOR_DRIVE_SPACE_ERROR = 661051;
/** Video-site login errors: the site a video link points to wants its own sign-in before it gives the video. */
const VIDEO_SITE_LOGIN_CODES: readonly number[] = [661031, 660013];

export function isVideoSiteLoginError(code: number): boolean {
  return VIDEO_SITE_LOGIN_CODES.includes(code);
}

/** The drive is too full (or the file too big) for what was sent: the drive-space-error modal opens. */
export function isDriveSpaceError(code: number): boolean {
  return code === CODE_DRIVE_SPACE_ERROR || code === CODE_VECTOR_DRIVE_SPACE_ERROR;
}

/** Codes after which the user must sign in again: re-login, and the two statuses that mean unauthorized. */
export const RELOGIN_CODES: readonly number[] = [CODE_RELOGIN, CODE_BAD_REQUEST, CODE_UNAUTHORIZED];

export function needsRelogin(code: number): boolean {
  return RELOGIN_CODES.includes(code);
}

/** Transport error texts, kept verbatim: callers compare against them. */
export const ERROR_TIMEOUT = 'http connection timeout';
export const ERROR_XHR_CANCEL = 'xhr cancel';
export const ERROR_UNKNOWN = 'unknown error';
export const ERROR_NO_RETURN = '[HTTP] Request has no return value';
export const ERROR_DOWNLOAD_OVERTIME = 'overtime reject';
export const ERROR_PROMISE_CANCELED = 'promise canceled';
export const ERROR_SCRIPT_LOAD = 'load error';
export const ERROR_CSS_PRELOAD = 'Unable to preload CSS';

export function codeMessage(code: number, msg: string): string {
  return `code: ${code} msg: ${msg}`;
}

/** Cloud drive open/check codes. */
export const CODE_CLOUD_OK = 371300;
export const CODE_DRIVE_OPEN_ERROR = 381200;
export const CODE_DRIVE_HAD_OPENED = 381300;
export const CODE_DRIVE_FORBIDDEN = 381301;
export const CODE_DRIVE_PAY_TO_UPGRADE = 381304;
export const CODE_DRIVE_FORBIDDEN_2 = 381305;
