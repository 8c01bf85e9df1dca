import { proxy } from 'valtio';
import type { DownloadProgress, TaskEvent, TaskRecord, UploadView } from '../../sw-contract/api';

/** What the UI reads about tasks. Written only by the SW link (sw-link.ts) from the SW's events. */
export interface TasksState {
  /** The signed-in user's tasks, newest first, exactly as the SW keeps them. */
  tasks: TaskRecord[];
  /** Whether a link to the SW (or the in-page fallback) is up. */
  linked: boolean;
  /** The browser says offline, or the SW's last API call got no answer. */
  offline: boolean;
  /** Running and just-finished downloads by id. */
  downloads: Record<string, DownloadProgress>;
  /** The uploads the SW is sending (or sent) for this user, by id. */
  uploads: Record<string, UploadView>;
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export const tasksState = proxy<TasksState>({
  tasks: [],
  linked: false,
  offline: browserOffline(),
  downloads: {},
  uploads: {},
});

function newestFirst(a: TaskRecord, b: TaskRecord): number {
  return b.createdAt - a.createdAt || (a.localId < b.localId ? -1 : 1);
}

/** Applies one SW event to the state. */
export function applyTaskEvent(state: TasksState, event: TaskEvent): void {
  switch (event.kind) {
    case 'snapshot':
      state.tasks = [...event.tasks].sort(newestFirst);
      if (event.uploads)
        state.uploads = Object.fromEntries(event.uploads.map((upload) => [upload.id, upload]));
      break;
    case 'upsert': {
      const index = state.tasks.findIndex((task) => task.localId === event.task.localId);
      if (index >= 0) state.tasks[index] = event.task;
      else state.tasks = [...state.tasks, event.task].sort(newestFirst);
      break;
    }
    case 'remove':
      state.tasks = state.tasks.filter((task) => task.localId !== event.localId);
      break;
    case 'download':
      state.downloads[event.progress.id] = event.progress;
      break;
    case 'upload':
      state.uploads[event.upload.id] = event.upload;
      break;
    case 'upload-removed':
      delete state.uploads[event.id];
      break;
    case 'network':
      state.offline = !event.online || browserOffline();
      break;
  }
}

/**
 * True while anything needs the SW to stay awake: an unsent or running task, a running download, or an
 * unfinished upload (each tick also resumes one whose network came back).
 */
export function hasWorkInFlight(
  state: Pick<TasksState, 'tasks' | 'downloads'> & Partial<TasksState>,
): boolean {
  return (
    state.tasks.some((task) => task.phase === 'outbox' || task.phase === 'running') ||
    Object.values(state.downloads).some((download) => download.state === 'running') ||
    Object.values(state.uploads ?? {}).some(
      (upload) => upload.state === 'uploading' || upload.state === 'waiting',
    )
  );
}

/**
 * How long the page waits before its next tick: until the earliest in-flight task is due for a poll or a resend
 * (records carry the SW's nextPollAt), but at least `minMs` and at most `tickMs`. Ticking at the due time rather
 * than on a fixed beat keeps the SW's 3 s result poll from stretching to up to 6 s (poll and tick out of phase).
 */
export function nextTickDelayMs(
  state: Pick<TasksState, 'tasks'>,
  now: number,
  tickMs: number,
  minMs = 1000,
): number {
  let due = Infinity;
  for (const task of state.tasks) {
    if (task.phase === 'outbox' || task.phase === 'running') due = Math.min(due, task.nextPollAt);
  }
  if (!Number.isFinite(due)) return tickMs;
  // A little past the due time, so the SW's pass (which compares with its own clock) finds the task due.
  return Math.min(tickMs, Math.max(minMs, due - now + 25));
}
