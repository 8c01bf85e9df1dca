/**
 * Collects the product's analytics events in the page and sends them in batches: every few seconds with fetch,
 * at once when a batch fills, and with navigator.sendBeacon when the page hides or goes away (the one send the
 * browser finishes after the tab is gone). A batch that cannot be sent (offline) waits for the next try, and the
 * backlog is bounded: analytics never costs the user memory or a failed screen.
 */
import { getOrCreateDeviceSn } from '../../api/browser-identity';
import type { TrackBatch, TrackEvent } from '../../core/contract/track';
import {
  TRACK_BACKLOG_MAX,
  TRACK_BATCH_LIMIT,
  TRACK_BATCH_MAX,
  TRACK_FLUSH_MS,
  TRACK_PATH,
  type TrackEventName,
  type TrackProps,
} from '../../core/tracking';

const pending: TrackEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let sending = false;
let listening = false;

/** Records one event on the current page; it leaves with the next batch. */
export function track(name: TrackEventName, props: TrackProps = {}): void {
  listen();
  pending.push({ name, at: Date.now(), page: location.pathname, props });
  if (pending.length > TRACK_BACKLOG_MAX) pending.splice(0, pending.length - TRACK_BACKLOG_MAX);
  if (pending.length >= TRACK_BATCH_MAX) void send();
  else timer ??= setTimeout(() => void send(), TRACK_FLUSH_MS);
}

function batchOf(events: TrackEvent[]): string {
  const batch: TrackBatch = { device: getOrCreateDeviceSn(), events };
  return JSON.stringify(batch);
}

async function send(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  if (sending || pending.length === 0) return;
  sending = true;
  const events = pending.splice(0, TRACK_BATCH_LIMIT);
  try {
    // text/plain: the same body a beacon sends; the app's cookie names a signed-in sender.
    const res = await fetch(TRACK_PATH, { method: 'POST', body: batchOf(events), keepalive: true });
    // A refused batch (a bad event, too many reports) is dropped: sending it again would be refused again.
    if (res.status >= 500) throw new Error(`track ${res.status}`);
  } catch {
    // Back at the front, in order; past the bound the oldest go.
    pending.unshift(...events);
    if (pending.length > TRACK_BACKLOG_MAX) pending.splice(0, pending.length - TRACK_BACKLOG_MAX);
  } finally {
    sending = false;
  }
  if (pending.length > 0) timer ??= setTimeout(() => void send(), TRACK_FLUSH_MS);
}

/** The page is going: hand everything to the browser's beacon queue. */
function sendAllNow(): void {
  clearTimeout(timer);
  timer = undefined;
  while (pending.length > 0) {
    const events = pending.slice(0, TRACK_BATCH_LIMIT);
    if (!navigator.sendBeacon(TRACK_PATH, batchOf(events))) return;
    pending.splice(0, events.length);
  }
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendAllNow();
  });
  window.addEventListener('pagehide', sendAllNow);
}
