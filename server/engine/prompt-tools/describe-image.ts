/**
 * img2prompt without a captioning model: a prompt written from what the engine can measure in the picture (the
 * shape of the frame, its brightness and contrast, its main colours) and from the segmentation model's subject
 * mask (the background remover's model): where the subject stands, how much of the frame it fills, its colours
 * against the background's. What the subject is cannot be named, and the note says so.
 */
import { say } from '../../i18n/server-text';
import sharp from 'sharp';
import { defineModule, inputFile } from '../define-module';
import { readRgb, rgbToSharp } from '../image-io';
import { removeBackgroundPng } from '../neural/background-removal';
import type { RgbImage } from '../neural/esrgan';
import { colourName, frameWords, placeWords, sizeWords, toneWords, type ColourName } from './image-words';

/** Long side the picture is measured at: plenty for colours and a mask, and quick. */
const MEASURE_SIDE = 512;
/** Below this share of the frame nothing stands out as a subject; above the next, the subject is the frame. */
const MIN_SUBJECT = 0.01;
const MAX_SUBJECT = 0.92;
/** A colour named must cover at least this share of what it describes. */
const COLOUR_SHARE = 0.12;

export interface ImageReading {
  width: number;
  height: number;
  /** Mean luma and its spread, 0–255. */
  luma: number;
  contrast: number;
  colours: ColourName[];
  subject: null | {
    /** Share of the frame. */
    share: number;
    /** Centre, as shares of the width and height. */
    cx: number;
    cy: number;
    /** Its box's height over its width, in pixels. */
    boxAspect: number;
    colours: ColourName[];
    background: ColourName[];
  };
}

/** The names covering at least COLOUR_SHARE of the counted pixels, most first, at most three. */
function mainColours(counts: Map<ColourName, number>, total: number): ColourName[] {
  return [...counts]
    .filter(([, n]) => total > 0 && n / total >= COLOUR_SHARE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name);
}

/** Measures a picture; `mask` (one byte a pixel, >127 = subject) is the segmentation model's, when it ran. */
export function readImage(img: RgbImage, mask: Buffer | null): ImageReading {
  const { data, width, height } = img;
  const pixels = width * height;
  const all = new Map<ColourName, number>();
  const inSubject = new Map<ColourName, number>();
  const outside = new Map<ColourName, number>();
  const add = (m: Map<ColourName, number>, k: ColourName) => m.set(k, (m.get(k) ?? 0) + 1);
  let sum = 0;
  let squares = 0;
  let count = 0;
  let sx = 0;
  let sy = 0;
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let p = 0; p < pixels; p++) {
    const [r, g, b] = [data[p * 3], data[p * 3 + 1], data[p * 3 + 2]];
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    sum += y;
    squares += y * y;
    const name = colourName(r, g, b);
    add(all, name);
    if (mask && mask[p] > 127) {
      const [px, py] = [p % width, Math.floor(p / width)];
      count++;
      sx += px;
      sy += py;
      [x0, y0, x1, y1] = [Math.min(x0, px), Math.min(y0, py), Math.max(x1, px), Math.max(y1, py)];
      add(inSubject, name);
    } else add(outside, name);
  }
  const luma = sum / pixels;
  const share = count / pixels;
  const subject =
    mask && share >= MIN_SUBJECT && share <= MAX_SUBJECT
      ? {
          share,
          cx: sx / count / width,
          cy: sy / count / height,
          boxAspect: (y1 - y0 + 1) / (x1 - x0 + 1),
          colours: mainColours(inSubject, count),
          background: mainColours(outside, pixels - count),
        }
      : null;
  return {
    width,
    height,
    luma,
    contrast: Math.sqrt(Math.max(0, squares / pixels - luma * luma)),
    colours: mainColours(all, pixels),
    subject,
  };
}

const and = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The prompt a reading gives, e.g. "A wide picture of a large red subject in the centre, against a blue background; bright, soft light". */
export function promptOfReading(reading: ImageReading): string {
  const frame = frameWords(reading.width, reading.height);
  const tone = toneWords(reading.luma, reading.contrast);
  const s = reading.subject;
  if (!s) {
    const colours = reading.colours.length ? `in ${and(reading.colours)} tones` : 'in mixed colours';
    return `${frame} with no single subject standing out, ${colours}; ${tone}`;
  }
  const look = [sizeWords(s.share, s.boxAspect), and(s.colours)].filter(Boolean).join(' ');
  const against = s.background.length ? `, against a ${and(s.background)} background` : '';
  return `${frame} of a ${look} subject ${placeWords(s.cx, s.cy)}${against}; ${tone}`;
}

const NOTE_WITH_MASK = say(
  'Written from the picture itself: frame shape, light and main colours, and where the subject stands from the segmentation model (the background remover’s). No captioning model, so what the subject is is not named: add it yourself.',
);
const NOTE_WITHOUT_MASK = say(
  'Written from the picture’s frame shape, light and main colours; the subject mask could not be made. No captioning model: add what the picture shows yourself.',
);

/** img2prompt as an engine module: run in the worker pool like every model, never as a task. */
export const describeImage = defineModule({
  key: 'img2prompt',
  description: say(
    'Pixel statistics (frame shape, brightness, contrast, main colours) and the IMG.LY segmentation model’s subject mask (position, size, colours); no captioning model.',
  ),
  fileParams: { image: { kind: 'image', required: true } },
  params: {},
  async run(job) {
    const img = await readRgb(inputFile(job, 'image').path, MEASURE_SIDE);
    job.onProgress(10);
    let mask: Buffer | null = null;
    try {
      const png = await rgbToSharp(img).png().toBuffer();
      const cut = await removeBackgroundPng(png, 'small', (pc) => job.onProgress(10 + pc));
      mask = await sharp(cut)
        .ensureAlpha()
        .extractChannel(3)
        .resize(img.width, img.height, { fit: 'fill' })
        .raw()
        .toBuffer();
    } catch {
      // The description stands without a mask; the note says the subject could not be found.
    }
    const prompt = promptOfReading(readImage(img, mask));
    return { files: [], prompt, description: mask ? NOTE_WITH_MASK : NOTE_WITHOUT_MASK };
  },
});
