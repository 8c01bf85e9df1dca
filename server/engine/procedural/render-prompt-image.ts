/** The procedural text-to-image renderer shared by text2image, text2video, wallpaper and mai_mmaudio covers. */
import sharp from 'sharp';
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
  /** Words to keep out of the picture (subjects, style, mood, colours). */
  negativePrompt?: string;
  /** pro: twice as many elements per subject, rasterised at twice the size and scaled down (smoother edges). */
  mode?: 'standard' | 'pro';
}

/** PNG bytes of a seeded composition for the prompt: same request → same bytes. */
export async function renderPromptImage(req: PromptImageRequest): Promise<Buffer> {
  const features = promptFeatures(req.prompt, req.style, req.negativePrompt);
  // The random stream depends on the prompt only, so leaving a word out removes its drawing and keeps the rest.
  const rng = randomFor(req.prompt, req.seed);
  const pro = req.mode === 'pro';
  const svg = Buffer.from(sceneSvg(features, rng.fork('scene'), req.width, req.height, pro ? 2 : 1));
  // Supersampling: the SVG drawn at 144 dpi (2×), then finishScene scales it down to the requested size.
  const scene = pro ? await sharp(svg, { density: 144 }).png().toBuffer() : svg;
  return finishScene(scene, features.style, rng.fork('finish'), req.width, req.height);
}
