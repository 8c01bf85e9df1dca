import { Plural, Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { deletionState, undoDelete } from './library-deletions';

/** "3 items deleted · Undo" for the latest delete still waiting to be sent. */
export function UndoToast() {
  const { pending } = useSnapshot(deletionState);
  const latest = pending.at(-1);
  if (!latest) return null;
  const count = latest.ids.length;
  return (
    <div className="library-undo" role="status">
      <span>
        <Plural value={count} one="# item deleted" other="# items deleted" />
      </span>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => undoDelete(latest.id)}>
        <Trans>Undo</Trans>
      </button>
    </div>
  );
}
