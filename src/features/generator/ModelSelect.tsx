import { useId } from 'react';
import { Trans } from '@lingui/react/macro';

/** Models per feature; the spec's default is pixverse. One engine serves each feature here. */
const DEFAULT_MODEL = 'pixverse';
const MODELS = [{ value: DEFAULT_MODEL, label: 'PixVerse' }] as const;

/**
 * The model picker of a generator page. Every feature runs on this server's own engine (procedural or classical,
 * see server/engine/ALGORITHMS.md), so the list holds the default model only and the note says so.
 */
export function ModelSelect() {
  const id = useId();
  return (
    <div className="field model-field">
      <label className="field-label" htmlFor={id}>
        <Trans>Model</Trans>
      </label>
      <select id={id} className="field-select" defaultValue={DEFAULT_MODEL} aria-describedby={`${id}-note`}>
        {MODELS.map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </select>
      <span id={`${id}-note`} className="muted small">
        <Trans>Runs on this service's own engine.</Trans>
      </span>
    </div>
  );
}
