import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PromptSampleKey } from '../core/contract/samples';
import { GeneratorPanel } from '../features/generator/GeneratorPanel';
import {
  AI_AUDIO,
  IMAGE_ENHANCER,
  TEXT_TO_MUSIC,
  VIDEO_ENHANCER,
  type AlgorithmVariant,
} from '../features/generator/module-fields';

function ToolPage(props: {
  title: string;
  variants: AlgorithmVariant[];
  hint: ReactNode;
  samplesKey?: PromptSampleKey;
}) {
  return (
    <section className="page generator-page">
      <h1>{props.title}</h1>
      <GeneratorPanel variants={props.variants} samplesKey={props.samplesKey} emptyHint={props.hint} />
    </section>
  );
}

/** Video enhancer: enhance, strong enhance, noise reduction, frame interpolation. */
export function VideoEnhancerPage() {
  const { t } = useLingui();
  return (
    <ToolPage
      title={t`Video enhancer`}
      variants={VIDEO_ENHANCER}
      hint={<Trans>The enhanced clip appears here. Add a video and press Generate.</Trans>}
    />
  );
}

/** Image enhancer: upscale, sharpen, AI sharpen. */
export function ImageEnhancerPage() {
  const { t } = useLingui();
  return (
    <ToolPage
      title={t`Image enhancer`}
      variants={IMAGE_ENHANCER}
      hint={<Trans>The enhanced image appears here. Add a photo and press Generate.</Trans>}
    />
  );
}

/** AI audio: speech and wind noise reduction, and a generated soundtrack for a video. */
export function AiAudioPage() {
  const { t } = useLingui();
  return (
    <ToolPage
      title={t`AI audio`}
      variants={AI_AUDIO}
      hint={<Trans>The cleaned sound appears here. Add a recording and press Generate.</Trans>}
    />
  );
}

export function TextToMusicPage() {
  const { t } = useLingui();
  return (
    <ToolPage
      title={t`Text to music`}
      variants={TEXT_TO_MUSIC}
      samplesKey="text2music"
      hint={<Trans>Your track appears here. Describe the music and press Generate.</Trans>}
    />
  );
}
