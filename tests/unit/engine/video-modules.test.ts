import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../../server/engine/ffmpeg';
import { EngineParamError } from '../../../server/engine/params';
import { countVideoFrames, probeMedia } from '../../../server/engine/probe';
import { engineFor } from '../../../server/engine/registry';
import type { AlgorithmModule, EngineInputFile } from '../../../server/engine/types';
import { gradientPhoto, runModule, shortAudio, shortClip, tempDir } from './fixtures';

let dir: string;
let cleanup: () => Promise<void>;
let photo: EngineInputFile;
let clip: EngineInputFile;
let audio: EngineInputFile;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir('video-'));
  [photo, clip, audio] = await Promise.all([gradientPhoto(dir), shortClip(dir), shortAudio(dir)]);
});
afterAll(() => cleanup());

const mod = (key: string) => (engineFor(key) as { module: AlgorithmModule }).module;

/** Probes an MP4 output and checks it is H.264-playable video with frames. */
async function expectVideo(file: string, seconds: number, tolerance = 0.35) {
  const info = await probeMedia(file);
  expect(info.hasVideo).toBe(true);
  expect(await countVideoFrames(file)).toBeGreaterThan(0);
  expect(Math.abs(info.duration - seconds)).toBeLessThan(tolerance);
  return info;
}

describe('generated video', () => {
  it('text2video renders a clip of the requested length and ratio', async () => {
    const { files } = await runModule(dir, 'text2video', {
      prompt: 'a city at night',
      aspect_ratio: '16:9',
      duration: 2,
    });
    expect(files[0]).toMatchObject({ kind: 'video', mime: 'video/mp4', width: 960, height: 540 });
    await expectVideo(files[0].path, 2);
  }, 60_000);

  it.each(['image2video', 'mai_image2video_2'])(
    '%s animates the image for the requested duration',
    async (key) => {
      const { files } = await runModule(dir, key, { prompt: 'slow zoom in', duration: 2 }, { image: photo });
      // Exactly the asked length: interpolation must not end short.
      const info = await expectVideo(files[0].path, 2, 0.05);
      expect([info.width, info.height]).toEqual([512, 512]);
    },
    90_000,
  );

  it('effect renders each template effect as a clip', async () => {
    for (const effect of ['zoom_pulse', 'spin']) {
      const { files } = await runModule(dir, 'effect', { effect, duration: 2 }, { image: photo });
      await expectVideo(files[0].path, 2, 0.1);
    }
    expect(() => mod('effect').validate({ image: 'f', effect: 'explode' })).toThrow(/effect must be one of/);
  }, 60_000);

  it('validates durations', () => {
    expect(() => mod('text2video').validate({ prompt: 'x', duration: 11 })).toThrow(
      /duration must be between 2 and 10/,
    );
    expect(() => mod('image2video').validate({ image: 'f', duration: 1 })).toThrow(
      /duration must be between 2 and 10/,
    );
  });
});

describe('video to video', () => {
  it.each([
    ['video2video', {}, [160, 120]],
    ['vqe', {}, [320, 240]],
    ['mai_vqe', {}, [320, 240]],
    ['vnr', { strength: 'high' }, [160, 120]],
    ['ese', {}, [160, 120]],
    ['erv', {}, [160, 120]],
    ['ecr', { aspect_ratio: '1:1' }, [120, 120]],
  ] as const)(
    '%s keeps length and audio, with the expected frame size',
    async (key, params, dims) => {
      const { files } = await runModule(dir, key, params, { video: clip });
      const info = await expectVideo(files[0].path, 2);
      expect([info.width, info.height]).toEqual(dims);
      expect(info.hasAudio).toBe(true);
    },
    60_000,
  );

  it('vfi raises the frame rate by interpolation', async () => {
    const { files } = await runModule(dir, 'vfi', { fps: 48 }, { video: clip });
    const info = await expectVideo(files[0].path, 2);
    expect(Math.round(info.fps ?? 0)).toBe(48);
  }, 60_000);

  it('clip cuts the chosen range and est changes the speed', async () => {
    const cut = await runModule(dir, 'clip', { start: 0.5, end: 1.5 }, { video: clip });
    await expectVideo(cut.files[0].path, 1, 0.15);
    const fast = await runModule(dir, 'est', { speed: 2 }, { video: clip });
    await expectVideo(fast.files[0].path, 1, 0.15);
    await expect(runModule(dir, 'clip', { start: 5 }, { video: clip })).rejects.toBeInstanceOf(
      EngineParamError,
    );
  }, 60_000);

  it('mai_mmaudio scores the video with a soundtrack', async () => {
    const { files } = await runModule(dir, 'mai_mmaudio', { prompt: 'happy piano' }, { video: clip });
    const info = await expectVideo(files[0].path, 2);
    expect(info.hasAudio).toBe(true);
  }, 60_000);
});

describe('extraction and conversion', () => {
  it('ead extracts the audio track; a silent video is refused', async () => {
    const { files } = await runModule(dir, 'ead', { format: 'm4a' }, { video: clip });
    expect(files[0]).toMatchObject({ kind: 'audio', mime: 'audio/mp4' });
    expect(Math.abs((files[0].duration ?? 0) - 2)).toBeLessThan(0.2);
    const silent = path.join(dir, 'silent.mp4');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=64x48:rate=10:duration=1',
      '-pix_fmt',
      'yuv420p',
      silent,
    ]);
    await expect(runModule(dir, 'ead', {}, { video: { ...clip, path: silent } })).rejects.toThrow(
      /no audio track/,
    );
  }, 60_000);

  it('esd extracts evenly spaced stills', async () => {
    const { files } = await runModule(dir, 'esd', { count: 3 }, { video: clip });
    expect(files).toHaveLength(3);
    for (const f of files) expect((await sharp(f.path).metadata()).width).toBe(160);
  }, 60_000);

  it('converter turns video into GIF and WebM, audio into WAV, images into WebP', async () => {
    const gif = await runModule(dir, 'converter', { format: 'gif' }, { video: clip });
    expect((await sharp(gif.files[0].path, { pages: -1 }).metadata()).pages).toBeGreaterThan(10);
    const webm = await runModule(dir, 'converter', { format: 'webm' }, { video: clip });
    await expectVideo(webm.files[0].path, 2);
    const wav = await runModule(dir, 'converter', { format: 'wav' }, { audio });
    expect(wav.files[0]).toMatchObject({ kind: 'audio', mime: 'audio/wav' });
    const webp = await runModule(dir, 'converter', { format: 'webp' }, { image: photo });
    expect((await sharp(webp.files[0].path).metadata()).format).toBe('webp');
  }, 60_000);

  it('compressor makes smaller files of each kind', async () => {
    const video = await runModule(dir, 'compressor', { level: 'high' }, { video: clip });
    await expectVideo(video.files[0].path, 2);
    const image = await runModule(dir, 'compressor', {}, { image: photo });
    expect(image.files[0].mime).toBe('image/jpeg');
    const sound = await runModule(dir, 'compressor', { level: 'high' }, { audio });
    expect(sound.files[0].mime).toBe('audio/mpeg');
  }, 60_000);

  it('converter and compressor need exactly one input of a convertible kind', () => {
    expect(() => mod('converter').validate({ format: 'mp4' })).toThrow(/exactly one input/);
    expect(() => mod('compressor').validate({ video: 'a', image: 'b' })).toThrow(/exactly one input/);
    expect(() => mod('converter').validate({ audio: 'a', format: 'png' })).toThrow(
      /An audio file can be converted to mp3, m4a, wav/,
    );
  });
});
