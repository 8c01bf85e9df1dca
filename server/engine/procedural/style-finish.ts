/** Turns a scene SVG into a finished PNG: rasterise with sharp, then the style's look (grain, blur, pixelation, sepia…). */
import sharp, { type OverlayOptions } from 'sharp';
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

/** Rasterises (an SVG or any image sharp reads) and styles it; returns PNG bytes of exactly w×h. */
export async function finishScene(
  input: Buffer,
  style: Style,
  rng: SeededRandom,
  w: number,
  h: number,
): Promise<Buffer> {
  let img = sharp(input).resize(w, h, { fit: 'fill' }).removeAlpha();
  switch (style) {
    case 'anime':
      img = img.modulate({ saturation: 1.25 });
      break;
    case 'watercolor':
      img = img.blur(2.5).modulate({ brightness: 1.08, saturation: 0.85 });
      break;
    case 'oil':
      img = img.median(7).modulate({ saturation: 1.2 }).sharpen();
      break;
    case 'neon':
      img = img.modulate({ saturation: 1.6, brightness: 1.1 });
      break;
    case 'vintage':
      img = img.recomb([
        [0.393, 0.769, 0.189],
        [0.349, 0.686, 0.168],
        [0.272, 0.534, 0.131],
      ]);
      break;
    case 'sketch':
      img = img.greyscale().linear(1.3, -20);
      break;
    default:
      break;
  }
  let raw = await img.raw().toBuffer({ resolveWithObject: true });
  if (style === 'pixel') {
    const small = await sharp(raw.data, { raw: rawShape(raw.info) })
      .resize(Math.max(8, Math.round(w / 12)), Math.max(8, Math.round(h / 12)), { kernel: 'nearest' })
      .resize(w, h, { kernel: 'nearest', fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    raw = small;
  }
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
