import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { EFFECTS } from '../core/generation-limits';
import type { Template, TemplateField } from '../core/contract/templates';
import { GeneratorPanel } from '../features/generator/GeneratorPanel';
import { effectVariants } from '../features/generator/module-fields';
import { EffectCard } from '../features/effects/EffectCard';
import { revealForm } from '../features/generator/reveal-form';
import { peekPending, templateValues } from '../features/generator/template-link';
import { clearPendingGeneratorSettings } from '../features/generator/pending-settings';
import { TemplateArea } from '../features/templates';
import { NearViewport } from '../ui/NearViewport';
import { TEMPLATES_MIN_HEIGHT } from './section-slots';
import './generator-page.css';

/** The effect list: every effect of the `effect` algorithm, each opening effect/create with it chosen. */
export function EffectPage() {
  return (
    <section className="page">
      <h1>
        <Trans>AI effects</Trans>
      </h1>
      <ul className="card-grid effect-list">
        {EFFECTS.map((effect) => (
          <EffectCard key={effect} effect={effect} />
        ))}
      </ul>
    </section>
  );
}

/** What the empty result area asks for: the input the form's fields take. */
function EmptyHint({ fields }: { fields: readonly TemplateField[] | undefined }) {
  const types = new Set(fields?.map((f) => f.type));
  if (types.has('multi_img')) {
    return <Trans>Your effect video appears here. Add the two photos and press Generate.</Trans>;
  }
  if (types.has('single_video')) {
    return <Trans>Your effect video appears here. Add a video clip and press Generate.</Trans>;
  }
  return <Trans>Your effect video appears here. Add a photo and press Generate.</Trans>;
}

/**
 * Effect creation: a photo, the effect (from the list's link) and a duration make a short video. An effect
 * template (from the template area, or handed over by Go Create) replaces the form with its own fields: one
 * photo, the two photos of the two-person templates, or a video clip.
 */
export function EffectCreatePage() {
  const { t } = useLingui();
  const effect = new URLSearchParams(useSearch()).get('effect') ?? '';
  // Pending settings from "Go Create" / "use template" apply once, on mount (as on the generator page).
  const [pending] = useState(() => peekPending('effect/create', 'effect'));
  useEffect(() => clearPendingGeneratorSettings(), []);
  const [template, setTemplate] = useState<Template | null>(pending?.template ?? null);
  const [preset, setPreset] = useState(pending ? { key: 'pending', values: pending.values } : null);
  const applied = useRef(0);
  const panelSlot = useRef<HTMLDivElement>(null);
  const variants = useMemo(() => effectVariants(effect), [effect]);
  const applyTemplate = (next: Template) => {
    setTemplate(next);
    setPreset({ key: `apply-${++applied.current}`, values: templateValues(next) });
    requestAnimationFrame(() => revealForm(panelSlot.current));
  };
  // The template strip loads as it comes near the screen, as on the generator pages.
  const templates = (
    <NearViewport className="templates-slot" minHeight={TEMPLATES_MIN_HEIGHT}>
      <TemplateArea algorithm="effect" module="effect" onApply={applyTemplate} currentTemplate={template} />
    </NearViewport>
  );
  return (
    <section className="page generator-page">
      <h1>{t`Create an AI effect`}</h1>
      {/* The form first, then the templates, as on the generator pages (generator-page.css). */}
      <div ref={panelSlot}>
        <GeneratorPanel
          key={effect}
          variants={variants}
          template={template}
          preset={preset}
          presetFiles={pending?.files}
          emptyHint={<EmptyHint fields={template?.fields} />}
        />
      </div>
      {templates}
    </section>
  );
}
