import {
  CREATE_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  PROGRESS_TIMEOUT_MS,
  RESULT_TIMEOUT_MS,
} from '../core/timing';

/**
 * Named request timeouts: create and result calls wait 10 minutes, progress 5 minutes,
 * everything else 30 s. Callers pass a name or a number of milliseconds as `timeout`.
 */
export const API_TIMEOUTS = {
  default: DEFAULT_TIMEOUT_MS,
  create: CREATE_TIMEOUT_MS,
  result: RESULT_TIMEOUT_MS,
  progress: PROGRESS_TIMEOUT_MS,
} as const;

type TimeoutName = keyof typeof API_TIMEOUTS;
/** Milliseconds, a name from API_TIMEOUTS, or 0 for no timeout at all. */
export type TimeoutSetting = number | TimeoutName;

export function resolveTimeout(
  setting: TimeoutSetting | undefined,
  fallback: number = API_TIMEOUTS.default,
): number {
  if (setting === undefined) return fallback;
  return typeof setting === 'number' ? setting : API_TIMEOUTS[setting];
}
