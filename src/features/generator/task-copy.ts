import { plural, t } from '@lingui/core/macro';
import type { TaskError, TaskRecord } from '../../sw-contract/api';
import {
  CODE_BUY_NOW,
  CODE_DAILY_EFFECTS_USED,
  CODE_NOT_AVAILABLE,
  CODE_PARAMS_ERROR,
  CODE_OUTPUT_PLAN_CAP,
  CODE_PLAN_FEATURE_LOCKED,
  CODE_TASK_NOT_FOUND,
  CODE_UNAUTHORIZED,
  CODE_VIDEO_GENERATIONS_BUSY,
  ERROR_TIMEOUT,
  RELOGIN_CODES,
  isVideoSiteLoginError,
} from '../../core/business-codes';
import { videoSiteLoginText } from '../session/video-site-copy';
import { TASK_STATUS_TIMEOUT } from '../../core/task-status';
import { toUserLevel } from '../../core/user-level';
import { videoGenerationsAtOnce } from '../../core/video-generations';
import { FREE_DAILY_EFFECTS } from '../../core/effect-allowance';
import { sessionState } from '../session/session-state';

/** A create refused for lack of credits: the UI answers with the upgrade prompt, not an error line. */
export function isOutOfCredits(error: Pick<TaskError, 'code'> | null | undefined): boolean {
  return error?.code === CODE_BUY_NOW;
}

/**
 * A create a higher plan would take: the plan's video generations all in progress (below premium), an option of
 * the paid plans, the free plan's daily effects used, or an output past the free plan's size or length. The generator says why and offers the plans.
 */
export function needsHigherPlan(error: Pick<TaskError, 'code'> | null | undefined): boolean {
  if (
    error?.code === CODE_PLAN_FEATURE_LOCKED ||
    error?.code === CODE_DAILY_EFFECTS_USED ||
    error?.code === CODE_OUTPUT_PLAN_CAP
  ) {
    return true;
  }
  return (
    error?.code === CODE_VIDEO_GENERATIONS_BUSY &&
    toUserLevel(sessionState.user?.verify.level ?? 0) !== 'premium'
  );
}

function videoGenerationsBusyText(): string {
  const level = toUserLevel(sessionState.user?.verify.level ?? 0);
  const cap = videoGenerationsAtOnce(level);
  const busy = plural(cap, {
    one: 'Your plan runs # video generation at once: wait for it to finish.',
    other: 'Your plan runs # video generations at once: wait for one to finish.',
  });
  return level === 'premium' ? busy : `${busy} ${t`Upgrade your plan to run more at once.`}`;
}

/** One line a user can read for a refused command (code → copy happens here, in one place). */
export function failureText(error: TaskError): string {
  if (error.code === CODE_BUY_NOW) return t`You are out of credits.`;
  if (error.code === CODE_VIDEO_GENERATIONS_BUSY) return videoGenerationsBusyText();
  if (error.code === CODE_DAILY_EFFECTS_USED) {
    return t`The free plan includes ${FREE_DAILY_EFFECTS} effects a day, and today's are used. Upgrade for unlimited effects, or come back tomorrow.`;
  }
  if (error.code === CODE_PLAN_FEATURE_LOCKED) {
    return t`This option is included in the Standard and Premium plans. Upgrade your plan to use it.`;
  }
  if (RELOGIN_CODES.includes(error.code)) return t`Your login has expired. Please log in again.`;
  if (error.code === CODE_TASK_NOT_FOUND) return t`This task no longer exists.`;
  if (isVideoSiteLoginError(error.code)) return videoSiteLoginText();
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
