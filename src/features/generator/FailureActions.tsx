import { Trans } from '@lingui/react/macro';
import { Pencil, RotateCcw } from 'lucide-react';

/**
 * What a failed or cancelled task offers on the generator page: Retry (same settings, a new task) and Edit and
 * retry (its settings back in the form, the prompt focused, for the user to change and Generate).
 */
export function FailureActions({
  busy,
  onRetry,
  onEdit,
}: {
  busy: boolean;
  onRetry(): void;
  onEdit?: () => void;
}) {
  return (
    <div className="task-failure-actions">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={onRetry}>
        <RotateCcw size={16} aria-hidden="true" />
        <Trans>Retry</Trans>
      </button>
      {onEdit && (
        <button type="button" className="btn" onClick={onEdit}>
          <Pencil size={16} aria-hidden="true" />
          <Trans>Edit and retry</Trans>
        </button>
      )}
    </div>
  );
}
