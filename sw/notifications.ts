/// <reference lib="webworker" />
import { appPath } from '../src/core/menu';
import type { TaskRecord } from '../src/sw-contract/api';
import { addUnseen, type NotifyDb } from '../src/sw-contract/notify-db';

/** Words of the prompt a notification repeats, so the user knows which generation it is. */
const PROMPT_WORDS = 8;
const APP_ICON = '/icons/icon-192.png';
/** Where a click on a result's notification leads: the library lists every result, newest first. */
const RESULT_PAGE = appPath('libraries');

interface FinishedNotice {
  title: string;
  options: NotificationOptions & { image?: string };
}

function firstWords(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.slice(0, PROMPT_WORDS).join(' ') + (words.length > PROMPT_WORDS ? '…' : '');
}

/**
 * The notification of a task that reached a final state: what was made (or that it failed), the prompt's first
 * words, the result's picture where it has one, and one tag per task so a repeated finish replaces, not adds.
 * The service worker has no catalogs, so its copy is the English source text.
 */
export function finishedNotice(task: TaskRecord, origin: string): FinishedNotice | null {
  if (task.phase !== 'success' && task.phase !== 'failed') return null;
  const prompt = typeof task.params.prompt === 'string' ? firstWords(task.params.prompt) : '';
  const files = task.result?.files ?? [];
  const picture = files.find((file) => file.kind === 'image')?.url;
  const kind = files[0]?.kind;
  const title =
    task.phase === 'failed'
      ? 'Generation failed'
      : kind === 'video'
        ? 'Your video is ready'
        : kind === 'audio'
          ? 'Your audio is ready'
          : 'Your image is ready';
  const fallback =
    task.phase === 'failed' ? task.reason || 'No credits were taken for it.' : 'Tap to see it.';
  return {
    title,
    options: {
      body: prompt || fallback,
      tag: `task-${task.localId}`,
      icon: picture ? new URL(picture, origin).href : APP_ICON,
      ...(picture ? { image: new URL(picture, origin).href } : {}),
      badge: APP_ICON,
      data: { url: RESULT_PAGE, localId: task.localId },
    },
  };
}

export interface NotifierDeps {
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>;
  /** The app's open windows: clients.matchAll({type: 'window', includeUncontrolled: true}). */
  windows: () => Promise<ReadonlyArray<Pick<WindowClient, 'visibilityState'>>>;
  notifyDb: () => Promise<NotifyDb>;
  origin: string;
  /** navigator.setAppBadge where the browser has it. */
  setBadge?: (count: number) => Promise<void>;
  /** Notification.permission at the time of asking. */
  permission: () => NotificationPermission;
  clock?: () => number;
}

/**
 * What the worker does when a task leaves flight: counts it unseen on the app badge and, when no window of the app
 * is visible (all hidden, or the tab closed during the task), shows a notification if the user allowed them.
 */
export function createNotifier(deps: NotifierDeps) {
  return async function onFinished(task: TaskRecord): Promise<void> {
    const notice = finishedNotice(task, deps.origin);
    if (!notice) return;
    const unseen = await addUnseen(await deps.notifyDb(), task.localId, (deps.clock ?? Date.now)());
    await deps.setBadge?.(unseen).catch(() => {});
    if ((await deps.windows()).some((client) => client.visibilityState === 'visible')) return;
    if (deps.permission() !== 'granted') return;
    await deps.registration.showNotification(notice.title, notice.options);
  };
}

/** A click on a result's notification: a window of the app comes forward on the result page, or one opens. */
export async function openNotifiedResult(clients: Clients, data: unknown, origin: string): Promise<void> {
  const path = (data as { url?: unknown } | null)?.url;
  const url = new URL(typeof path === 'string' ? path : RESULT_PAGE, origin).href;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[];
  const open = windows.find((client) => client.url.startsWith(origin));
  if (open) {
    const focused = await open.focus();
    await focused.navigate(url).catch(() => clients.openWindow(url));
    return;
  }
  await clients.openWindow(url);
}
