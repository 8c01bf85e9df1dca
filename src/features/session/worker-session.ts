import { i18n } from '@lingui/core';
import { currentClientType, getOrCreateDeviceSn } from '../../api/browser-identity';
import { handSessionToWorker } from '../tasks/sw-link';

/**
 * Hands the login to the service worker's IndexedDB so it can call the API for tasks on its own, or clears it
 * (and the previous user's local tasks) on logout. The app's language goes with it: the worker's requests ask for
 * the server's messages in it.
 */
export async function shareSessionWithWorker(session: { token: string; uid: string } | null): Promise<void> {
  try {
    await handSessionToWorker(
      session && {
        ...session,
        clientSn: getOrCreateDeviceSn(),
        clientType: currentClientType(),
        language: i18n.locale || undefined,
      },
    );
  } catch (err) {
    console.warn('could not share the session with the service worker', err);
  }
}
