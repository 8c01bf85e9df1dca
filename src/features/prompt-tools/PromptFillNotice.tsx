import { Trans } from '@lingui/react/macro';
import { Undo2 } from 'lucide-react';
import type { PromptFill } from './use-prompt-fill';
import './prompt-tools.css';

/** Under the prompt box after a tool filled it: what happened, and Undo back to what the user had. */
export function PromptFillNotice({ fill, onUndo }: { fill: PromptFill; onUndo(): void }) {
  return (
    <div className="prompt-fill-notice" role="status">
      <span className="muted small">
        {fill.kind === 'polish' ? (
          <Trans>Polished: details added after your words.</Trans>
        ) : (
          <Trans>Written from the picture’s colours and layout. Add what it shows.</Trans>
        )}
      </span>
      <button type="button" className="prompt-tool-button" onClick={onUndo}>
        <Undo2 size={16} aria-hidden="true" />
        <Trans>Undo</Trans>
      </button>
    </div>
  );
}
