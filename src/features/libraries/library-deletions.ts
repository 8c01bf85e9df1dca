import { proxy } from 'valtio';

/**
 * Deletes with undo: the items leave the view at once, and the delete is sent only when the undo time is over
 * (or the page is being left). Undo within that time brings them back and nothing was sent.
 */
const UNDO_MS = 6000;

interface PendingDelete {
  id: number;
  ids: string[];
}

/** Written only here. */
export const deletionState = proxy<{ pending: PendingDelete[]; hidden: Record<string, true> }>({
  pending: [],
  hidden: {},
});

type Commit = (ids: string[]) => Promise<void>;

const timers = new Map<number, { timer: ReturnType<typeof setTimeout>; commit: Commit }>();
let nextId = 1;

function settle(id: number): PendingDelete | undefined {
  const index = deletionState.pending.findIndex((batch) => batch.id === id);
  const timer = timers.get(id);
  if (timer) clearTimeout(timer.timer);
  timers.delete(id);
  if (index < 0) return undefined;
  return deletionState.pending.splice(index, 1)[0];
}

function unhide(ids: readonly string[]): void {
  for (const id of ids) delete deletionState.hidden[id];
}

/** Runs the delete now; the items stay hidden unless it fails, when they come back and `onError` says why. */
function commitNow(id: number, onError: (error: unknown) => void): void {
  const commit = timers.get(id)?.commit;
  const batch = settle(id);
  if (!batch || !commit) return;
  commit(batch.ids).then(
    () => unhide(batch.ids),
    (error: unknown) => {
      unhide(batch.ids);
      onError(error);
    },
  );
}

/** Hides these items now and deletes them with `commit` after UNDO_MS unless undone. Returns the batch id. */
export function deleteWithUndo(ids: string[], commit: Commit, onError: (error: unknown) => void): number {
  const id = nextId++;
  for (const item of ids) deletionState.hidden[item] = true;
  deletionState.pending.push({ id, ids });
  timers.set(id, { timer: setTimeout(() => commitNow(id, onError), UNDO_MS), commit });
  return id;
}

/** Brings the batch's items back; nothing was sent. */
export function undoDelete(id: number): void {
  const batch = settle(id);
  if (batch) unhide(batch.ids);
}

/** Sends every waiting delete now: the page is being left, and an undo can no longer be offered. */
export function flushDeletes(onError: (error: unknown) => void = () => {}): void {
  for (const id of [...timers.keys()]) commitNow(id, onError);
}
