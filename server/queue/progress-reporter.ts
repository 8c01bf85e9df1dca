import type { Db } from '../db/database';
import { clampProgress } from '../../src/core/progress';

/**
 * Carries one run's progress to the database at most every flushMs, renewing the run's lease each time.
 * Shown progress never passes 99 before success, and while the minimum in-progress time (TASK_MIN_MS) runs
 * it follows the clock too, so a fast engine still shows a rising bar instead of jumping to the end.
 */
export class ProgressReporter {
  private engineProgress = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly taskId: string,
    private readonly owner: string,
    private readonly startedMs: number,
    private readonly opts: { minMs: number; flushMs: number; leaseMs: number },
  ) {}

  /** The engine's onProgress: keeps the highest value seen, so progress never goes back. */
  readonly report = (percent: number): void => {
    this.engineProgress = Math.max(this.engineProgress, clampProgress(percent));
  };

  start(): void {
    this.timer = setInterval(() => this.flush(), this.opts.flushMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  shownAt(nowMs: number): number {
    const { minMs } = this.opts;
    const byClock = minMs > 0 ? (99 * (nowMs - this.startedMs)) / minMs : 99;
    return Math.floor(Math.min(this.engineProgress, byClock, 99));
  }

  /** Writes progress and the heartbeat in one statement; a no-op once the task is no longer this run's. */
  flush(nowMs = Date.now()): void {
    this.db
      .prepare(
        `UPDATE tasks SET progress = ?, heartbeat_ms = ?, lease_until_ms = ?
         WHERE id = ? AND phase = 'running' AND lease_owner = ?`,
      )
      .run(this.shownAt(nowMs), nowMs, nowMs + this.opts.leaseMs, this.taskId, this.owner);
  }
}
