import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TaskChangeBus } from '../tasks/task-change-bus';
import type { TaskRow } from '../tasks/task-rows';
import { touch } from '../tasks/task-transitions';
import { clampProgress } from '../../src/core/progress';

/** Progress changes are announced at most this often per task: the spec's progress poll is every 2 s. */
const PROGRESS_ANNOUNCE_MS = 1000;

/**
 * Carries one run's progress to the database at most every flushMs, renewing the run's lease each time.
 * Shown progress never passes 99 before success, and while the minimum in-progress time (TASK_MIN_MS) runs
 * it follows the clock too, so a fast engine still shows a rising bar instead of jumping to the end.
 * A changed value moves the task's updated_ms and is announced to the user's event streams. A write still
 * running when the next beat comes skips that beat (writes never overlap), and stop() waits for it.
 */
export class ProgressReporter {
  private engineProgress = 0;
  private timer: NodeJS.Timeout | undefined;
  private written = 0;
  private announcedAt = Number.NEGATIVE_INFINITY;
  /** The write in flight, if any. */
  private writing: Promise<void> | undefined;

  constructor(
    private readonly kdb: Kysely<DB>,
    private readonly events: TaskChangeBus,
    private readonly task: Pick<TaskRow, 'id' | 'user_id'>,
    private readonly owner: string,
    private readonly startedMs: number,
    private readonly opts: { minMs: number; flushMs: number; leaseMs: number },
    /**
     * The task is no longer this run's (cancelled, deleted or taken by another process whose sweep found this
     * lease run out): the engine work should stop, since nothing it makes will be kept.
     */
    private readonly onLost: () => void = () => {},
  ) {}

  /** The engine's onProgress: keeps the highest value seen, so progress never goes back. */
  readonly report = (percent: number): void => {
    this.engineProgress = Math.max(this.engineProgress, clampProgress(percent));
  };

  start(): void {
    this.timer = setInterval(() => this.beat(), this.opts.flushMs);
    this.timer.unref();
  }

  /** Stops the beat and waits for a write in flight, so nothing of this run is written after it. */
  async stop(): Promise<void> {
    this.halt();
    await this.writing;
  }

  private halt(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private beat(): void {
    if (this.writing) return;
    this.writing = this.flush()
      .catch((err: unknown) => console.error(`task ${this.task.id} progress not written`, err))
      .finally(() => (this.writing = undefined));
  }

  shownAt(nowMs: number): number {
    const { minMs } = this.opts;
    const byClock = minMs > 0 ? (99 * (nowMs - this.startedMs)) / minMs : 99;
    return Math.floor(Math.min(this.engineProgress, byClock, 99));
  }

  /** Writes progress and the heartbeat in one statement; a no-op once the task is no longer this run's. */
  async flush(nowMs = Date.now()): Promise<void> {
    const shown = this.shownAt(nowMs);
    const changed = shown !== this.written;
    const wrote = await this.kdb
      .updateTable('tasks')
      .set({
        progress: shown,
        heartbeat_ms: nowMs,
        lease_until_ms: nowMs + this.opts.leaseMs,
        ...(changed && { updated_ms: touch(nowMs) }),
      })
      .where('id', '=', this.task.id)
      .where('phase', '=', 'running')
      .where('lease_owner', '=', this.owner)
      .executeTakeFirst();
    if (Number(wrote.numUpdatedRows) === 0) {
      this.halt();
      this.onLost();
      return;
    }
    if (!changed) return;
    this.written = shown;
    if (nowMs - this.announcedAt < PROGRESS_ANNOUNCE_MS) return;
    this.announcedAt = nowMs;
    this.events.publish({ userId: this.task.user_id, taskId: this.task.id });
  }
}
