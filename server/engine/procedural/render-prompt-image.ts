/** The procedural text-to-image renderer shared by text2image, text2video, wallpaper and mai_mmaudio covers. */
import { promptFeatures, type Style } from '../prompt-features';
import { randomFor } from '../seeded-random';
import { sceneSvg } from './scene-svg';
import { finishScene } from './style-finish';

export interface PromptImageRequest {
  prompt: string;
  seed: number;
  width: number;
  height: number;
  /** Overrides the style words of the prompt. */
  style?: Style;
}

/** PNG bytes of a seeded composition for the prompt: same request → same bytes. */
export async function renderPromptImage(req: PromptImageRequest): Promise<Buffer> {
  const features = promptFeatures(req.prompt, req.style);
  const rng = randomFor(req.prompt, req.seed);
  const svg = sceneSvg(features, rng.fork('scene'), req.width, req.height);
  return finishScene(Buffer.from(svg), features.style, rng.fork('finish'), req.width, req.height);
}
