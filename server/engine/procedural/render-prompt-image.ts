/** The procedural text-to-image renderer shared by text2image, text2video, wallpaper and mai_mmaudio covers. */
import sharp from 'sharp';
import { promptFeatures, type Style } from '../prompt-features';
import { composeScene } from '../scene/compose-scene';
import type { ComposedScene } from '../scene/scene-model';
import { randomFor } from '../seeded-random';
import { composedSvg } from './composed-svg';
import { sceneSvg } from './scene-svg';
import { finishScene } from './style-finish';

export interface PromptImageRequest {
  prompt: string;
  seed: number;
  width: number;
  height: number;
  /** Overrides the style words of the prompt. */
  style?: Style;
  /** Words to keep out of the picture (subjects, setting, weather, style, colours). */
  negativePrompt?: string;
  /** pro: twice the props, stars and particles, rasterised at twice the size and scaled down (smoother edges). */
  mode?: 'standard' | 'pro';
}

export interface PromptImage {
  png: Buffer;
  /** What was drawn: the prompt's subjects, place, time, weather and style, and the words not understood. */
  scene: ComposedScene;
}

/**
 * PNG bytes of the prompt's scene: its subjects drawn as vector art on a backdrop of its setting, time and
 * weather. A prompt that names nothing drawable (no thing, no place) gets an abstract composition in its
 * colours instead. Same request → same bytes.
 */
export async function renderPromptScene(req: PromptImageRequest): Promise<PromptImage> {
  const pro = req.mode === 'pro';
  const detail = pro ? 2 : 1;
  const scene = composeScene(req.prompt, {
    width: req.width,
    height: req.height,
    seed: req.seed,
    style: req.style,
    negativePrompt: req.negativePrompt,
    detail,
  });
  // The random stream depends on the prompt only, so leaving a word out removes its drawing and keeps the rest.
  const rng = randomFor(req.prompt, req.seed);
  const features = promptFeatures(req.prompt, req.style, req.negativePrompt);
  const svg = Buffer.from(
    scene.understood
      ? composedSvg(scene, rng.fork('composed'), detail)
      : sceneSvg(features, rng.fork('scene'), req.width, req.height, detail),
  );
  // Supersampling: the SVG drawn at 144 dpi (2×), then finishScene scales it down to the requested size.
  const raster = pro ? await sharp(svg, { density: 144 }).png().toBuffer() : svg;
  const png = await finishScene(raster, scene.style, rng.fork('finish'), req.width, req.height);
  return { png, scene };
}

/** PNG bytes of the prompt's scene (see renderPromptScene). */
export async function renderPromptImage(req: PromptImageRequest): Promise<Buffer> {
  return (await renderPromptScene(req)).png;
}
