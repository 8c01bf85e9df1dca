/** Task status numbers. */
export const TASK_STATUS_IN_PROGRESS = 2;
export const TASK_STATUS_SUCCESS = 3;
const TASK_FAILURE_STATUSES = [4, 5, 6, 20, 96, 97, 98, 15, 16, 21, 22] as const;
/** Statuses the server uses for specific failures; all are members of the spec's failure set. */
export const TASK_STATUS_FAILED = 4;
export const TASK_STATUS_CANCELLED = 5;
export const TASK_STATUS_TIMEOUT = 6;
export const TASK_STATUS_BAD_INPUT = 20;

export function isTaskSuccess(status: number): boolean {
  return status === TASK_STATUS_SUCCESS;
}

export function isTaskFailure(status: number): boolean {
  return (TASK_FAILURE_STATUSES as readonly number[]).includes(status);
}

export function isTaskFinished(status: number): boolean {
  return isTaskSuccess(status) || isTaskFailure(status);
}

/** Like feedback values. */
export const LIKE = 1;
export const DISLIKE = 0;
export const LIKE_CANCEL = -1;
export type LikeValue = typeof LIKE | typeof DISLIKE | typeof LIKE_CANCEL;
