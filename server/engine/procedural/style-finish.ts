/** Turns a scene SVG into a finished PNG: rasterise with sharp, then the style's look (grain, blur, pixelation, sepia…). */
import sharp, { type OutputInfo, type OverlayOptions, type Sharp } from 'sharp';
import type { Style } from '../prompt-features';
import type { SeededRandom } from '../seeded-random';

/** Seeded film grain as a grey RGBA layer (alpha = strength) so the same seed always gives the same texture. */
function grainLayer(rng: SeededRandom, w: number, h: number, strength: number): Buffer {
  const px = Buffer.alloc(w * h * 4);
  const alpha = Math.round(strength * 255);
  for (let i = 0; i < px.length; i += 4) {
    const v = Math.floor(rng.next() * 256);
    px[i] = v;
    px[i + 1] = v;
    px[i + 2] = v;
    px[i + 3] = alpha;
  }
  return px;
}

function vignetteSvg(w: number, h: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="v" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#v)"/></svg>`,
  );
}

/** Only the shape: passing sharp's whole info back (premultiplied: true after blur) would un-premultiply and wash colours out. */
function rawShape(info: { width: number; height: number; channels: 1 | 2 | 3 | 4 }) {
  return { width: info.width, height: info.height, channels: info.channels };
}

const GRAIN: Record<Style, number> = {
  plain: 0.06,
  anime: 0,
  watercolor: 0.12,
  oil: 0.05,
  pixel: 0,
  neon: 0.04,
  vintage: 0.16,
  sketch: 0.1,
  minimal: 0,
};

/** Side of a pixel-art block, in pixels of the picture it is drawn on. */
const PIXEL_BLOCK = 12;

/** The colour, blur and texture operations of a style (everything but pixelation, glow, vignette and grain). */
function styleLook(img: Sharp, style: Style): Sharp {
  switch (style) {
    case 'anime':
      return img.modulate({ saturation: 1.25 });
    case 'watercolor':
      return img.blur(2.5).modulate({ brightness: 1.08, saturation: 0.85 });
    case 'oil':
      return img.median(7).modulate({ saturation: 1.2 }).sharpen();
    case 'neon':
      return img.modulate({ saturation: 1.6, brightness: 1.1 });
    case 'vintage':
      return img.recomb([
        [0.393, 0.769, 0.189],
        [0.349, 0.686, 0.168],
        [0.272, 0.534, 0.131],
      ]);
    case 'sketch':
      return img.greyscale().linear(1.3, -20);
    default:
      return img;
  }
}

type Raw = { data: Buffer; info: OutputInfo };

/** Pixel blocks: down to `minBlocks`+ blocks a side (PIXEL_BLOCK pixels each), back up without smoothing. */
async function pixelate(raw: Raw, w: number, h: number, minBlocks: number): Promise<Raw> {
  // Two pipelines: sharp keeps only the last resize of a chain, so down-then-up in one would do nothing.
  const blocks = (side: number) => Math.max(minBlocks, Math.round(side / PIXEL_BLOCK));
  const small = await sharp(raw.data, { raw: rawShape(raw.info) })
    .resize(blocks(w), blocks(h), {
      kernel: 'cubic',
      fit: 'fill',
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(small.data, { raw: rawShape(small.info) })
    .resize(w, h, { kernel: 'nearest', fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * A transparent cut-out (one thing of an animated scene) in the style's look, so it matches the backdrop
 * finished by finishScene: colours, blur, pixel blocks of the same size. Returns PNG bytes with alpha.
 */
export async function finishSprite(input: Buffer, style: Style): Promise<Buffer> {
  let raw: Raw = await styleLook(sharp(input).ensureAlpha(), style)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (style === 'pixel') raw = await pixelate(raw, raw.info.width, raw.info.height, 1);
  return sharp(raw.data, { raw: rawShape(raw.info) })
    .png()
    .toBuffer();
}

/** Rasterises (an SVG or any image sharp reads) and styles it; returns PNG bytes of exactly w×h. */
export async function finishScene(
  input: Buffer,
  style: Style,
  rng: SeededRandom,
  w: number,
  h: number,
): Promise<Buffer> {
  const img = styleLook(sharp(input).resize(w, h, { fit: 'fill' }).removeAlpha(), style);
  let raw: Raw = await img.raw().toBuffer({ resolveWithObject: true });
  // At least 8 blocks a side, however small the picture.
  if (style === 'pixel') raw = await pixelate(raw, w, h, 8);
  const layers: OverlayOptions[] = [];
  if (style === 'neon') {
    const glow = await sharp(raw.data, { raw: rawShape(raw.info) })
      .blur(12)
      .png()
      .toBuffer();
    layers.push({ input: glow, blend: 'screen' });
  }
  if (style === 'vintage') layers.push({ input: vignetteSvg(w, h) });
  const grain = GRAIN[style];
  if (grain > 0) {
    layers.push({
      input: grainLayer(rng.fork('grain'), w, h, grain),
      raw: { width: w, height: h, channels: 4 },
      blend: 'soft-light',
    });
  }
  let out = sharp(raw.data, { raw: rawShape(raw.info) });
  if (layers.length) out = sharp(await out.composite(layers).png().toBuffer());
  return out.removeAlpha().png().toBuffer();
}
