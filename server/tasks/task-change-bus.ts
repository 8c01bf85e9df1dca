import { z } from 'zod';

/**
 * Publish/subscribe of task changes. A change names only the task and its owner: subscribers read the task's
 * current row themselves, so a message may be lost, repeated or late without harm (a later read sees the latest
 * state), and an implementation across processes (PostgreSQL LISTEN/NOTIFY, Redis pub/sub) has small payloads.
 * Publish after the change is committed.
 */
export const taskChangeSchema = z.object({ userId: z.number().int(), taskId: z.string() });
export type TaskChange = z.infer<typeof taskChangeSchema>;

type TaskChangeListener = (change: TaskChange) => void;

export interface TaskChangeBus {
  publish(change: TaskChange): void;
  /** Listens to one user's changes; the returned function stops listening. */
  subscribe(userId: number, listener: TaskChangeListener): () => void;
  /** Listeners of a user right now (tests, metrics). */
  listenerCount(userId: number): number;
  /** Ends the bus's connections, if it has any. */
  close?(): Promise<void>;
}

/** Listeners by user, called soon after a change arrives, never inside the publisher. */
export function listenerRegistry(): Pick<TaskChangeBus, 'subscribe' | 'listenerCount'> & {
  deliver(change: TaskChange): void;
} {
  const byUser = new Map<number, Set<TaskChangeListener>>();
  return {
    deliver(change) {
      const listeners = byUser.get(change.userId);
      if (!listeners?.size) return;
      // Outside the caller's stack: a transition never waits on, or fails because of, a subscriber.
      queueMicrotask(() => {
        for (const listener of [...listeners]) {
          try {
            listener(change);
          } catch (error) {
            console.error('task change listener failed', error);
          }
        }
      });
    },
    subscribe(userId, listener) {
      let listeners = byUser.get(userId);
      if (!listeners) byUser.set(userId, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && byUser.get(userId) === listeners) byUser.delete(userId);
      };
    },
    listenerCount: (userId) => byUser.get(userId)?.size ?? 0,
  };
}

/** The single-process implementation. */
export function inProcessTaskChangeBus(): TaskChangeBus {
  const listeners = listenerRegistry();
  return {
    publish: (change) => listeners.deliver(change),
    subscribe: listeners.subscribe,
    listenerCount: listeners.listenerCount,
  };
}
