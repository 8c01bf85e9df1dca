import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PromptSampleKey } from '../core/contract/samples';
import { GeneratorPanel, type GeneratorPanelProps } from '../features/generator/GeneratorPanel';
import { clearPendingGeneratorSettings } from '../features/generator/pending-settings';
import { peekPending } from '../features/generator/template-link';
import { useAudioEdit } from '../features/generator/use-audio-edit';
import {
  AI_AUDIO,
  IMAGE_ENHANCER,
  TEXT_TO_MUSIC,
  VIDEO_ENHANCER,
  type AlgorithmVariant,
} from '../features/generator/module-fields';

function ToolPage(props: {
  title: string;
  /** The page's route name, under which settings handed over (a shared file, for one) wait for it. */
  route: string;
  variants: AlgorithmVariant[];
  hint: ReactNode;
  samplesKey?: PromptSampleKey;
  /** A mode's own step before its run (AI audio's vocal separation asks which part to keep, then the cost). */
  prepareParams?: GeneratorPanelProps['prepareParams'];
  onAlgorithmChange?(algorithm: string): void;
  /** The page's own modals. */
  children?: ReactNode;
}) {
  const [first] = props.variants;
  // Settings handed to this page (a file shared into the app) apply once, on mount, in the mode they name.
  const [pending] = useState(() => peekPending(props.route, first.algorithm));
  useEffect(() => clearPendingGeneratorSettings(), []);
  return (
    <section className="page generator-page">
      <h1>{props.title}</h1>
      <GeneratorPanel
        variants={props.variants}
        samplesKey={props.samplesKey}
        emptyHint={props.hint}
        preset={pending && { key: 'pending', values: pending.values }}
        presetFiles={pending?.files}
        prepareParams={props.prepareParams}
        onAlgorithmChange={props.onAlgorithmChange}
      />
      {props.children}
    </section>
  );
}

/** Video enhancer: enhance, strong enhance, noise reduction, frame interpolation. */
export function VideoEnhancerPage() {
  const { t } = useLingui();
  return (
    <ToolPage
      title={t`Video enhancer`}
      route="ai-tools/video-enhancer"
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
      route="ai-tools/image-enhancer"
      variants={IMAGE_ENHANCER}
      hint={<Trans>The enhanced image appears here. Add a photo and press Generate.</Trans>}
    />
  );
}

/**
 * AI audio: speech and wind noise reduction, vocal separation (which part to keep, then its cost, before the
 * run), and a generated soundtrack for a video.
 */
export function AiAudioPage() {
  const { t } = useLingui();
  const [algorithm, setAlgorithm] = useState(AI_AUDIO[0].algorithm);
  const audioEdit = useAudioEdit(algorithm);
  return (
    <ToolPage
      title={t`AI audio`}
      route="ai-tools/ai-audio"
      variants={AI_AUDIO}
      hint={<Trans>The cleaned sound appears here. Add a recording and press Generate.</Trans>}
      prepareParams={algorithm === 'asd' ? audioEdit.prepare : undefined}
      onAlgorithmChange={setAlgorithm}
    >
      {audioEdit.modals}
    </ToolPage>
  );
}

export function TextToMusicPage() {
  const { t } = useLingui();
  return (
    <ToolPage
      title={t`Text to music`}
      route="text-to-music"
      variants={TEXT_TO_MUSIC}
      samplesKey="text2music"
      hint={<Trans>Your track appears here. Describe the music and press Generate.</Trans>}
    />
  );
}
