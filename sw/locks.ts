/** Marker for "someone else holds this lock; skip the work this time". */
export const SKIPPED = Symbol('skipped');

/**
 * Named exclusive locks. `try` skips when the lock is held (a poll another tab or SW instance is already doing);
 * `wait` queues behind it (a user command must happen after the send or poll in progress).
 */
export interface TaskLocks {
  run<T>(name: string, mode: 'try' | 'wait', work: () => Promise<T>): Promise<T | typeof SKIPPED>;
}

export function taskLockName(localId: string): string {
  return `mi-task:${localId}`;
}

interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

/** Web Locks (shared by every tab and SW of the origin) when the platform has them. */
function webLocks(manager: LockManagerLike): TaskLocks {
  return {
    run(name, mode, work) {
      return manager.request(name, { ifAvailable: mode === 'try' }, async (lock) =>
        lock ? work() : SKIPPED,
      );
    },
  };
}

/** Locks within this JS context only: the fallback without Web Locks, and what unit tests use. */
export function memoryLocks(): TaskLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    async run(name, mode, work) {
      const previous = tails.get(name);
      if (previous && mode === 'try') return SKIPPED;
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = (previous ?? Promise.resolve()).then(() => mine);
      tails.set(name, tail);
      await previous;
      try {
        return await work();
      } finally {
        release();
        if (tails.get(name) === tail) tails.delete(name);
      }
    },
  };
}

export function platformLocks(): TaskLocks {
  const manager = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return manager ? webLocks(manager) : memoryLocks();
}
