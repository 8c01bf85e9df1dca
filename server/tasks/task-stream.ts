import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../db/schema';
import type { AppContext } from '../context';
import { taskDto, type TaskRow } from './task-rows';
import type { Language } from '../../src/core/language';
import type { TaskChange } from './task-change-bus';
import {
  STREAM_PING_EVENT,
  STREAM_READY_EVENT,
  TASK_EVENT,
  TASK_REMOVED_EVENT,
  TASK_STREAM_RETRY_MS,
  type StreamReadyData,
  type TaskRemovedData,
} from '../../src/core/contract/task-events';
import type { TaskDto } from '../../src/core/contract/tasks';

/** One Server-Sent Event as the framing library writes it. */
interface StreamMessage {
  id?: string;
  event: string;
  data: TaskDto | TaskRemovedData | StreamReadyData | string;
  retry?: number;
}

/** Where a stream writes: the SSE reply. `send` rejects once the connection is gone. */
export interface StreamSink {
  send(message: StreamMessage): Promise<void>;
}

/**
 * A resume goes back this far before the id it was given: a change committed a little after its updated_ms was
 * taken (a long transaction, another process's clock) is sent again rather than missed. Repeats are harmless,
 * because applying a task's state twice leaves the same state.
 */
const RESUME_OVERLAP_MS = 5_000;
/** The most task states a catch-up sends; older changes are left to the task list sync. */
const CATCH_UP_MAX = 100;

/**
 * One open event stream of one user. It sends the current state of a task whenever the bus says it changed,
 * reading the row itself, so what it sends is always what GET /v1/ai/result would answer at that moment.
 * Event ids are the highest updated_ms sent so far: a reconnect carrying it gets every task changed since.
 */
export class TaskStream {
  private cursor = 0;
  /** updated_ms last sent per task, so a change announced twice is sent once. */
  private readonly sent = new Map<string, number>();
  /** Sends happen one after another, in the order changes were read. */
  private chain: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly userId: number,
    /** The language the stream's tasks are reported in (their failure reasons). */
    private readonly lang: Language,
    private readonly sink: StreamSink,
    private readonly onBroken: () => void,
  ) {}

  /**
   * The catch-up: every unfinished task, plus (when resuming from `since`) every task changed since, then a
   * `ready` event carrying the cursor and the reconnection delay.
   */
  catchUp(since: number | null): Promise<void> {
    // Read in the stream's chain, so a change announced meanwhile is sent after the catch-up, never before it.
    return this.enqueue(async () => {
      const { kdb } = this.ctx;
      let query = kdb.selectFrom('tasks').selectAll().where('user_id', '=', this.userId);
      const unfinished = (eb: ExpressionBuilder<DB, 'tasks'>) =>
        eb.and([eb('phase', '!=', 'done'), eb('deleted_ms', 'is', null)]);
      query =
        since === null
          ? query.where(unfinished)
          : query.where((eb) => eb.or([eb('updated_ms', '>', since - RESUME_OVERLAP_MS), unfinished(eb)]));
      const rows = (await query.orderBy('updated_ms', 'desc').limit(CATCH_UP_MAX).execute()) as TaskRow[];
      const latest = await kdb
        .selectFrom('tasks')
        .select((eb) => eb.fn.max('updated_ms').as('ms'))
        .where('user_id', '=', this.userId)
        .executeTakeFirst();
      // Without an id the page knows nothing of this stream yet; its own list sync covers what came before.
      this.cursor = Math.max(since ?? latest?.ms ?? 0, 0);
      for (const row of rows.reverse()) await this.sendRow(row);
      const cursor = String(this.cursor);
      await this.sink.send({
        id: cursor,
        event: STREAM_READY_EVENT,
        data: { cursor },
        retry: TASK_STREAM_RETRY_MS,
      });
    });
  }

  /** The bus's listener: sends the task's state as it is now. */
  readonly onChange = (change: TaskChange): void => {
    if (change.userId !== this.userId) return;
    void this.enqueue(async () => {
      const row = (await this.ctx.kdb
        .selectFrom('tasks')
        .selectAll()
        .where('id', '=', change.taskId)
        .where('user_id', '=', this.userId)
        .executeTakeFirst()) as TaskRow | undefined;
      if (row) await this.sendRow(row);
    });
  };

  ping(): Promise<void> {
    return this.enqueue(() => this.sink.send({ event: STREAM_PING_EVENT, data: '' }));
  }

  close(): void {
    this.closed = true;
  }

  private async sendRow(row: TaskRow): Promise<void> {
    if ((this.sent.get(row.id) ?? -1) >= row.updated_ms) return;
    this.sent.set(row.id, row.updated_ms);
    this.cursor = Math.max(this.cursor, row.updated_ms);
    const id = String(this.cursor);
    if (row.deleted_ms !== null) {
      await this.sink.send({ id, event: TASK_REMOVED_EVENT, data: { task_id: row.id } });
    } else {
      await this.sink.send({
        id,
        event: TASK_EVENT,
        data: await taskDto(this.ctx.kdb, this.ctx.secret, this.lang, row),
      });
    }
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(async () => {
      if (this.closed) return;
      try {
        await work();
      } catch {
        // The connection is gone (or the row unreadable): this stream is over; the page reconnects.
        this.closed = true;
        this.onBroken();
      }
    });
    return this.chain;
  }
}
