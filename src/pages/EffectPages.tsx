import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { EFFECTS, type Effect } from '../core/generation-limits';
import { appPath } from '../core/menu';
import { GeneratorPanel } from '../features/generator/GeneratorPanel';
import { effectFields, effectLabel } from '../features/generator/module-fields';
import { fieldText } from '../features/generator/fields/field-copy';

const EFFECT_COPY: Record<Effect, MessageDescriptor> = {
  zoom_pulse: msg`The photo breathes in and out.`,
  shake: msg`A handheld, shaky-camera feel.`,
  spin: msg`The picture turns around its centre.`,
  color_cycle: msg`Colours run through the rainbow.`,
  flash: msg`Bright flashes on the beat.`,
  fade_in: msg`The photo fades in from black.`,
};

/** The effect list: every effect of the `effect` algorithm, each opening effect/create with it chosen. */
export function EffectPage() {
  const { i18n } = useLingui();
  return (
    <section className="page">
      <h1>
        <Trans>AI effects</Trans>
      </h1>
      <ul className="card-grid effect-list">
        {EFFECTS.map((effect) => (
          <li key={effect}>
            <Link
              href={`${appPath('effect/create')}?effect=${effect}`}
              className={`card effect-card fx-${effect}`}
            >
              <span className="effect-swatch" aria-hidden="true" />
              <strong>{fieldText(i18n, effectLabel(effect))}</strong>
              <span className="muted small">{i18n._(EFFECT_COPY[effect])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Effect creation: a photo, the effect (from the list's link) and a duration make a short video. */
export function EffectCreatePage() {
  const { t } = useLingui();
  const effect = new URLSearchParams(useSearch()).get('effect') ?? '';
  const variants = useMemo(
    () => [{ algorithm: 'effect', label: 'Effect', fields: effectFields(effect) }],
    [effect],
  );
  return (
    <section className="page generator-page">
      <h1>{t`Create an AI effect`}</h1>
      <GeneratorPanel
        key={effect}
        variants={variants}
        emptyHint={<Trans>Your effect video appears here. Add a photo and press Generate.</Trans>}
      />
    </section>
  );
}
