import { useCallback, useEffect, useState } from 'react';
import { fromWireError, tasksClient } from '../tasks/sw-link';

export type LibrarySync = 'syncing' | 'synced' | 'offline' | 'failed';

/**
 * Merges the server's task list (POST /v1/ai/task, page 1) into the SW's task database when the library opens, when the
 * network returns and on demand. The list itself always comes from the SW, so it shows offline too.
 */
export function useLibrarySync(enabled: boolean): { sync: LibrarySync; refresh: () => void } {
  const [sync, setSync] = useState<LibrarySync>('syncing');
  const refresh = useCallback(() => {
    setSync('syncing');
    tasksClient()
      .syncTasks()
      .then(
        () => setSync('synced'),
        (error: unknown) => setSync(fromWireError(error).kind === 'network' ? 'offline' : 'failed'),
      );
  }, []);
  useEffect(() => {
    if (!enabled) return;
    refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [enabled, refresh]);
  return { sync, refresh };
}
