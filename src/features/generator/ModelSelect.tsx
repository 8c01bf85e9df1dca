import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEngineChoice } from './engine-choices';

/** The spec's default model of every feature; here it is the built-in engine, named as what it is. */
const DEFAULT_MODEL = 'pixverse';

/**
 * The model picker of a generator page (the spec's model list per feature). It lists the engine this deployment
 * runs for the algorithm: the built-in engine by its own name (not a model it is not), or the real model a
 * deployment configured (ComfyUI, an images API). The line near Generate says what it does.
 */
export function ModelSelect({ algorithm }: { algorithm: string }) {
  const id = useId();
  const { t } = useLingui();
  const choice = useEngineChoice(algorithm);
  const builtin = choice.engine === 'builtin';
  const value = builtin ? DEFAULT_MODEL : choice.model;
  const label = builtin ? t`Built-in engine` : choice.model;
  return (
    <div className="field model-field">
      <label className="field-label" htmlFor={id}>
        <Trans>Model</Trans>
      </label>
      <select id={id} className="field-select" value={value} onChange={() => undefined}>
        <option value={value}>{label}</option>
      </select>
    </div>
  );
}
