import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Sparkles, ThumbsUp } from 'lucide-react';
import { Section } from './Section';

const RATIOS = ['16:9', '9:16', '1:1', '4:3'];

export function Buttons() {
  const { t } = useLingui();
  return (
    <Section title={<Trans>Buttons</Trans>}>
      <div className="ds-row">
        <button type="button" className="btn btn-primary">
          <Trans>Generate</Trans>
        </button>
        <button type="button" className="btn btn-secondary">
          <Trans>Try this</Trans>
        </button>
        <button type="button" className="btn">
          <Trans>Download</Trans>
        </button>
        <button type="button" className="btn btn-ghost">
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="btn btn-danger">
          <Trans>Delete</Trans>
        </button>
      </div>
      <div className="ds-row">
        <button type="button" className="btn btn-primary" disabled>
          <Trans>Generate</Trans>
        </button>
        <button type="button" className="btn btn-primary" disabled aria-busy="true">
          <span className="spinner spinner-small" aria-hidden="true" />
          <Trans>Generate</Trans>
        </button>
        <button type="button" className="btn" disabled>
          <Trans>Download</Trans>
        </button>
        <button type="button" className="btn btn-small">
          <Trans>Next</Trans>
        </button>
        <button type="button" className="btn btn-primary btn-small">
          <Trans>Try this</Trans>
        </button>
        <button type="button" className="icon-btn" aria-label={t`Upgrade`}>
          <Sparkles size={18} aria-hidden="true" />
        </button>
        <button type="button" className="icon-btn" aria-label={t`Like`} aria-pressed="true">
          <ThumbsUp size={18} aria-hidden="true" />
        </button>
        <button type="button" className="icon-btn" aria-label={t`Dislike`} disabled>
          <ThumbsUp size={18} aria-hidden="true" />
        </button>
        <button type="button" className="btn-link">
          <Trans>Account center</Trans>
        </button>
      </div>
    </Section>
  );
}

export function Chips() {
  const { t } = useLingui();
  const [ratio, setRatio] = useState(RATIOS[0]);
  return (
    <Section title={<Trans>Chips</Trans>}>
      <div className="ds-row" role="group" aria-label={t`Aspect ratio`}>
        {RATIOS.map((r) => (
          <button
            key={r}
            type="button"
            className="chip"
            aria-pressed={ratio === r}
            onClick={() => setRatio(r)}
          >
            {r}
          </button>
        ))}
        <button type="button" className="chip" disabled>
          21:9
        </button>
      </div>
      <div className="ds-row">
        <span className="chip chip-tag">
          <Trans>Image</Trans>
        </span>
        <span className="badge">
          <Trans>Free</Trans>
        </span>
        <span className="pill">
          <Trans>Templates</Trans>
        </span>
        <span className="pill active">
          <Trans>Examples</Trans>
        </span>
      </div>
    </Section>
  );
}

export function Cards() {
  return (
    <Section title={<Trans>Cards</Trans>}>
      <div className="ds-cards">
        <article className="card ds-card">
          <h4>
            <Trans>Examples</Trans>
          </h4>
          <p className="muted">
            <Trans>Nothing here yet. Your creations will appear here.</Trans>
          </p>
        </article>
        <article className="card card-interactive ds-card">
          <h4>
            <Trans>Templates</Trans>
          </h4>
          <p className="muted">
            <Trans>Log in to see the images, videos and music you created.</Trans>
          </p>
        </article>
      </div>
    </Section>
  );
}

export function Tabs() {
  const { t } = useLingui();
  const id = useId();
  const [tab, setTab] = useState<'video' | 'image'>('video');
  const names = { video: t`Video`, image: t`Image` };
  return (
    <Section title={<Trans>Tabs</Trans>}>
      <div role="tablist" aria-label={t`Example type`} className="type-tabs">
        {(['video', 'image'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            className={`type-tab ${tab === name ? 'active' : ''}`}
            onClick={() => setTab(name)}
          >
            {names[name]}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} className="ds-tabpanel">
        {names[tab]}
      </div>
    </Section>
  );
}

export function Inputs() {
  const { t } = useLingui();
  const id = useId();
  return (
    <Section title={<Trans>Inputs</Trans>}>
      <div className="ds-form">
        <label className="ds-field" htmlFor={`${id}-prompt`}>
          <Trans>Prompt</Trans>
          <textarea
            id={`${id}-prompt`}
            className="textarea"
            rows={2}
            placeholder={t`Describe what you want to see`}
          />
        </label>
        <label className="ds-field" htmlFor={`${id}-style`}>
          <Trans>Style</Trans>
          <select id={`${id}-style`} className="select" defaultValue="1:1">
            {RATIOS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <label className="ds-field" htmlFor={`${id}-email`}>
          <Trans>Your email</Trans>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            defaultValue="name@"
            aria-invalid="true"
            aria-describedby={`${id}-email-error`}
          />
          <span id={`${id}-email-error`} className="field-message is-error">
            <Trans>Enter a valid email address.</Trans>
          </span>
        </label>
        <label className="ds-field" htmlFor={`${id}-disabled`}>
          <Trans>Settings</Trans>
          <input id={`${id}-disabled`} className="input" disabled defaultValue="16:9" />
        </label>
      </div>
    </Section>
  );
}
