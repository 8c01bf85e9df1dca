import { t } from '@lingui/core/macro';
import type { TaskError, TaskRecord } from '../../sw-contract/api';
import {
  CODE_BUY_NOW,
  CODE_NOT_AVAILABLE,
  CODE_PARAMS_ERROR,
  CODE_TASK_NOT_FOUND,
  CODE_UNAUTHORIZED,
  ERROR_TIMEOUT,
  RELOGIN_CODES,
} from '../../core/business-codes';
import { TASK_STATUS_TIMEOUT } from '../../core/task-status';

/** A create refused for lack of credits: the UI answers with the upgrade prompt, not an error line. */
export function isOutOfCredits(error: Pick<TaskError, 'code'> | null | undefined): boolean {
  return error?.code === CODE_BUY_NOW;
}

/** One line a user can read for a refused command (code → copy happens here, in one place). */
export function failureText(error: TaskError): string {
  if (error.code === CODE_BUY_NOW) return t`You are out of credits.`;
  if (RELOGIN_CODES.includes(error.code)) return t`Your login has expired. Please log in again.`;
  if (error.code === CODE_TASK_NOT_FOUND) return t`This task no longer exists.`;
  if (error.code === CODE_PARAMS_ERROR || error.code === CODE_NOT_AVAILABLE) {
    return error.msg || t`The request was not accepted.`;
  }
  if (error.msg === ERROR_TIMEOUT) return t`The task took too long and was stopped.`;
  return error.msg || t`Something went wrong. Please try again.`;
}

/** Why a failed task failed: the server's reason, else the refused command's, else a timeout or generic line. */
export function taskFailureText(task: Pick<TaskRecord, 'reason' | 'error' | 'status'>): string {
  if (task.error) return failureText(task.error);
  if (task.reason) return task.reason;
  if (task.status === TASK_STATUS_TIMEOUT) return t`The task took too long and was stopped.`;
  return t`Generation failed.`;
}

/** The status word of a task in lists. */
export function taskStatusLabel(task: Pick<TaskRecord, 'phase'>): string {
  switch (task.phase) {
    case 'outbox':
      return t`Waiting to send`;
    case 'running':
      return t`Generating`;
    case 'success':
      return t`Done`;
    case 'failed':
      return t`Failed`;
    case 'cancelled':
      return t`Cancelled`;
  }
}

/** What the user reads for an error thrown by a call to the SW (not a task's own failure). */
export function callFailureText(failure: { kind: string; code: number; msg: string }): string {
  if (failure.kind === 'network') return t`No connection. Please try again when you are back online.`;
  if (failure.code === CODE_UNAUTHORIZED) return t`Please log in first.`;
  return failureText({ code: failure.code, msg: failure.msg });
}
