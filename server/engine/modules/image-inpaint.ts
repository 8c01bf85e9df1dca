/** Masked image edits: object removal (OpenCV inpainting), partial redrawing, image expansion. */
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { sizeForAspect, type AspectRatio } from '../../../src/core/generation-limits';
import { defineModule, inputFile } from '../define-module';
import { readMask, readRgb, rgbToSharp } from '../image-io';
import { inpaintRgb } from '../neural/opencv';
import { imageOutput } from '../outputs';
import { aspectRatioParam, choiceParam, EngineParamError, numberParam, promptParam } from '../params';
import { say } from '../../i18n/server-text';
import { renderPromptImage } from '../procedural/render-prompt-image';
import type { EngineJob } from '../types';

const maskedImage = {
  image: { kind: 'image' as const, required: true },
  mask: { kind: 'image' as const, required: true },
};

/** Inpainting cost grows with image size; 2048 keeps a worst case in seconds. */
const INPAINT_MAX_SIDE = 2048;

async function loadMasked(job: EngineJob, grow: number) {
  const img = await readRgb(inputFile(job, 'image').path, INPAINT_MAX_SIDE);
  let mask = await readMask(inputFile(job, 'mask').path, img.width, img.height);
  if (!mask.some((v) => v > 127)) {
    throw new EngineParamError(say('The mask marks nothing: paint the area to change in white'));
  }
  if (grow > 0) {
    // Grow the mask a little so the fill starts from clean pixels outside the object's soft edge.
    mask = await sharp(mask, { raw: { width: img.width, height: img.height, channels: 1 } })
      .blur(grow)
      .threshold(16)
      .extractChannel(0)
      .raw()
      .toBuffer();
  }
  return { img, mask };
}

async function savePng(job: EngineJob, img: Sharp) {
  const file = path.join(job.outDir, 'image.png');
  await img.png().toFile(file);
  job.onProgress(100);
  return { files: [await imageOutput(file)] };
}

export const objectRemover = defineModule({
  key: 'oir',
  description: say(
    'Classical object removal: the white area of the mask is filled from its surroundings by OpenCV inpainting (Telea or Navier–Stokes).',
  ),
  fileParams: maskedImage,
  params: { method: choiceParam(['telea', 'ns'], 'telea') },
  async run(job, p) {
    const { img, mask } = await loadMasked(job, 2);
    job.onProgress(20);
    const radius = Math.max(3, Math.round(Math.max(img.width, img.height) / 150));
    const filled = await inpaintRgb(img.data, mask, img.width, img.height, p.method, radius);
    job.onProgress(90);
    return savePng(job, rgbToSharp({ ...img, data: filled }));
  },
});

export const partialRedrawing = defineModule({
  key: 'inpaint_clothes',
  description: say(
    'Classical partial redrawing: the masked area is repainted with a seeded, prompt-driven procedural texture that keeps the original shading (no generative model).',
  ),
  fileParams: maskedImage,
  params: { prompt: promptParam(true), strength: numberParam('strength', 0, 1, 0.85) },
  async run(job, p) {
    const { img, mask } = await loadMasked(job, 0);
    const { width, height } = img;
    job.onProgress(15);
    const patchPng = await renderPromptImage({ prompt: p.prompt, seed: job.seed, width, height });
    const patch = await sharp(patchPng).removeAlpha().raw().toBuffer();
    job.onProgress(60);
    // Feathered mask so the redrawn area blends into the untouched pixels.
    const alpha = await sharp(mask, { raw: { width, height, channels: 1 } })
      .blur(Math.max(1, width / 256))
      .extractChannel(0) // blur widens a one-band image to three bands
      .raw()
      .toBuffer();
    const out = Buffer.alloc(img.data.length);
    for (let i = 0, m = 0; i < img.data.length; i += 3, m++) {
      const r = img.data[i];
      const g = img.data[i + 1];
      const b = img.data[i + 2];
      // Shading of the original (0.35–1.65) times the new colour keeps folds and light while changing the material.
      const shade = 0.35 + (1.3 * (0.299 * r + 0.587 * g + 0.114 * b)) / 255;
      const a = (alpha[m] / 255) * p.strength;
      out[i] = Math.min(255, r * (1 - a) + Math.min(255, patch[i] * shade) * a);
      out[i + 1] = Math.min(255, g * (1 - a) + Math.min(255, patch[i + 1] * shade) * a);
      out[i + 2] = Math.min(255, b * (1 - a) + Math.min(255, patch[i + 2] * shade) * a);
    }
    job.onProgress(90);
    return savePng(job, rgbToSharp({ ...img, data: out }));
  },
});

/** Canvas of the expanded image: `factor` larger, then widened or heightened to the requested ratio. */
function expandedCanvas(width: number, height: number, factor: number, ratio?: AspectRatio) {
  let W = width * factor;
  let H = height * factor;
  if (ratio) {
    const target = sizeForAspect(ratio, 1000);
    const r = target.width / target.height;
    if (W / H < r) W = H * r;
    else H = W / r;
  }
  const limit = 4096 / Math.max(W, H);
  const scale = Math.min(1, limit);
  const even = (v: number) => Math.max(2, Math.round(v / 2) * 2);
  return { W: even(W * scale), H: even(H * scale), w: even(width * scale), h: even(height * scale) };
}

export const imageExpand = defineModule({
  key: 'i_expand',
  description: say(
    'Classical outpainting: the new border is filled by stretching and blurring the photo edges, with the original feathered in (no generative model).',
  ),
  fileParams: { image: { kind: 'image', required: true } },
  params: { expand: numberParam('expand', 1.1, 2, 1.5), aspect_ratio: aspectRatioParam.optional() },
  async run(job, p) {
    const src = await readRgb(inputFile(job, 'image').path, 2048);
    const { W, H, w, h } = expandedCanvas(src.width, src.height, p.expand, p.aspect_ratio);
    const photo = await rgbToSharp(src).resize(w, h, { fit: 'fill' }).raw().toBuffer();
    const left = Math.floor((W - w) / 2);
    const top = Math.floor((H - h) / 2);
    job.onProgress(20);
    const border = await sharp(photo, { raw: { width: w, height: h, channels: 3 } })
      // Edge pixels stretched outward (mirroring would duplicate whole objects into the border).
      .extend({ left, right: W - w - left, top, bottom: H - h - top, extendWith: 'copy' })
      .blur(Math.max(4, Math.min(W, H) / 40))
      .png()
      .toBuffer();
    job.onProgress(60);
    const feather = Math.max(4, Math.round(Math.min(w, h) / 24));
    const edge = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><filter id="f"><feGaussianBlur stdDeviation="${feather / 2}"/></filter></defs><rect x="${feather}" y="${feather}" width="${w - 2 * feather}" height="${h - 2 * feather}" fill="#fff" filter="url(#f)"/></svg>`,
    );
    const alpha = await sharp(edge).resize(w, h).extractChannel('alpha').raw().toBuffer();
    const withAlpha = await sharp(photo, { raw: { width: w, height: h, channels: 3 } })
      .joinChannel(alpha, { raw: { width: w, height: h, channels: 1 } })
      .png()
      .toBuffer();
    return savePng(
      job,
      sharp(border)
        .composite([{ input: withAlpha, left, top }])
        .removeAlpha(),
    );
  },
});
