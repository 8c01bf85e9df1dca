import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_ROUTES, type GeneratorModule } from '../core/menu';
import type { DemoItem, PromptSampleKey } from '../core/contract/samples';
import type { Template } from '../core/contract/templates';
import type { FieldValues } from '../features/generator/fields/form-values';
import { GeneratorPanel } from '../features/generator/GeneratorPanel';
import { ModelSelect } from '../features/generator/ModelSelect';
import { revealForm } from '../features/generator/reveal-form';
import { MODULE_ALGORITHMS, MODULE_FIELDS } from '../features/generator/module-fields';
import { peekPending, splitFields, templateValues } from '../features/generator/template-link';
import { ExamplesSection } from '../features/examples';
import { clearPendingGeneratorSettings } from '../features/generator/pending-settings';
import { TemplateArea } from '../features/templates';
import { NearViewport } from '../ui/NearViewport';
import { EXAMPLES_MIN_HEIGHT, TEMPLATES_MIN_HEIGHT } from './section-slots';
import './generator-page.css';

const SAMPLE_KEYS: Partial<Record<GeneratorModule, PromptSampleKey>> = {
  text2video: 'text2video',
  text2image: 'text2image',
};

/** The one template-driven generator page, told apart by module type. */
export default function GeneratorPage({ module }: { module: GeneratorModule }) {
  const { t } = useLingui();
  const algorithm = MODULE_ALGORITHMS[module];
  const route = APP_ROUTES.find((r) => r.module === module)?.route ?? module;
  // Pending settings from "Go Create" / "use template" / "Try this" apply once, on mount.
  const [pending] = useState(() => peekPending(route, algorithm));
  useEffect(() => clearPendingGeneratorSettings(), []);
  const [template, setTemplate] = useState<Template | null>(pending?.template ?? null);
  const [preset, setPreset] = useState(pending ? { key: 'pending', values: pending.values } : null);
  const applied = useRef(0);
  const panelSlot = useRef<HTMLDivElement>(null);
  const titles: Record<GeneratorModule, string> = {
    text2video: t`Text to video`,
    image2video: t`Image to video`,
    video2video: t`Video to anime`,
    text2image: t`Text to image`,
    image2image: t`Image to image`,
    bgRemover: t`Background remover`,
  };
  const hints: Record<GeneratorModule, React.ReactNode> = {
    text2video: <Trans>Your video appears here. Write a prompt and press Generate.</Trans>,
    image2video: <Trans>Your video appears here. Add a photo and press Generate.</Trans>,
    video2video: <Trans>Your restyled video appears here. Add a clip and press Generate.</Trans>,
    text2image: <Trans>Your image appears here. Write a prompt and press Generate.</Trans>,
    image2image: <Trans>Your new image appears here. Add a photo and press Generate.</Trans>,
    bgRemover: <Trans>The cut-out appears here. Add a photo and press Generate.</Trans>,
  };
  // Every apply gets a new preset key, so trying the same example again restores it after edits.
  const fill = (next: Template | null, values: FieldValues) => {
    setTemplate(next);
    setPreset({ key: `apply-${++applied.current}`, values });
    requestAnimationFrame(() => revealForm(panelSlot.current));
  };
  const applyTemplate = (next: Template) => fill(next, templateValues(next));
  // Like "Go Create": the example's settings on the page's own fields, no template.
  const applyExample = (example: DemoItem) => fill(null, splitFields(example.fields).values);

  // Templates and examples load as they come near the screen (on phones they follow the form).
  const templates = (
    <NearViewport className="templates-slot" minHeight={TEMPLATES_MIN_HEIGHT}>
      <TemplateArea algorithm={algorithm} module={route} onApply={applyTemplate} currentTemplate={template} />
    </NearViewport>
  );
  return (
    <section className="page generator-page" data-module={module}>
      <h1>{titles[module]}</h1>
      {/* The form the user came for comes first (tablets show the templates above it: generator-page.css). */}
      <div ref={panelSlot}>
        <GeneratorPanel
          key={module}
          variants={[{ algorithm, label: titles[module], fields: MODULE_FIELDS[module] }]}
          template={template}
          preset={preset}
          presetFiles={pending?.files}
          samplesKey={SAMPLE_KEYS[module]}
          formTop={module === 'bgRemover' ? null : <ModelSelect algorithm={algorithm} />}
          emptyHint={hints[module]}
        />
      </div>
      {templates}
      <NearViewport minHeight={EXAMPLES_MIN_HEIGHT}>
        <ExamplesSection module={module} route={route} algorithm={algorithm} onApply={applyExample} />
      </NearViewport>
    </section>
  );
}
