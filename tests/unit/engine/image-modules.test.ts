import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineParamError } from '../../../server/engine/params';
import { engineFor } from '../../../server/engine/registry';
import type { AlgorithmModule, EngineInputFile } from '../../../server/engine/types';
import { gradientPhoto, rectMask, regionMean, runModule, tempDir } from './fixtures';

let dir: string;
let cleanup: () => Promise<void>;
let photo: EngineInputFile;
let mask: EngineInputFile;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir('img-'));
  photo = await gradientPhoto(dir);
  mask = await rectMask(dir);
});
afterAll(() => cleanup());

const mod = (key: string) => (engineFor(key) as { module: AlgorithmModule }).module;
const size = async (file: string) => {
  const m = await sharp(file).metadata();
  return [m.width, m.height];
};
/** Mean absolute difference per byte between two same-sized images (RGB). */
async function difference(a: string, b: string): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((f) => sharp(f).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

describe('same-size image filters', () => {
  it.each([
    ['imagesharpen', {}],
    ['photomaker_imagefix', {}],
    ['face_editor', { smooth: 0.8 }],
    ['age_filter', { look: 'young' }],
    ['image2image', { prompt: 'neon city at night' }],
    ['mai_img2img_portrait', { prompt: 'anime portrait' }],
  ])('%s returns a changed PNG of the same size', async (key, params) => {
    const { files, job } = await runModule(dir, key, params, { image: photo });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ kind: 'image', mime: 'image/png', width: 256, height: 256 });
    expect(await size(files[0].path)).toEqual([256, 256]);
    expect(await difference(files[0].path, photo.path)).toBeGreaterThan(0.5);
    expect(job.progress.at(-1)).toBe(100);
  });

  it('age_filter "old" gives a sepia print (red ≥ green ≥ blue on average)', async () => {
    const { files } = await runModule(dir, 'age_filter', { look: 'old' }, { image: photo });
    const [r, g, b] = await regionMean(files[0].path, 0, 0, 256, 256);
    expect(r).toBeGreaterThanOrEqual(g);
    expect(g).toBeGreaterThanOrEqual(b);
  });

  it('image2image follows the prompt: different prompts give different images', async () => {
    const a = await runModule(dir, 'image2image', { prompt: 'watercolor forest' }, { image: photo });
    const b = await runModule(dir, 'image2image', { prompt: 'pixel art sunset' }, { image: photo });
    expect(await difference(a.files[0].path, b.files[0].path)).toBeGreaterThan(2);
  });
});

describe('neural image tools', () => {
  it('image_scale ×2 doubles each side with ESRGAN', async () => {
    const { files } = await runModule(dir, 'image_scale', { scale: 2 }, { image: photo });
    expect(await size(files[0].path)).toEqual([512, 512]);
  }, 120_000);

  it('image_scale ×4 quadruples each side', async () => {
    const small = path.join(dir, 'small.png');
    await sharp(photo.path).resize(64, 48).toFile(small);
    const { files } = await runModule(
      dir,
      'image_scale',
      { scale: '4' },
      { image: { ...photo, path: small } },
    );
    expect(await size(files[0].path)).toEqual([256, 192]);
  }, 120_000);

  it('mai_imagesharpen keeps the size and changes the pixels', async () => {
    const { files } = await runModule(dir, 'mai_imagesharpen', {}, { image: photo });
    expect(await size(files[0].path)).toEqual([256, 256]);
    expect(await difference(files[0].path, photo.path)).toBeGreaterThan(0.2);
  }, 120_000);

  it('mai_fs removes the background: transparent and opaque pixels both present', async () => {
    const { files } = await runModule(dir, 'mai_fs', { model: 'small' }, { image: photo });
    const { data, info } = await sharp(files[0].path).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    let clear = 0;
    let solid = 0;
    for (let i = 3; i < data.length; i += 4) {
      if (data[i] < 16) clear++;
      if (data[i] > 240) solid++;
    }
    expect(clear).toBeGreaterThan(1000);
    expect(solid).toBeGreaterThan(1000);
  }, 180_000);

  it('validates scale and background', () => {
    expect(() => mod('image_scale').validate({ image: 'f', scale: 3 })).toThrow(/scale must be 2 or 4/);
    expect(() => mod('mai_fs').validate({ image: 'f', background: 'blue' })).toThrow(/background must be/);
  });
});

describe('masked edits and expansion', () => {
  // The mask covers x 128–230, y 128–218; the photo's dark navy rectangle sits inside it.
  it('oir removes the masked object (the dark rectangle becomes background)', async () => {
    const before = await regionMean(photo.path, 150, 150, 60, 50);
    const { files } = await runModule(dir, 'oir', {}, { image: photo, mask });
    const after = await regionMean(files[0].path, 150, 150, 60, 50);
    expect(after[0] + after[1] + after[2]).toBeGreaterThan(before[0] + before[1] + before[2] + 150);
    // Outside the mask nothing changes.
    expect(await regionMean(files[0].path, 0, 0, 100, 100)).toEqual(
      await regionMean(photo.path, 0, 0, 100, 100),
    );
  });

  it('inpaint_clothes repaints only inside the mask', async () => {
    const { files } = await runModule(
      dir,
      'inpaint_clothes',
      { prompt: 'golden yellow silk' },
      { image: photo, mask },
    );
    const inside = await regionMean(files[0].path, 150, 150, 60, 50);
    const original = await regionMean(photo.path, 150, 150, 60, 50);
    expect(Math.abs(inside[0] - original[0]) + Math.abs(inside[1] - original[1])).toBeGreaterThan(10);
    expect(await regionMean(files[0].path, 0, 0, 100, 100)).toEqual(
      await regionMean(photo.path, 0, 0, 100, 100),
    );
  });

  it('rejects a missing or empty mask with a readable message', async () => {
    expect(() => mod('oir').validate({ image: 'f' })).toThrow(/mask is required/);
    expect(() => mod('inpaint_clothes').validate({ image: 'f', mask: 'm' })).toThrow(/prompt is required/);
    const black = path.join(dir, 'black.png');
    await sharp({ create: { width: 32, height: 32, channels: 3, background: '#000' } })
      .png()
      .toFile(black);
    await expect(
      runModule(dir, 'oir', {}, { image: photo, mask: { ...mask, path: black } }),
    ).rejects.toBeInstanceOf(EngineParamError);
  });

  it('i_expand grows the canvas by the factor and to the requested ratio', async () => {
    const a = await runModule(dir, 'i_expand', { expand: 1.5 }, { image: photo });
    expect(await size(a.files[0].path)).toEqual([384, 384]);
    const b = await runModule(dir, 'i_expand', { expand: 1.2, aspect_ratio: '16:9' }, { image: photo });
    const [w, h] = await size(b.files[0].path);
    expect(Math.abs((w ?? 0) / (h ?? 1) - 16 / 9)).toBeLessThan(0.02);
    // The original sits unchanged in the middle.
    const centre = await regionMean(a.files[0].path, 64 + 100, 64 + 100, 40, 40);
    expect(centre.map(Math.round)).toEqual((await regionMean(photo.path, 100, 100, 40, 40)).map(Math.round));
  });

  it('wallpaper renders at device size', async () => {
    const { files } = await runModule(dir, 'wallpaper', {
      prompt: 'stars over mountains',
      device: 'desktop',
    });
    expect(await size(files[0].path)).toEqual([1920, 1080]);
  });
});
