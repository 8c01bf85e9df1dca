/** The video form controls change the output: camera, quality and HD of text2video; end frame, motion and HD of image2video; motion and HD of effects. */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_MODULES } from '../../../server/engine/registry';
import type { EngineInputFile } from '../../../server/engine/types';
import { gradientPhoto, runModule, tempDir } from './fixtures';
import { bestShift, imageBytes, meanAbsDiff, motionEnergy, videoFrames, type Region } from './frames';

let dir: string;
let cleanup: () => Promise<void>;
let photo: EngineInputFile;
let endPhoto: EngineInputFile;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir('controls-'));
  photo = await gradientPhoto(dir);
  // An end frame unlike the start photo, in other proportions (it is fitted to the start's).
  const file = path.join(dir, 'end.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#1fbf4a"/><circle cx="150" cy="100" r="60" fill="#ffffff"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  endPhoto = { path: file, kind: 'image', mime: 'image/png', width: 300, height: 200 };
});
afterAll(() => cleanup());

const SIDE = 128;
const WHOLE = { x0: 0, x1: SIDE, y0: 0, y1: SIDE };
const CITY = { prompt: 'a city skyline with mountains and trees at sunset', style: 'plain', duration: 2 };

async function text2video(params: Record<string, unknown>) {
  const { files } = await runModule(dir, 'text2video', { ...CITY, ...params });
  return files[0];
}

async function firstAndLast(file: string) {
  const { frames } = await videoFrames(file, SIDE, SIDE);
  return [frames[0], frames[frames.length - 1]] as const;
}

describe('text2video camera, quality and HD', () => {
  it('pans the way the camera is set: left slides the picture right, right slides it left', async () => {
    const [l0, l1] = await firstAndLast((await text2video({ camera: 'left' })).path);
    const [r0, r1] = await firstAndLast((await text2video({ camera: 'right' })).path);
    const left = bestShift(l0, l1, SIDE, SIDE, WHOLE, { x: 48, y: 3 });
    const right = bestShift(r0, r1, SIDE, SIDE, WHOLE, { x: 48, y: 3 });
    expect(left.dx).toBeGreaterThan(10);
    expect(right.dx).toBeLessThan(-10);
    expect(Math.abs(left.dy) + Math.abs(right.dy)).toBeLessThanOrEqual(2);
  }, 60_000);

  it('orbits by turning the picture: clockwise moves the top right, the right side down', async () => {
    // How the picture turned between the first and last frame, from the shifts of four bands around the
    // centre: positive when clockwise (top → right, right → down, bottom → left, left → up).
    const turn = async (camera: unknown) => {
      const [a, b] = await firstAndLast((await text2video({ camera })).path);
      const band = SIDE / 4;
      const shift = (region: Region) => bestShift(a, b, SIDE, SIDE, region, { x: 10, y: 10 });
      const top = shift({ ...WHOLE, y0: 4, y1: band });
      const bottom = shift({ ...WHOLE, y0: SIDE - band, y1: SIDE - 4 });
      const left = shift({ ...WHOLE, x0: 4, x1: band });
      const right = shift({ ...WHOLE, x0: SIDE - band, x1: SIDE - 4 });
      return top.dx - bottom.dx + right.dy - left.dy;
    };
    expect(await turn('clockwise')).toBeGreaterThan(10);
    // The form's two-level value ([group, move]) is read as its move.
    expect(await turn(['orbit', 'counterclockwise'])).toBeLessThan(-10);
  }, 60_000);

  it('holds the frame with a locked camera, and zooms in and out', async () => {
    const [a, b] = await firstAndLast((await text2video({ camera: 'locked' })).path);
    expect(meanAbsDiff(a, b)).toBeLessThan(2);
    const [i0, i1] = await firstAndLast((await text2video({ camera: ['zoom', 'in'] })).path);
    expect(meanAbsDiff(i0, i1)).toBeGreaterThan(5);
  }, 60_000);

  it('HD renders 1080p instead of 960 on the long side; quality encodes a finer, larger file', async () => {
    const hd = await text2video({ aspect_ratio: '16:9', hd: true, camera: 'right' });
    expect([hd.width, hd.height]).toEqual([1920, 1080]);
    const fast = await text2video({ aspect_ratio: '16:9', camera: 'right', quality: 'fast' });
    expect([fast.width, fast.height]).toEqual([960, 540]);
    const fine = await text2video({ aspect_ratio: '16:9', camera: 'right', quality: 'quality' });
    expect((await stat(fine.path)).size).toBeGreaterThan((await stat(fast.path)).size * 1.2);
  }, 90_000);
});

describe('image2video end frame, motion and HD', () => {
  it('moves from the start photo into the end frame: the last frame is the end frame', async () => {
    const { files } = await runModule(
      dir,
      'image2video',
      { duration: 2 },
      { image: photo, end_image: endPhoto },
    );
    const { frames } = await videoFrames(files[0].path, SIDE, SIDE, 'rgb24');
    const [first, last] = [frames[0], frames[frames.length - 1]];
    const start = await imageBytes(photo.path, SIDE, SIDE, 'rgb24');
    // The end frame as fitted to the start's square: its centre.
    const end = await sharp(endPhoto.path)
      .resize(SIDE, SIDE, { fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(meanAbsDiff(last, end)).toBeLessThan(meanAbsDiff(last, start) / 3);
    expect(meanAbsDiff(first, start)).toBeLessThan(meanAbsDiff(first, end));
  }, 60_000);

  it('moves further with high motion than with low', async () => {
    const travel = async (motion: string) => {
      const { files } = await runModule(
        dir,
        'image2video',
        { prompt: 'pan left', duration: 2, motion },
        { image: photo },
      );
      const [a, b] = await firstAndLast(files[0].path);
      return bestShift(a, b, SIDE, SIDE, WHOLE, { x: 90, y: 3 }).dx;
    };
    const low = await travel('low');
    const high = await travel('high');
    expect(low).toBeGreaterThan(0);
    expect(high).toBeGreaterThan(low * 2);
  }, 90_000);

  it('renders HD 1080p', async () => {
    const { files } = await runModule(dir, 'image2video', { duration: 2, hd: 'true' }, { image: photo });
    expect([files[0].width, files[0].height]).toEqual([1080, 1080]);
    expect(files[0].duration).toBeCloseTo(2, 0);
  }, 60_000);
});

describe('effect motion and HD', () => {
  it('a high-motion effect moves more than a low one', async () => {
    const energy = async (motion: string) => {
      const { files } = await runModule(
        dir,
        'effect',
        { effect: 'zoom_pulse', duration: 2, motion },
        { image: photo },
      );
      return motionEnergy(await videoFrames(files[0].path, SIDE, SIDE));
    };
    expect(await energy('high')).toBeGreaterThan((await energy('low')) * 2);
  }, 60_000);

  it('renders HD 1080p, enlarging a small photo', async () => {
    const { files } = await runModule(
      dir,
      'effect',
      { effect: 'flash', duration: 2, hd: true },
      { image: photo },
    );
    expect([files[0].width, files[0].height]).toEqual([1080, 1080]);
    const standard = await runModule(dir, 'effect', { effect: 'flash', duration: 2 }, { image: photo });
    expect([standard.files[0].width, standard.files[0].height]).toEqual([256, 256]);
  }, 60_000);
});

describe('control values', () => {
  const validate = (key: string, params: Record<string, unknown>) =>
    ENGINE_MODULES.get(key)!.validate(params);

  it('reads switches and two-level choices as forms send them, and names bad values', () => {
    expect(validate('text2video', { prompt: 'x', hd: 'false' }).hd).toBe(false);
    expect(validate('text2video', { prompt: 'x', hd: 1 }).hd).toBe(true);
    expect(validate('text2video', { prompt: 'x', camera: ['pan', 'left'] }).camera).toBe('left');
    expect(() => validate('text2video', { prompt: 'x', camera: 'sideways' })).toThrow(
      /camera must be one of/,
    );
    expect(() => validate('text2video', { prompt: 'x', hd: 'maybe' })).toThrow(/hd must be true or false/);
    expect(() => validate('image2video', { image: 'f', motion: 'wild' })).toThrow(/motion must be one of/);
    expect(() => validate('effect', { image: 'f', motion: 'wild' })).toThrow(/motion must be one of/);
  });
});
