/** Restyles a photo: colour grade toward the prompt palette, then a style look (OpenCV cel-shading for anime). */
import sharp from 'sharp';
import type { PromptFeatures, Style } from '../prompt-features';
import type { SeededRandom } from '../seeded-random';
import type { RgbImage } from '../neural/esrgan';
import { loadOpenCv } from '../neural/opencv';
import { finishScene } from './style-finish';
import { transferColours } from './colour-transfer';

/** Cel-shading: bilateral smoothing, colour quantisation and dark Canny outlines. */
async function celShade(img: RgbImage): Promise<Buffer> {
  const { cv } = await loadOpenCv();
  const src = cv.matFromArray(img.height, img.width, cv.CV_8UC3, img.data);
  const a = new cv.Mat();
  const b = new cv.Mat();
  const grey = new cv.Mat();
  const edges = new cv.Mat();
  const kernel = cv.Mat.ones(2, 2, cv.CV_8U);
  try {
    cv.bilateralFilter(src, a, 9, 75, 75, cv.BORDER_DEFAULT);
    cv.bilateralFilter(a, b, 9, 75, 75, cv.BORDER_DEFAULT);
    cv.cvtColor(src, grey, cv.COLOR_RGB2GRAY);
    cv.medianBlur(grey, grey, 5);
    cv.Canny(grey, edges, 60, 140);
    cv.dilate(edges, edges, kernel);
    const smooth = b.data as Uint8Array;
    const line = edges.data as Uint8Array;
    const out = Buffer.alloc(smooth.length);
    for (let i = 0, p = 0; i < smooth.length; i += 3, p++) {
      for (let c = 0; c < 3; c++) {
        // Six levels per channel: flat areas of colour like hand-painted cels.
        const q = Math.min(255, Math.floor(smooth[i + c] / 43) * 43 + 28);
        out[i + c] = line[p] ? Math.round(q * 0.15) : q;
      }
    }
    return out;
  } finally {
    for (const m of [src, a, b, grey, edges, kernel]) m.delete();
  }
}

function gradeSvg(f: PromptFeatures, w: number, h: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${f.palette.skyTop}"/><stop offset="1" stop-color="${f.palette.accents[0]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/></svg>`,
  );
}

/**
 * Returns PNG bytes: the photo graded to the prompt palette (or, given a style reference, to the reference's
 * colours and tones) and restyled, mixed with the original by strength.
 */
export async function stylePhoto(
  img: RgbImage,
  f: PromptFeatures,
  style: Style,
  strength: number,
  rng: SeededRandom,
  reference?: RgbImage,
): Promise<Buffer> {
  const { width: w, height: h } = img;
  const raw = { raw: { width: w, height: h, channels: 3 as const } };
  const graded = reference ? transferColours(img, reference) : await paletteGrade(img, f, strength);
  const styled =
    style === 'anime'
      ? await celShade({ data: graded, width: w, height: h })
      : await sharp(await finishScene(await sharp(graded, raw).png().toBuffer(), style, rng, w, h))
          .removeAlpha()
          .raw()
          .toBuffer();
  const out = Buffer.alloc(img.data.length);
  for (let i = 0; i < out.length; i++)
    out[i] = Math.round(img.data[i] * (1 - strength) + styled[i] * strength);
  return sharp(out, raw).png().toBuffer();
}

/** The photo under a soft-light wash of the prompt palette (stronger with strength), as raw RGB. */
async function paletteGrade(img: RgbImage, f: PromptFeatures, strength: number): Promise<Buffer> {
  const { width: w, height: h } = img;
  const raw = { raw: { width: w, height: h, channels: 3 as const } };
  return sharp(img.data, raw)
    .composite([
      {
        input: await sharp(gradeSvg(f, w, h))
          .ensureAlpha(0.25 + strength * 0.35)
          .png()
          .toBuffer(),
        blend: 'soft-light',
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
}
