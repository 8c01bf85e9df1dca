import { t } from '@lingui/core/macro';
import { subscribe } from 'valtio';
import type { TaskRecord } from '../../sw-contract/api';
import { markSeen, openNotifyDb } from '../../sw-contract/notify-db';
import { tasksState } from '../tasks/tasks-state';

const inFlight = (task: TaskRecord) => task.phase === 'outbox' || task.phase === 'running';
const finished = (task: TaskRecord) => task.phase === 'success' || task.phase === 'failed';

/** The app badge: the number of finished results not seen yet, where the browser shows badges. */
function showBadge(count: number): void {
  if (!('setAppBadge' in navigator)) return;
  void (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(() => {});
}

export interface FinishedWatchOptions {
  /** Whether the page shown lists results (a generator page or Libraries): what it shows counts as seen. */
  showsResults: () => boolean;
  /** A task this page started; the first one is when to ask about notifications. */
  onStarted: () => void;
}

/**
 * Watches the page's task list: a Generate made here (a task that starts while the page is open), a task that
 * finishes while the tab is hidden (the title says "✓ Done" until the tab is shown again), and results being seen
 * (the badge count drops when a page that lists results is visible). Returns the stop function.
 */
export function watchFinishedTasks(options: FinishedWatchOptions): () => void {
  // The page's own start, not this watch's: the layer loads once the page is idle, maybe after a first Generate.
  const startedAt = performance.timeOrigin;
  const known = new Set<string>();
  const flying = new Set<string>();
  let plainTitle: string | null = null;

  const seeResults = () => {
    if (options.showsResults()) seeResultsNow();
  };

  const onTasks = () => {
    let done = false;
    let started = false;
    for (const task of tasksState.tasks) {
      if (!known.has(task.localId)) {
        known.add(task.localId);
        // Made on this device (it holds the create's key) since the page opened: a Generate here.
        if (task.idempotencyKey && task.createdAt >= startedAt) started = true;
      }
      if (inFlight(task)) flying.add(task.localId);
      else if (flying.delete(task.localId) && finished(task)) done = true;
    }
    if (started) options.onStarted();
    if (!done) return;
    if (document.visibilityState === 'hidden') {
      plainTitle ??= document.title;
      document.title = t({
        comment: 'The title of a hidden tab whose task has finished; plainTitle is the page title',
        message: `✓ Done · ${plainTitle}`,
      });
    } else {
      seeResults();
    }
  };

  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    if (plainTitle !== null) {
      document.title = plainTitle;
      plainTitle = null;
    }
    seeResults();
  };

  const unsubscribe = subscribe(tasksState, onTasks);
  document.addEventListener('visibilitychange', onVisibility);
  onTasks();
  seeResults();
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Marks every finished result seen while the page is visible; the badge follows. */
export function seeResultsNow(): void {
  if (document.visibilityState !== 'visible') return;
  void openNotifyDb()
    .then((db) => markSeen(db))
    .then(showBadge)
    // no IndexedDB (private mode): no badge either
    .catch(() => {});
}
