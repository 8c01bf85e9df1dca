/**
 * Colour transfer (Reinhard et al.): the photo's colours moved to the mean and spread of a reference's, channel by
 * channel in CIE Lab (D65), so lightness, red–green and blue–yellow are matched independently.
 */
import type { RgbImage } from '../neural/esrgan';

/** sRGB byte → linear light. */
const TO_LINEAR = Float64Array.from({ length: 256 }, (_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
/** Linear light (quantised to LINEAR_STEPS) → sRGB byte; a table keeps the way back cheap on large photos. */
const LINEAR_STEPS = 16384;
const TO_SRGB = Uint8Array.from({ length: LINEAR_STEPS + 1 }, (_, i) => {
  const c = i / LINEAR_STEPS;
  const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, v)) * 255);
});
const WHITE = [0.95047, 1, 1.08883];
const EPS = 216 / 24389;
const KAPPA = 24389 / 27;

const f = (t: number) => (t > EPS ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
const fInv = (t: number) => (t * t * t > EPS ? t * t * t : (116 * t - 16) / KAPPA);

/** Lab values of every pixel, three floats per pixel. */
function rgbToLab(img: RgbImage): Float32Array {
  const { data } = img;
  const lab = new Float32Array(data.length);
  for (let i = 0; i < data.length; i += 3) {
    const r = TO_LINEAR[data[i]];
    const g = TO_LINEAR[data[i + 1]];
    const b = TO_LINEAR[data[i + 2]];
    const fx = f((0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / WHITE[0]);
    const fy = f(0.2126729 * r + 0.7151522 * g + 0.072175 * b);
    const fz = f((0.0193339 * r + 0.119192 * g + 0.9503041 * b) / WHITE[2]);
    lab[i] = 116 * fy - 16;
    lab[i + 1] = 500 * (fx - fy);
    lab[i + 2] = 200 * (fy - fz);
  }
  return lab;
}

/** RGB bytes of Lab values (out-of-gamut colours clipped). */
function labToRgb(lab: Float32Array): Buffer {
  const out = Buffer.alloc(lab.length);
  const byte = (c: number) => TO_SRGB[Math.round(Math.min(1, Math.max(0, c)) * LINEAR_STEPS)];
  for (let i = 0; i < lab.length; i += 3) {
    const fy = (lab[i] + 16) / 116;
    const x = WHITE[0] * fInv(fy + lab[i + 1] / 500);
    const y = fInv(fy);
    const z = WHITE[2] * fInv(fy - lab[i + 2] / 200);
    out[i] = byte(3.2404542 * x - 1.5371385 * y - 0.4985314 * z);
    out[i + 1] = byte(-0.969266 * x + 1.8760108 * y + 0.041556 * z);
    out[i + 2] = byte(0.0556434 * x - 0.2040259 * y + 1.0572252 * z);
  }
  return out;
}

interface LabStats {
  mean: [number, number, number];
  std: [number, number, number];
}

function labStats(lab: Float32Array): LabStats {
  const n = lab.length / 3;
  const sum = [0, 0, 0];
  const sq = [0, 0, 0];
  for (let i = 0; i < lab.length; i += 3) {
    for (let c = 0; c < 3; c++) {
      sum[c] += lab[i + c];
      sq[c] += lab[i + c] * lab[i + c];
    }
  }
  const mean = sum.map((s) => s / n) as LabStats['mean'];
  const std = sq.map((s, c) => Math.sqrt(Math.max(0, s / n - mean[c] * mean[c]))) as LabStats['std'];
  return { mean, std };
}

/**
 * The photo with the reference's colour statistics. The spread ratio is bounded (¼–4) so a flat photo or a
 * flat reference does not blow noise up or crush the picture to one colour.
 */
export function transferColours(img: RgbImage, reference: RgbImage): Buffer {
  const lab = rgbToLab(img);
  const src = labStats(lab);
  const ref = labStats(rgbToLab(reference));
  const gain = src.std.map((s, c) => Math.min(4, Math.max(0.25, ref.std[c] / Math.max(1e-3, s))));
  for (let i = 0; i < lab.length; i += 3) {
    for (let c = 0; c < 3; c++) lab[i + c] = (lab[i + c] - src.mean[c]) * gain[c] + ref.mean[c];
  }
  return labToRgb(lab);
}
