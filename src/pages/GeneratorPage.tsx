import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_ROUTES, type GeneratorModule } from '../core/menu';
import type { PromptSampleKey } from '../core/contract/samples';
import type { Template } from '../core/contract/templates';
import { GeneratorPanel } from '../features/generator/GeneratorPanel';
import { ModelSelect } from '../features/generator/ModelSelect';
import { MODULE_ALGORITHMS, MODULE_FIELDS } from '../features/generator/module-fields';
import { peekPending, templateValues } from '../features/generator/template-link';
import { clearPendingGeneratorSettings } from '../features/templates';
import { TemplateArea } from '../features/templates';

const SAMPLE_KEYS: Partial<Record<GeneratorModule, PromptSampleKey>> = {
  text2video: 'text2video',
  text2image: 'text2image',
};

/** The one template-driven generator page, told apart by module type (spec core §2). */
export default function GeneratorPage({ module }: { module: GeneratorModule }) {
  const { t } = useLingui();
  const algorithm = MODULE_ALGORITHMS[module];
  const route = APP_ROUTES.find((r) => r.module === module)?.route ?? module;
  // Pending settings from "Go Create" / "use template" apply once, on mount.
  const [pending] = useState(() => peekPending(route, algorithm));
  useEffect(() => clearPendingGeneratorSettings(), []);
  const [template, setTemplate] = useState<Template | null>(pending?.template ?? null);
  const [preset, setPreset] = useState(pending ? { key: 'pending', values: pending.values } : null);
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
  const applyTemplate = (next: Template) => {
    setTemplate(next);
    setPreset({ key: `tpl-${next.tpl_id}`, values: templateValues(next) });
  };

  return (
    <section className="page generator-page" data-module={module}>
      <h1>{titles[module]}</h1>
      <TemplateArea
        algorithm={algorithm}
        module={route}
        onApply={applyTemplate}
        currentTemplateId={template?.tpl_id ?? null}
      />
      <GeneratorPanel
        key={module}
        variants={[{ algorithm, label: titles[module], fields: MODULE_FIELDS[module] }]}
        templateFields={template?.fields}
        preset={preset}
        presetFiles={pending?.files}
        samplesKey={SAMPLE_KEYS[module]}
        formTop={module === 'bgRemover' ? null : <ModelSelect />}
        emptyHint={hints[module]}
      />
    </section>
  );
}
