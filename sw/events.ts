import type { TaskEvent } from '../src/sw-contract/api';

export type TaskEventCallback = (event: TaskEvent) => unknown;

/**
 * Fan-out of task events to subscribers (comlink proxies of page callbacks). Subscriptions are grouped by an
 * owner (one link = one port of one page) so a re-link or a released port drops the old ones at once.
 */
export function createEventHub() {
  interface Entry {
    owner: string;
    callback: TaskEventCallback;
    /** Events held back until the subscriber got its snapshot, so nothing arrives out of order. */
    held: TaskEvent[] | null;
  }
  const subscribers = new Map<string, Entry>();
  let counter = 0;

  function unsubscribe(id: string): void {
    subscribers.delete(id);
  }

  /** A callback that throws or rejects (dead port, closed page) is dropped. */
  function send(id: string, entry: Entry, event: TaskEvent): void {
    try {
      Promise.resolve(entry.callback(event)).catch(() => unsubscribe(id));
    } catch {
      unsubscribe(id);
    }
  }

  return {
    /** Registers a subscriber whose events are held until `start` hands it its first event (the snapshot). */
    subscribe(callback: TaskEventCallback, owner: string): string {
      const id = `sub-${++counter}`;
      subscribers.set(id, { owner, callback, held: [] });
      return id;
    },
    start(id: string, first: TaskEvent): void {
      const entry = subscribers.get(id);
      if (!entry) return;
      const held = entry.held ?? [];
      entry.held = null;
      send(id, entry, first);
      for (const event of held) send(id, entry, event);
    },
    unsubscribe,
    dropOwner(owner: string): void {
      for (const [id, entry] of subscribers) if (entry.owner === owner) subscribers.delete(id);
    },
    /** Drops every owner named `${prefix}#…` (all links of one page). */
    dropOwnersOf(prefix: string): void {
      for (const [id, entry] of subscribers) if (entry.owner.startsWith(`${prefix}#`)) subscribers.delete(id);
    },
    emit(event: TaskEvent): void {
      for (const [id, entry] of [...subscribers]) {
        if (entry.held) entry.held.push(event);
        else send(id, entry, event);
      }
    },
    get size(): number {
      return subscribers.size;
    },
  };
}
