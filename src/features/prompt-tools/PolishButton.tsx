import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { isApiFailure } from '../../api/errors';
import { showToast } from '../../ui/toasts';
import type { PromptAlgorithm } from '../../core/contract/prompt-tools';
import { requestPolish } from './prompt-tools-api';
import type { PromptFill } from './use-prompt-fill';
import './prompt-tools.css';

/**
 * Polish, next to the prompt box: the server rewrites the prompt with details for what this form makes, after the
 * user's own words; the box takes it and the fill is recorded so it can be undone.
 */
export function PolishButton({
  algorithm,
  text,
  disabled,
  onFill,
}: {
  algorithm: PromptAlgorithm;
  text: string;
  disabled?: boolean;
  onFill(fill: PromptFill): void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const polish = async () => {
    setBusy(true);
    try {
      const data = await requestPolish(text, algorithm);
      if (data.added.length === 0) showToast(t`Your prompt already has the details polish adds.`);
      else onFill({ kind: 'polish', previous: text, next: data.prompt });
    } catch (err) {
      showToast(isApiFailure(err) ? err.msg : t`The prompt could not be polished. Try again.`, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="prompt-tool-button"
      disabled={disabled || busy || !text.trim()}
      aria-busy={busy}
      title={t`Add details for what this page makes, after your words`}
      onClick={() => void polish()}
    >
      <Sparkles size={16} aria-hidden="true" />
      {busy ? <Trans>Polishing…</Trans> : <Trans>Polish</Trans>}
    </button>
  );
}
