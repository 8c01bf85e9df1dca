import {
  STREAM_PING_EVENT,
  STREAM_READY_EVENT,
  TASK_EVENT,
  TASK_EVENTS_PATH,
  TASK_REMOVED_EVENT,
  TASK_STREAM_HEARTBEAT_MS,
  TASK_STREAM_RETRY_MS,
  type TaskStreamUpdate,
} from '../../core/contract/task-events';
import type { TaskDto } from '../../core/contract/tasks';
import { i18n } from '@lingui/core';

export interface TaskStreamDeps {
  /** Hands one update to the service worker; called in the order received, one at a time. */
  apply(update: TaskStreamUpdate): Promise<void>;
  /** Whether the update may concern a task this device holds (others are left to the list sync). */
  relevant(taskId: string): boolean;
  /** After a reconnect: asks the service worker for a pass, for whatever the gap hid. */
  resync(): void;
}

/** No event (pings included) for this long means a dead connection that never said so (proxies, sleep). */
const SILENCE_MS = TASK_STREAM_HEARTBEAT_MS * 2.5;
const REOPEN_MAX_MS = 30_000;

function parsed(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

const hasTaskId = (value: unknown): value is { task_id: string } =>
  typeof value === 'object' && value !== null && typeof (value as { task_id?: unknown }).task_id === 'string';

/**
 * The page's end of the task event stream (GET /v1/ai/events). A service worker is stopped when idle and cannot
 * hold a stream, so each open page holds one while signed in and hands every update to the service worker, which
 * applies it like a poll result. It signs in with the token cookie, so a token renewal does not touch it.
 * EventSource reconnects by itself with Last-Event-ID; when it gives up (an answer other than the stream, such
 * as 401 while the login is renewed) or goes silent, the stream is opened again with a growing pause.
 */
export function createTaskStream(deps: TaskStreamDeps) {
  let source: EventSource | null = null;
  let uid: string | null = null;
  let readies = 0;
  let failures = 0;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let chain = Promise.resolve();

  function forward(update: TaskStreamUpdate): void {
    const taskId = update.kind === TASK_EVENT ? update.task.task_id : update.task_id;
    if (!deps.relevant(taskId)) return;
    chain = chain.then(() => deps.apply(update)).catch(() => {});
  }

  function heard(): void {
    clearTimeout(silence);
    silence = setTimeout(() => open(), SILENCE_MS);
  }

  function close(): void {
    source?.close();
    source = null;
    clearTimeout(silence);
    clearTimeout(reopen);
  }

  function open(): void {
    close();
    // EventSource sends the browser's Accept-Language, not the app's: the app's goes as `lang`, so the failure
    // reasons the stream carries read in the page's language (taken at each open).
    const lang = i18n.locale;
    const es = new EventSource(
      lang ? `${TASK_EVENTS_PATH}?lang=${encodeURIComponent(lang)}` : TASK_EVENTS_PATH,
    );
    source = es;
    es.addEventListener(TASK_EVENT, (event) => {
      heard();
      const task = parsed(event.data);
      if (hasTaskId(task)) forward({ kind: TASK_EVENT, task: task as TaskDto });
    });
    es.addEventListener(TASK_REMOVED_EVENT, (event) => {
      heard();
      const removed = parsed(event.data);
      if (hasTaskId(removed)) forward({ kind: TASK_REMOVED_EVENT, task_id: removed.task_id });
    });
    es.addEventListener(STREAM_READY_EVENT, () => {
      heard();
      failures = 0;
      if (readies++ > 0) deps.resync();
    });
    es.addEventListener(STREAM_PING_EVENT, heard);
    es.addEventListener('error', () => {
      if (es.readyState !== EventSource.CLOSED || source !== es) return;
      source = null;
      clearTimeout(silence);
      const delay = Math.min(REOPEN_MAX_MS, TASK_STREAM_RETRY_MS * 2 ** failures++);
      reopen = setTimeout(open, delay);
    });
    heard();
  }

  return {
    /**
     * Opens the stream for a signed-in user, closes it on logout (null). The same user again (a renewed token)
     * keeps an open stream, and reopens at once one that was refused.
     */
    follow(nextUid: string | null): void {
      if (nextUid === uid) {
        if (uid && !source) open();
        return;
      }
      uid = nextUid;
      readies = 0;
      failures = 0;
      if (uid) open();
      else close();
    },
  };
}
