import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ASPECT_RATIOS,
  DEFAULT_ASPECT_RATIO,
  PROMPT_MAX_LENGTH,
  type AspectRatio,
} from '../../core/generation-limits';
import { GenerateButton } from './GenerateButton';
import { GeneratorOutput } from './GeneratorOutput';
import { RestartConfirm } from './RestartConfirm';
import { UpgradePrompt } from './UpgradePrompt';
import { useGeneratorTask } from './use-generator-task';
import './generator.css';

const ALGORITHM = 'text2image';

/** Text to image: a prompt and an aspect ratio make one text2image task (spec core §2 generator page). */
export function TextToImageForm() {
  const { t } = useLingui();
  const current = useGeneratorTask(ALGORITHM);
  const [prompt, setPrompt] = useState('');
  const [ratio, setRatio] = useState<AspectRatio>(DEFAULT_ASPECT_RATIO);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const running = current.task?.phase === 'outbox' || current.task?.phase === 'running';

  const start = () => void current.generate({ prompt: prompt.trim(), aspect_ratio: ratio });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!prompt.trim()) return;
    if (running) setConfirmRestart(true);
    else start();
  }

  function regenerate() {
    const params = current.task?.params;
    if (params) void current.generate({ ...params });
  }

  return (
    <div className="generator">
      <form className="generator-form card" onSubmit={onSubmit}>
        <label className="field">
          <span className="field-label">
            <Trans>Prompt</Trans>
          </span>
          <textarea
            name="prompt"
            rows={5}
            required
            maxLength={PROMPT_MAX_LENGTH}
            value={prompt}
            placeholder={t`Describe the image you want, e.g. a red fox in a snowy forest at dawn`}
            onChange={(e) => setPrompt(e.target.value)}
          />
          <span className="field-hint muted">
            {prompt.length}/{PROMPT_MAX_LENGTH}
          </span>
        </label>
        <fieldset className="field">
          <legend className="field-label">
            <Trans>Aspect ratio</Trans>
          </legend>
          <div className="ratio-options">
            {ASPECT_RATIOS.map((value) => (
              <label key={value} className={`pill${value === ratio ? ' active' : ''}`}>
                <input
                  type="radio"
                  name="aspect_ratio"
                  value={value}
                  checked={value === ratio}
                  onChange={() => setRatio(value)}
                />
                {value}
              </label>
            ))}
          </div>
        </fieldset>
        <GenerateButton algorithm={ALGORITHM} disabled={!prompt.trim()} busy={current.starting} />
      </form>
      <GeneratorOutput
        current={current}
        onRegenerate={regenerate}
        emptyHint={<Trans>Your image appears here. Write a prompt and press Generate.</Trans>}
      />
      {confirmRestart && (
        <RestartConfirm
          onNo={() => setConfirmRestart(false)}
          onYes={() => {
            setConfirmRestart(false);
            void current.cancel().then(start);
          }}
        />
      )}
      {current.upgradeOpen && <UpgradePrompt onClose={current.closeUpgrade} />}
    </div>
  );
}
