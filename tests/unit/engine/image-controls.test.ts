/** The image form controls change the output: negative prompt and mode of text2image, style reference of image2image. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptFeatures } from '../../../server/engine/prompt-features';
import { STYLE_REFERENCE_VALUES, styleReferenceImage } from '../../../server/engine/style-references';
import type { EngineInputFile } from '../../../server/engine/types';
import { gradientPhoto, runModule, tempDir } from './fixtures';

let dir: string;
let cleanup: () => Promise<void>;
let photo: EngineInputFile;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir('image-controls-'));
  photo = await gradientPhoto(dir);
});
afterAll(() => cleanup());

async function text2image(params: Record<string, unknown>) {
  const { files } = await runModule(dir, 'text2image', { aspect_ratio: '1:1', ...params }, {}, 11);
  return sharp(files[0].path).raw().toBuffer({ resolveWithObject: true });
}

/** Share of pixels that are the sun's yellow (hsl(45°, 100 %, 60 %) and its rim). */
function sunShare(data: Buffer): number {
  let count = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (data[i] > 220 && data[i + 1] > 170 && data[i + 1] < 230 && data[i + 2] < 110) count++;
  }
  return count / (data.length / 3);
}

/** Mean absolute Laplacian of the grey image: how much edge and detail it holds. */
async function detail(data: Buffer, width: number, height: number): Promise<number> {
  const edges = await sharp(data, { raw: { width, height, channels: 3 } })
    .greyscale()
    .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 })
    .raw()
    .toBuffer();
  let sum = 0;
  for (const v of edges) sum += Math.abs(v - 128);
  return sum / edges.length;
}

describe('text2image negative prompt and mode', () => {
  it('keeps what the negative prompt names out of the picture and leaves the rest in place', async () => {
    const prompt = 'a big sun over the sea';
    const withSun = await text2image({ prompt });
    const without = await text2image({ prompt, negative_prompt: 'no sun please' });
    expect(sunShare(withSun.data)).toBeGreaterThan(0.01);
    expect(sunShare(without.data)).toBeLessThan(0.0005);
    // The sea (bottom third) is drawn from the same random stream: unchanged.
    const third = (b: Buffer) => b.subarray(Math.floor((b.length * 2) / 3 / 3) * 3);
    const sea = third(withSun.data);
    const sea2 = third(without.data);
    let diff = 0;
    for (let i = 0; i < sea.length; i++) diff += Math.abs(sea[i] - sea2[i]);
    expect(diff / sea.length).toBeLessThan(3);
  });

  it('reads subjects, style, mood and colours out of the negative prompt', () => {
    const plain = promptFeatures('a dark watercolor forest with red flowers and a river');
    const kept = promptFeatures(
      'a dark watercolor forest with red flowers and a river',
      undefined,
      'flowers, watercolor, dark, red',
    );
    expect(plain.subjects).toEqual(['sea', 'tree', 'flower']);
    expect(kept.subjects).toEqual(['sea', 'tree']);
    expect([plain.style, kept.style]).toEqual(['watercolor', 'plain']);
    expect([plain.mood, kept.mood]).toEqual(['dark', 'neutral']);
    expect(plain.hues).toContain(0);
    expect(kept.hues).not.toContain(0);
    // An explicitly chosen style stays: the control wins over a word.
    expect(promptFeatures('forest', 'anime', 'anime').style).toBe('anime');
  });

  it('pro mode draws more detail than standard, deterministically', async () => {
    const params = { prompt: 'a forest with trees and flowers under the stars', style: 'anime' };
    const standard = await text2image(params);
    const pro = await text2image({ ...params, mode: 'pro' });
    const again = await text2image({ ...params, mode: 'pro' });
    expect(pro.info.width).toBe(standard.info.width);
    expect(pro.data.equals(again.data)).toBe(true);
    const [d1, d2] = await Promise.all([
      detail(standard.data, standard.info.width, standard.info.height),
      detail(pro.data, pro.info.width, pro.info.height),
    ]);
    expect(d2).toBeGreaterThan(d1 * 1.15);
  });
});

describe('image2image style reference', () => {
  const mean = async (file: string) => (await sharp(file).stats()).channels.slice(0, 3).map((c) => c.mean);
  const distance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - b[i]));

  it('shifts the photo toward the colours of the chosen reference, more with strength', async () => {
    const run = async (params: Record<string, unknown>) =>
      mean(
        (await runModule(dir, 'image2image', { style: 'plain', ...params }, { image: photo })).files[0].path,
      );
    const refImg = await styleReferenceImage('deep_ocean');
    const ref = (await sharp(refImg.data, { raw: { ...refImg, channels: 3 } }).stats()).channels.map(
      (c) => c.mean,
    );
    const plain = await run({ strength: 0.9 });
    const styled = await run({ strength: 0.9, style_image: 'deep_ocean' });
    const light = await run({ strength: 0.3, style_image: 'deep_ocean' });
    expect(distance(styled, ref)).toBeLessThan(distance(plain, ref) / 2);
    expect(distance(light, ref)).toBeGreaterThan(distance(styled, ref));
    // Another reference, other colours: golden hour is warmer than deep ocean.
    const golden = await run({ strength: 0.9, style_image: 'golden_hour' });
    expect(golden[0] - golden[2]).toBeGreaterThan(styled[0] - styled[2] + 40);
  });

  it('draws every reference the form offers', async () => {
    for (const value of STYLE_REFERENCE_VALUES) {
      const img = await styleReferenceImage(value);
      expect([img.width, img.height, img.data.length]).toEqual([160, 160, 160 * 160 * 3]);
    }
  });
});
