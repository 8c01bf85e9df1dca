import { useLingui } from '@lingui/react/macro';
import { PageBeingBuilt } from './PageBeingBuilt';
import type { GeneratorModule } from '../core/menu';
import { TextToImageForm } from '../features/generator/TextToImageForm';

/** The one template-driven generator page, told apart by module type (spec core §2). */
export default function GeneratorPage({ module }: { module: GeneratorModule }) {
  const { t } = useLingui();
  const titles: Record<GeneratorModule, string> = {
    text2video: t`Text to video`,
    image2video: t`Image to video`,
    video2video: t`Video to anime`,
    text2image: t`Text to image`,
    image2image: t`Image to image`,
    bgRemover: t`Background remover`,
  };
  if (module === 'text2image') {
    return (
      <section className="page">
        <h1>{titles[module]}</h1>
        <TextToImageForm />
      </section>
    );
  }
  return <PageBeingBuilt title={titles[module]} />;
}
