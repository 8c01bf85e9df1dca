import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../../server/engine/ffmpeg';
import { EngineParamError } from '../../../server/engine/params';
import { countVideoFrames, probeMedia } from '../../../server/engine/probe';
import { engineFor } from '../../../server/engine/registry';
import type { AlgorithmModule, EngineInputFile } from '../../../server/engine/types';
import { regionMean, runModule, shortClip, tempDir } from './fixtures';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir('effect-'));
});
afterAll(() => cleanup());

const effect = (engineFor('effect') as { module: AlgorithmModule }).module;

/** A flat-colour "photo" of the given size (colours tell the two photos apart in the output frame). */
async function flatPhoto(
  name: string,
  width: number,
  height: number,
  colour: string,
): Promise<EngineInputFile> {
  const file = path.join(dir, `${name}.png`);
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toFile(file);
  return { path: file, kind: 'image', mime: 'image/png', width, height };
}

/** The output frame at `second` as a PNG. */
async function frameAt(video: string, second: number): Promise<string> {
  const out = `${video}-${second}.png`;
  await runFfmpeg(['-ss', String(second), '-i', video, '-frames:v', '1', out]);
  return out;
}

async function expectClip(file: string, seconds: number) {
  const info = await probeMedia(file);
  expect(info.hasVideo).toBe(true);
  expect(await countVideoFrames(file)).toBeGreaterThan(seconds * 20);
  expect(Math.abs(info.duration - seconds)).toBeLessThan(0.2);
  return info;
}

describe('effect over two photos', () => {
  it('puts portrait photos side by side and animates them for the duration', async () => {
    const red = await flatPhoto('red', 300, 400, '#d02020');
    const blue = await flatPhoto('blue', 360, 480, '#2030d0');
    const { files } = await runModule(
      dir,
      'effect',
      { effect: 'fade_in', duration: 2 },
      { images: [red, blue] },
    );
    expect(files[0]).toMatchObject({ kind: 'video', mime: 'video/mp4', width: 720, height: 480 });
    const info = await expectClip(files[0].path, 2);
    expect(info.hasAudio).toBe(false);
    // After the fade-in, the first photo fills the left half and the second the right half.
    const frame = await frameAt(files[0].path, 1.8);
    const [lr, , lb] = await regionMean(frame, 120, 160, 120, 160);
    const [rr, , rb] = await regionMean(frame, 480, 160, 120, 160);
    expect(lr).toBeGreaterThan(lb + 100);
    expect(rb).toBeGreaterThan(rr + 100);
  }, 60_000);

  it('stacks landscape photos one above the other', async () => {
    const wide = await flatPhoto('wide', 400, 300, '#20a040');
    const wider = await flatPhoto('wider', 480, 270, '#a0a020');
    const { files } = await runModule(
      dir,
      'effect',
      { effect: 'spin', duration: 2 },
      { images: [wide, wider] },
    );
    const info = await expectClip(files[0].path, 2);
    expect(info.height).toBe(720);
    expect(info.width).toBeLessThan(720);
    expect((info.width ?? 0) % 2).toBe(0);
  }, 60_000);
});

describe('effect over a video', () => {
  it('filters the clip frames and keeps its sound', async () => {
    const clip = await shortClip(dir);
    const { files } = await runModule(dir, 'effect', { effect: 'color_cycle' }, { video: clip });
    const info = await expectClip(files[0].path, 2);
    expect(info).toMatchObject({ width: 160, height: 120, hasAudio: true });
  }, 60_000);

  it('cuts a longer clip to the duration and shows a phone’s portrait clip upright', async () => {
    const landscape = path.join(dir, 'landscape.mp4');
    const file = path.join(dir, 'portrait.mp4');
    await runFfmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=24:duration=3'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', landscape],
    ]);
    // As a phone stores a portrait clip: landscape frames plus a display rotation (set by a copy, not an encode).
    await runFfmpeg(['-i', landscape, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', file]);
    const clip: EngineInputFile = { path: file, kind: 'video', mime: 'video/mp4', duration: 3 };
    const { files } = await runModule(dir, 'effect', { effect: 'shake', duration: 2 }, { video: clip });
    const info = await expectClip(files[0].path, 2);
    expect(info).toMatchObject({ width: 120, height: 160, hasAudio: false });
  }, 60_000);
});

describe('effect inputs', () => {
  it.each([
    [{}, /^Add an input: image \(one photo\), images \(two photos\) or video \(a video clip\)\.$/],
    [{ images: [] }, /^images must list exactly 2 uploaded photos/],
    [{ image: 'a', images: ['b', 'c'] }, /^Give only one input, not image and images together\.$/],
    [
      { image: 'a', images: ['b', 'c'], video: 'd' },
      /^Give only one input, not image, images and video together\.$/,
    ],
    [{ images: ['a'] }, /^images must list exactly 2 uploaded photos \(file ids\)$/],
    [{ images: ['a', 'b', 'c'] }, /^images must list exactly 2 uploaded photos/],
    [{ images: 'a' }, /^images must list exactly 2 uploaded photos/],
    [{ images: ['a', 7] }, /^images must list exactly 2 uploaded photos/],
    [{ video: 'v', duration: 30 }, /^duration must be between 2 and 10$/],
  ])('%j is refused with a clear message', (params, message) => {
    expect(() => effect.validate(params)).toThrow(EngineParamError);
    expect(() => effect.validate(params)).toThrow(message);
  });

  it('declares two image ids for images, and accepts each input alone', () => {
    expect(effect.fileParams.images).toEqual({
      kind: 'image',
      required: false,
      multiple: { min: 2, max: 2 },
    });
    expect(effect.validate({ images: ['a', 'b'] })).toMatchObject({
      images: ['a', 'b'],
      effect: 'zoom_pulse',
    });
    expect(effect.validate({ video: 'v' })).toMatchObject({ video: 'v' });
    expect(effect.validate({ image: 'i', duration: '3' })).toMatchObject({ image: 'i', duration: 3 });
  });
});
