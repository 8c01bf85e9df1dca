/** Business codes of the API envelope. */
export const CODE_SUCCESS = 0;
export const CODE_ERROR = 1;
export const CODE_UNAUTHORIZED = 401;
export const CODE_PARAMS_ERROR = 490001;
export const CODE_DOWNLOAD_NOT_LOGGED_IN = 374004;
export const CODE_DOWNLOAD_NOT_AVAILABLE = 490000;
export const CODE_TASK_NOT_FOUND = 490101;
export const CODE_RELOGIN = 490010;
export const CODE_NOT_AVAILABLE = 490026;
export const CODE_TASK_MISMATCH = 490199;
export const CODE_BUY_NOW = 490505;
export const CODE_DRIVE_SPACE_ERROR = 490602;
const CODE_VECTOR_DRIVE_SPACE_ERROR = 661051;

/** The drive is too full (or the file too big) for what was sent: the drive-space-error modal opens. */
export function isDriveSpaceError(code: number): boolean {
  return code === CODE_DRIVE_SPACE_ERROR || code === CODE_VECTOR_DRIVE_SPACE_ERROR;
}

/** Codes after which the user must sign in again. */
export const RELOGIN_CODES: readonly number[] = [CODE_RELOGIN, CODE_UNAUTHORIZED];

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
