/** Neural image tools: ESRGAN super-resolution (image_scale, mai_imagesharpen) and background removal (mai_fs). */
import { userMessage } from '../../common/zod-issues';
import { say } from '../../i18n/server-text';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { defineModule, inputFile } from '../define-module';
import { imagePixels, readRgb, rgbToSharp, writeRgbPng } from '../image-io';
import { removeBackgroundPng } from '../neural/background-removal';
import { esrganUpscale } from '../neural/esrgan';
import { imageOutput } from '../outputs';
import { choiceParam } from '../params';

const imageIn = { image: { kind: 'image' as const, required: true } };

/** Above this many input pixels the neural path would take minutes on a small server; a classical path is used instead. */
const NEURAL_MAX_PIXELS = 1024 * 1024;

const SCALE_MESSAGE = userMessage(say('{field} must be 2 or 4', { field: 'scale' }));

export const imageUpscaler = defineModule({
  key: 'image_scale',
  description: say(
    'Neural: ESRGAN super-resolution (UpscalerJS slim/medium weights on tfjs-wasm), ×2 or ×4; inputs over 1 MP use Lanczos resampling plus sharpening.',
  ),
  fileParams: imageIn,
  params: {
    scale: z.coerce
      .number({ error: SCALE_MESSAGE })
      .refine((v) => v === 2 || v === 4, SCALE_MESSAGE)
      .default(2),
    model: choiceParam(['slim', 'medium'], 'slim'),
  },
  outputFacts: (p, { image }) =>
    image?.width && image.height ? { width: image.width * p.scale, height: image.height * p.scale } : {},
  async run(job, p) {
    const src = inputFile(job, 'image').path;
    const scale = p.scale as 2 | 4;
    const file = path.join(job.outDir, 'image.png');
    const { width, height } = await imagePixels(src);
    if (width * height > NEURAL_MAX_PIXELS) {
      await sharp(src)
        .rotate()
        .resize(width * scale, height * scale, { kernel: 'lanczos3' })
        .sharpen({ sigma: 0.8 })
        .png()
        .toFile(file);
    } else {
      const img = await readRgb(src);
      const up = await esrganUpscale(img, scale, p.model, (pc) => job.onProgress(pc * 0.95), job.signal);
      await writeRgbPng(up, file);
    }
    job.onProgress(100);
    return { files: [await imageOutput(file)] };
  },
});

export const neuralImageEnhancer = defineModule({
  key: 'mai_imagesharpen',
  description: say(
    'Neural: ESRGAN ×2 restores detail, then Lanczos brings the image back to its original size (sharper, same dimensions); inputs over 1 MP use an unsharp mask.',
  ),
  fileParams: imageIn,
  params: {},
  async run(job) {
    const src = inputFile(job, 'image').path;
    const file = path.join(job.outDir, 'image.png');
    const img = await readRgb(src);
    if (img.width * img.height > NEURAL_MAX_PIXELS) {
      await rgbToSharp(img).sharpen({ sigma: 1.2, m1: 0.5, m2: 3 }).png().toFile(file);
    } else {
      const up = await esrganUpscale(img, 2, 'slim', (pc) => job.onProgress(pc * 0.9), job.signal);
      await rgbToSharp(up).resize(img.width, img.height, { kernel: 'lanczos3' }).png().toFile(file);
    }
    job.onProgress(100);
    return { files: [await imageOutput(file)] };
  },
});

const HEX = /^#[0-9a-f]{6}$/i;
const BACKGROUND_MESSAGE = userMessage(
  say('{field} must be "transparent" or a #rrggbb colour', { field: 'background' }),
);

export const backgroundRemover = defineModule({
  key: 'mai_fs',
  description: say(
    'Neural background removal (foreground segmentation) with the IMG.LY ONNX model; transparent PNG or the subject on a solid colour.',
  ),
  fileParams: imageIn,
  params: {
    model: choiceParam(['small', 'medium'], 'medium'),
    background: z
      .string({ error: BACKGROUND_MESSAGE })
      .refine((v) => v === 'transparent' || HEX.test(v), BACKGROUND_MESSAGE)
      .default('transparent'),
  },
  async run(job, p) {
    // Bounded size: segmentation runs at a fixed model resolution anyway, and the mask is applied at this size.
    const png = await rgbToSharp(await readRgb(inputFile(job, 'image').path, 2048))
      .png()
      .toBuffer();
    job.onProgress(5);
    const cut = await removeBackgroundPng(png, p.model, (pc) => job.onProgress(5 + pc));
    job.onProgress(90);
    const file = path.join(job.outDir, 'image.png');
    const out =
      p.background === 'transparent' ? sharp(cut) : sharp(cut).flatten({ background: p.background });
    await out.png().toFile(file);
    job.onProgress(100);
    return { files: [await imageOutput(file)] };
  },
});
