import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ScanText } from 'lucide-react';
import { isApiFailure } from '../../api/errors';
import { showToast } from '../../ui/toasts';
import { requestImagePrompt } from './prompt-tools-api';
import './prompt-tools.css';

/** On an uploaded image of a form with a prompt box: the server writes a prompt describing the picture. */
export function DescribeImageButton({
  file,
  disabled,
  onDescribe,
}: {
  /** The stored upload's id. */
  file: string;
  disabled?: boolean;
  onDescribe(prompt: string): void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const describe = async () => {
    setBusy(true);
    try {
      onDescribe((await requestImagePrompt(file)).prompt);
    } catch (err) {
      showToast(isApiFailure(err) ? err.msg : t`The image could not be described. Try again.`, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn"
      disabled={disabled || busy}
      aria-busy={busy}
      title={t`Write the prompt from this picture`}
      onClick={() => void describe()}
    >
      <ScanText size={16} aria-hidden="true" />
      {busy ? <Trans>Describing…</Trans> : <Trans>Image to prompt</Trans>}
    </button>
  );
}
