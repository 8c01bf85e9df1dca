import { useLingui } from '@lingui/react/macro';
import { useEngineChoice } from './engine-choices';

/**
 * One short line near Generate: which engine will run and what it can do, so nobody expects a neural model where
 * the built-in engine composes from vector art, and a deployment's real model is named.
 */
export function EngineLine({ algorithm }: { algorithm: string }) {
  const { t } = useLingui();
  const choice = useEngineChoice(algorithm);
  const builtin: Record<string, string> = {
    text2image: t`Built-in engine: composes the scene your words describe from vector art.`,
    text2video: t`Built-in engine: composes your scene from vector art and animates it.`,
    image2video: t`Built-in engine: moves the camera over your photo and adds the weather you name.`,
    image2image: t`Built-in engine: restyles your photo's colours and lines.`,
    video2video: t`Built-in engine: restyles your clip frame by frame.`,
    txt2Music: t`Built-in engine: plays the genre, mood, tempo and instruments you name.`,
    effect: t`Built-in engine: animates your photo with the effect.`,
  };
  const model = choice.model;
  const line =
    choice.engine === 'comfyui'
      ? t`Runs on ComfyUI with ${model}.`
      : choice.engine === 'openai-images'
        ? t`Runs on ${model} through an images API.`
        : builtin[algorithm];
  if (!line) return null;
  return (
    <p className="muted small engine-line" data-engine={choice.engine}>
      {line}
    </p>
  );
}
