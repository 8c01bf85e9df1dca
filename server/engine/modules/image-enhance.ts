/** Classical image enhancers (sharp + OpenCV): sharpening, photo repair, portrait retouch, aged/young looks. */
import { say } from '../../i18n/server-text';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { defineModule, inputFile } from '../define-module';
import { readRgb, rgbToSharp } from '../image-io';
import { loadOpenCv } from '../neural/opencv';
import { imageOutput } from '../outputs';
import { choiceParam, numberParam } from '../params';
import { seededRandom } from '../seeded-random';
import type { EngineJob } from '../types';

const imageIn = { image: { kind: 'image' as const, required: true } };

async function finish(job: EngineJob, img: Sharp) {
  const file = path.join(job.outDir, 'image.png');
  await img.png().toFile(file);
  job.onProgress(100);
  return { files: [await imageOutput(file)] };
}

export const imageEnhancer = defineModule({
  key: 'imagesharpen',
  description: say(
    'Classical: light median denoise, local contrast (CLAHE) and an unsharp mask whose radius follows strength.',
  ),
  fileParams: imageIn,
  params: { strength: numberParam('strength', 0, 1, 0.6) },
  async run(job, p) {
    const img = await readRgb(inputFile(job, 'image').path);
    job.onProgress(30);
    const out = rgbToSharp(img)
      .median(3)
      .clahe({ width: 64, height: 64, maxSlope: 2 })
      .sharpen({ sigma: 0.6 + p.strength * 1.6, m1: 0.5, m2: 1 + p.strength * 4 });
    return finish(job, out);
  },
});

export const photoRepair = defineModule({
  key: 'photomaker_imagefix',
  description: say(
    'Classical photo repair: denoise, automatic levels, local contrast, gentle colour boost and sharpening (no neural model).',
  ),
  fileParams: imageIn,
  params: {},
  async run(job) {
    const img = await readRgb(inputFile(job, 'image').path);
    job.onProgress(30);
    const out = rgbToSharp(img)
      .median(3)
      .normalise({ lower: 1, upper: 99 })
      .clahe({ width: 96, height: 96, maxSlope: 2 })
      .modulate({ saturation: 1.12 })
      .sharpen({ sigma: 1 });
    return finish(job, out);
  },
});

/** Edge-preserving smoothing with OpenCV's bilateral filter (the classic "skin smoothing" operation). */
async function bilateral(rgb: Buffer, width: number, height: number, strength: number): Promise<Buffer> {
  const { cv } = await loadOpenCv();
  const src = cv.matFromArray(height, width, cv.CV_8UC3, rgb);
  const dst = new cv.Mat();
  try {
    const d = Math.round(5 + strength * 6);
    cv.bilateralFilter(src, dst, d, 20 + strength * 60, 20 + strength * 60, cv.BORDER_DEFAULT);
    return Buffer.from(dst.data as Uint8Array);
  } finally {
    src.delete();
    dst.delete();
  }
}

export const portraitRetouch = defineModule({
  key: 'face_editor',
  description: say(
    'Classical portrait retouch over the whole image: bilateral skin smoothing, brightness and warmth (no face detection or reshaping).',
  ),
  fileParams: imageIn,
  params: {
    smooth: numberParam('smooth', 0, 1, 0.5),
    brightness: numberParam('brightness', -1, 1, 0.1),
    warmth: numberParam('warmth', -1, 1, 0.1),
  },
  async run(job, p) {
    const img = await readRgb(inputFile(job, 'image').path, 2048);
    job.onProgress(20);
    const smooth = p.smooth > 0 ? await bilateral(img.data, img.width, img.height, p.smooth) : img.data;
    job.onProgress(70);
    const w = p.warmth * 0.08;
    const out = rgbToSharp({ ...img, data: smooth })
      .recomb([
        [1 + w, 0, 0],
        [0, 1, 0],
        [0, 0, 1 - w],
      ])
      .modulate({ brightness: 1 + p.brightness * 0.25 });
    return finish(job, out);
  },
});

/** Seeded grain as a grey RGBA overlay. */
function grain(seed: number, width: number, height: number, alpha: number): Buffer {
  const rng = seededRandom(seed);
  const px = Buffer.alloc(width * height * 4);
  for (let i = 0; i < px.length; i += 4) {
    const v = Math.floor(rng.next() * 256);
    px[i] = px[i + 1] = px[i + 2] = v;
    px[i + 3] = alpha;
  }
  return px;
}

export const ageLook = defineModule({
  key: 'age_filter',
  description: say(
    'Classical look filter on the whole photo: "old" gives an aged print (sepia, fading, grain, vignette), "young" a soft, bright, fresh look; faces themselves are not reshaped.',
  ),
  fileParams: imageIn,
  params: { look: choiceParam(['old', 'young'], 'old') },
  async run(job, p) {
    const img = await readRgb(inputFile(job, 'image').path, 2048);
    const { width, height } = img;
    job.onProgress(20);
    if (p.look === 'young') {
      const soft = await bilateral(img.data, width, height, 0.7);
      return finish(
        job,
        rgbToSharp({ ...img, data: soft })
          .modulate({ brightness: 1.08, saturation: 1.15 })
          .gamma(2.2, 2.0),
      );
    }
    const vignette = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" r="0.75"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#2b1a08" stop-opacity="0.7"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#v)"/></svg>`,
    );
    const aged = await rgbToSharp(img)
      .recomb([
        [0.393, 0.769, 0.189],
        [0.349, 0.686, 0.168],
        [0.272, 0.534, 0.131],
      ])
      .linear(0.8, 30)
      .blur(0.6)
      .composite([
        { input: grain(job.seed, width, height, 40), raw: { width, height, channels: 4 }, blend: 'overlay' },
        { input: vignette },
      ])
      .png()
      .toBuffer();
    return finish(job, sharp(aged).removeAlpha());
  },
});
