import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Download, Trash2, X } from 'lucide-react';

interface Props {
  count: number;
  busy: boolean;
  onDownload: () => void;
  onDelete: () => void;
  onClear: () => void;
  onSelectAll: () => void;
}

/** What can be done with the selected items; sits above the bottom of the screen while choosing. */
export function SelectionBar({ count, busy, onDownload, onDelete, onClear, onSelectAll }: Props) {
  const { t } = useLingui();
  return (
    <div className="library-selection-bar" role="toolbar" aria-label={t`Selected items`}>
      <button type="button" className="icon-btn" aria-label={t`Clear selection`} onClick={onClear}>
        <X aria-hidden size={18} />
      </button>
      <span className="library-selection-count" aria-live="polite">
        <Plural value={count} one="# selected" other="# selected" />
      </span>
      <button type="button" className="btn btn-ghost btn-small" onClick={onSelectAll}>
        <Trans>Select all</Trans>
      </button>
      <span className="library-selection-actions">
        <button
          type="button"
          className="btn btn-small"
          disabled={count === 0 || busy}
          aria-busy={busy}
          onClick={onDownload}
        >
          <Download aria-hidden size={16} />
          <Trans>Download as ZIP</Trans>
        </button>
        <button type="button" className="btn btn-danger btn-small" disabled={count === 0} onClick={onDelete}>
          <Trash2 aria-hidden size={16} />
          <Trans>Delete</Trans>
        </button>
      </span>
    </div>
  );
}
