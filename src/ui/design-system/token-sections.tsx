import { Trans } from '@lingui/react/macro';
import { Section } from './Section';

const COLOURS = [
  'bg',
  'surface',
  'surface-2',
  'surface-3',
  'border',
  'border-strong',
  'text',
  'text-muted',
  'accent',
  'accent-2',
  'accent-ink',
  'accent-soft',
  'danger',
  'danger-ink',
  'success',
  'success-ink',
  'warning',
  'warning-ink',
  'studio-stage',
  'skeleton-base',
];
const TYPE_SCALE = ['3xl', '2xl', 'xl', 'lg', 'base', 'md', 'sm', 'xs', '2xs'];
const SPACES = [1, 2, 3, 4, 5, 6, 7, 8];
const RADII = ['xs', 'sm', 'md', 'lg', 'pill'];

/** Tokens shown by name (the names are code, not copy). */
export function Tokens() {
  return (
    <>
      <Section title={<Trans>Colour</Trans>}>
        <ul className="ds-swatches">
          {COLOURS.map((name) => (
            <li key={name}>
              <span className="ds-swatch" style={{ background: `var(--${name})` }} />
              <code>--{name}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={<Trans>Type</Trans>}>
        <ul className="ds-type">
          {TYPE_SCALE.map((step) => (
            <li key={step} style={{ fontSize: `var(--text-${step})`, lineHeight: `var(--text-${step}-lh)` }}>
              <code>--text-{step}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={<Trans>Spacing, radius and elevation</Trans>}>
        <ul className="ds-spaces">
          {SPACES.map((n) => (
            <li key={n}>
              <span className="ds-space" style={{ width: `var(--space-${n})` }} />
              <code>--space-{n}</code>
            </li>
          ))}
        </ul>
        <ul className="ds-boxes">
          {RADII.map((r) => (
            <li key={r} className="ds-box" style={{ borderRadius: `var(--radius-${r})` }}>
              <code>--radius-{r}</code>
            </li>
          ))}
          {[1, 2, 3].map((n) => (
            <li key={n} className="ds-box ds-raised" style={{ boxShadow: `var(--shadow-${n})` }}>
              <code>--shadow-{n}</code>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
