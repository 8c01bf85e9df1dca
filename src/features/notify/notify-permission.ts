import { STORAGE_NAMESPACE } from '../../core/identity';
import { PERIODIC_SYNC_TAG } from '../../sw-contract/notify-db';

/** Where the answer to "Get told when your results are ready?" is kept: the question is asked once. */
const ANSWER_KEY = `${STORAGE_NAMESPACE}:notify-asked`;
/** How often, at most, the browser is asked to wake the worker for the tasks of a closed tab. */
const PERIODIC_SYNC_MIN_MS = 15 * 60 * 1000;

/**
 * Whether to ask now: notifications exist here, the browser has not been told yes or no, and the user has not
 * answered our own question yet.
 */
export function shouldAskForNotifications(): boolean {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return false;
  try {
    return localStorage.getItem(ANSWER_KEY) === null;
  } catch {
    return false;
  }
}

/** Remembers the answer; only "Turn on" asks the browser, so a "Not now" never costs the browser's one prompt. */
export async function answerNotificationQuestion(turnOn: boolean): Promise<NotificationPermission | null> {
  try {
    localStorage.setItem(ANSWER_KEY, turnOn ? 'on' : 'later');
  } catch {
    // private mode: the question may come back next visit
  }
  return turnOn ? Notification.requestPermission() : null;
}

interface PeriodicSyncRegistration {
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
}

/**
 * Asks for periodic wake-ups where the browser offers them (mostly installed apps): the worker then catches up on
 * the tasks of a closed tab now and then. A refusal changes nothing; the next visit catches up anyway.
 */
export async function registerPeriodicWakeUps(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      (ServiceWorkerRegistration & PeriodicSyncRegistration) | undefined;
    if (!registration?.periodicSync) return;
    const status = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (status.state !== 'granted') return;
    await registration.periodicSync.register(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_MIN_MS });
  } catch {
    // not offered here
  }
}
