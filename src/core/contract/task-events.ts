import type { TaskDto } from './tasks';

/**
 * GET /v1/ai/events: a Server-Sent Events stream of the signed-in user's task changes, so a page learns of a
 * finished task the moment it finishes instead of at the next result poll. Polling stays the source of truth.
 * Signed in by the bearer header or the app's token cookie (EventSource cannot send headers).
 */
export const TASK_EVENTS_PATH = '/v1/ai/events';

/** A task's state, exactly as GET /v1/ai/result answers it. */
export const TASK_EVENT = 'task';
/** A task was deleted; data is {@link TaskRemovedData}. */
export const TASK_REMOVED_EVENT = 'removed';
/** Sent once per connection after the catch-up (current state of unfinished and recently changed tasks). */
export const STREAM_READY_EVENT = 'ready';
/** Sent every heartbeat, so a page can tell a silent dead connection (proxies) from a quiet one. */
export const STREAM_PING_EVENT = 'ping';

/** How often the server pings and re-checks the session (a revoked one ends the stream). */
export const TASK_STREAM_HEARTBEAT_MS = 15_000;
/** The reconnection delay the server asks EventSource for (the `retry:` field). */
export const TASK_STREAM_RETRY_MS = 2_000;

export interface TaskRemovedData {
  task_id: string;
}

export interface StreamReadyData {
  /** The event id a reconnect resumes from (also sent as the event's id). */
  cursor: string;
}

/** One update as the page hands it to the service worker. */
export type TaskStreamUpdate =
  { kind: typeof TASK_EVENT; task: TaskDto } | { kind: typeof TASK_REMOVED_EVENT; task_id: string };

/**
 * Event ids are a task row's `updated_ms` (the highest sent on this connection), so any API process sharing the
 * database can resume a stream from the id alone. Anything else is not an id this server made.
 */
export function parseEventId(value: string | undefined): number | null | 'invalid' {
  if (value === undefined || value === '') return null;
  return /^\d{1,15}$/.test(value) ? Number(value) : 'invalid';
}
