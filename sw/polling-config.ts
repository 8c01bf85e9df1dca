import { DAY_MS } from '../src/core/session-rules';
import { PROGRESS_POLL_MS, RESULT_POLL_MS } from '../src/core/timing';
import { TASK_LIST_PAGE_SIZE } from '../src/core/contract/tasks';

/** Intervals and deadlines of the task engine; injectable so tests and browser tests need not wait. */
export interface PollingConfig {
  resultPollMs: number;
  progressPollMs: number;
  /** How long an acknowledged task is polled before it fails with the timeout status. */
  taskDeadlineMs: number;
  /** How long an unsent create waits in the outbox for the network. */
  outboxDeadlineMs: number;
  backoffBaseMs: number;
  backoffCapMs: number;
  /** How long a finished task stays in IndexedDB. */
  finishedTtlMs: number;
  listPageSize: number;
}

const DEFAULT_POLLING_CONFIG: PollingConfig = {
  resultPollMs: RESULT_POLL_MS,
  progressPollMs: PROGRESS_POLL_MS,
  // The spec gives request timeouts, not a task deadline; an hour covers long video jobs, and a later list
  // sync still turns a task the server finished after that into a success.
  taskDeadlineMs: 60 * 60_000,
  outboxDeadlineMs: DAY_MS,
  backoffBaseMs: 1000,
  backoffCapMs: 30_000,
  finishedTtlMs: 7 * DAY_MS,
  listPageSize: TASK_LIST_PAGE_SIZE,
};

export function pollingConfig(overrides: Partial<PollingConfig> = {}): PollingConfig {
  return { ...DEFAULT_POLLING_CONFIG, ...overrides };
}

/**
 * Delay before retry number `step` (0-based) after a network error: exponential, capped, with "equal jitter"
 * (half fixed, half random) so that tabs and devices that lost the network together do not return together.
 */
export function backoffDelayMs(
  step: number,
  config: PollingConfig,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(config.backoffCapMs, config.backoffBaseMs * 2 ** Math.max(0, step));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
