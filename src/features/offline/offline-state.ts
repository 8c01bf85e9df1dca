/**
 * Whether the app is offline, for the app-wide banner: the browser says so (navigator.onLine and its online and
 * offline events), or the page's API client found no answer at all to its last request (a network that is "up"
 * but reaches nothing). Any answer from the server, or the browser coming back online, ends it.
 */
import { proxy } from 'valtio';

export const offlineState = proxy({ offline: false });

let browserOffline = false;
let requestsFailing = false;

function update(): void {
  const offline = browserOffline || requestsFailing;
  if (offlineState.offline !== offline) offlineState.offline = offline;
}

/** Called by the API client when a request got no answer at all (not a timeout or an abort). */
export function reportRequestFailed(): void {
  requestsFailing = true;
  update();
}

/** Called by the API client for every answer that arrived, whatever its status. */
export function reportRequestAnswered(): void {
  requestsFailing = false;
  update();
}

/** Follows the browser's online state from now on; returns the stop. */
export function watchConnection(): () => void {
  const read = () => {
    browserOffline = !navigator.onLine;
    // Back online: the next request decides whether the server is reachable again.
    if (!browserOffline) requestsFailing = false;
    update();
  };
  read();
  window.addEventListener('online', read);
  window.addEventListener('offline', read);
  return () => {
    window.removeEventListener('online', read);
    window.removeEventListener('offline', read);
  };
}
