import { subscribe } from 'valtio';
import type { TaskRecord } from '../../sw-contract/api';
import { tasksState } from './tasks-state';

/** The moments a task moves credits: the server acknowledged it (charged) or it ended unsuccessfully (refunded). */
function chargeMark(task: TaskRecord): string {
  const refundable = task.phase === 'failed' || task.phase === 'cancelled';
  return `${task.taskId ? 'charged' : 'unsent'}:${refundable ? 'ended' : 'open'}`;
}

/**
 * Calls `onChange` (debounced) whenever a known task is charged or refunded, so the header balance follows the
 * SW's work even when it happens with no page action behind it (a create sent on reconnect, a failure seen by a
 * poll). Tasks first seen in a snapshot do not count: the balance read at start-up already includes them.
 * Returns the unsubscribe function.
 */
export function followTaskCharges(onChange: () => void, debounceMs = 300): () => void {
  const marks = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    let changed = false;
    for (const task of tasksState.tasks) {
      const mark = chargeMark(task);
      const before = marks.get(task.localId);
      if (before !== undefined && before !== mark) changed = true;
      if (before === undefined && task.taskId && Date.now() - task.updatedAt < 10_000) {
        // A task created a moment ago in another tab or just now here: it was charged after our last read.
        changed = true;
      }
      marks.set(task.localId, mark);
    }
    if (!changed) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  };
  check();
  const unsubscribe = subscribe(tasksState, check);
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
