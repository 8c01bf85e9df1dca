/**
 * The browser's offer to install the app, caught from the entry: Chromium sends beforeinstallprompt once per page,
 * early, often before the app's code has loaded, and does not repeat it. Plain code with no imports, so the entry
 * stays small; the header reads it with useSyncExternalStore.
 */

/** Chromium's install prompt event (not in the DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the app's own Install button instead of the browser's mini bar.
    event.preventDefault();
    offered = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
}

export function hasInstallOffer(): boolean {
  return offered !== null;
}

/** The offer, used up: a prompt can be shown once. */
export function takeInstallOffer(): InstallPromptEvent | null {
  const event = offered;
  offered = null;
  changed();
  return event;
}

/** For useSyncExternalStore: calls `listener` when the offer comes or goes; returns the unsubscribe. */
export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
