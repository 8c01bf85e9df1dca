/**
 * Text to video animates the composed scene: things move as their kind does, for exactly the asked length; image
 * to video takes the same words (camera moves, weather) to a photo.
 */
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../../server/engine/ffmpeg';
import { countVideoFrames, probeMedia } from '../../../server/engine/probe';
import { moveFor } from '../../../server/engine/procedural/ken-burns';
import { seededRandom } from '../../../server/engine/seeded-random';
import type { ServerText } from '../../../server/i18n/server-text';
import { translate } from '../../../server/i18n/translate';
import { gradientPhoto, runModule, tempDir } from './fixtures';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir('text-to-video-'));
});
afterAll(() => cleanup());

/** The frame at `seconds` as raw RGB. */
async function frameAt(video: string, seconds: number) {
  const file = path.join(dir, `frame-${path.basename(path.dirname(video))}-${seconds}.png`);
  await runFfmpeg(['-ss', String(seconds), '-i', video, '-frames:v', '1', file], { duration: 0 });
  return sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** Where pixels matching `is` are in a frame: how many, and the mean x and y of them. */
async function spotOf(video: string, seconds: number, is: (r: number, g: number, b: number) => boolean) {
  const { data, info } = await frameAt(video, seconds);
  let count = 0;
  let sumX = 0;
  let sumY = 0;
  for (let i = 0; i < info.width * info.height; i++) {
    if (!is(data[i * 3], data[i * 3 + 1], data[i * 3 + 2])) continue;
    count += 1;
    sumX += i % info.width;
    sumY += Math.floor(i / info.width);
  }
  return { count, x: sumX / Math.max(1, count), y: sumY / Math.max(1, count), width: info.width };
}

/** The crimson of the bird's body: nothing else in a sunset over the sea is this colour. */
const crimson = (r: number, g: number, b: number) => r > 140 && g < 70 && b < 140 && r - b > 60;

describe('text2video animates the scene', () => {
  it('a bird flying over the sea at sunset crosses the picture, and the clip lasts the asked 5 s', async () => {
    const { files, output } = await runModule(dir, 'text2video', {
      prompt: 'a bird flying over the sea at sunset',
      aspect_ratio: '16:9',
      duration: 5,
      camera: 'locked',
    });
    const video = files[0].path;
    const info = await probeMedia(video);
    expect(Math.abs(info.duration - 5)).toBeLessThan(0.05);
    expect(await countVideoFrames(video)).toBe(5 * 24);
    const spots = await Promise.all([0.2, 1.2, 2.2].map((t) => spotOf(video, t, crimson)));
    for (const spot of spots) expect(spot.count).toBeGreaterThan(500);
    // The bird keeps one way and covers ground: a tenth of the width and more each second.
    const steps = [spots[1].x - spots[0].x, spots[2].x - spots[1].x];
    expect(Math.sign(steps[0])).toBe(Math.sign(steps[1]));
    for (const step of steps) expect(Math.abs(step)).toBeGreaterThan(spots[0].width * 0.08);
    expect(translate(output.description as ServerText)).toMatch(
      /^1 × bird, sea, dusk; composed from vector art .* and animated/,
    );
    expect(output.scene).toMatchObject({
      subjects: [{ name: 'bird', count: 1 }],
      setting: 'sea',
      time: 'dusk',
    });
  }, 90_000);

  it('a red house in a meadow stays where it is: things that do not move are not moved', async () => {
    const { files } = await runModule(dir, 'text2video', {
      prompt: 'a red house in a meadow',
      aspect_ratio: '1:1',
      duration: 2,
      camera: 'locked',
    });
    const red = (r: number, g: number, b: number) => r > 170 && g < 90 && b < 90;
    const [a, b] = await Promise.all([0.1, 1.9].map((t) => spotOf(files[0].path, t, red)));
    expect(a.count).toBeGreaterThan(300);
    expect(Math.abs(a.x - b.x)).toBeLessThan(2);
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  }, 60_000);

  it('a prompt with nothing to draw still makes a clip of the asked length under the camera', async () => {
    const { files, output } = await runModule(dir, 'text2video', {
      prompt: 'xyzzy plugh',
      aspect_ratio: '9:16',
      duration: 2,
    });
    const info = await probeMedia(files[0].path);
    expect([info.width, info.height]).toEqual([540, 960]);
    expect(Math.abs(info.duration - 2)).toBeLessThan(0.05);
    // A message (read in the user's language), not the prompt's words.
    expect(output.description).toMatchObject({
      id: expect.stringMatching(/abstract composition in its colours under a moving camera/),
    });
  }, 60_000);
});

describe('image2video speaks the same motion words', () => {
  it('moves the camera by the words, orbit included', () => {
    const rng = seededRandom(1);
    expect(moveFor('slow orbit around the statue', rng)).toBe('orbit_cw');
    expect(moveFor('the camera turns counterclockwise', rng)).toBe('orbit_ccw');
    expect(moveFor('zoom in on her face', rng)).toBe('zoom_in');
    expect(moveFor('pan left across the bay', rng)).toBe('pan_left');
  });

  it('lets the snow of the prompt fall over the photo', async () => {
    const photo = await gradientPhoto(dir);
    const white = (r: number, g: number, b: number) => r > 235 && g > 235 && b > 235;
    const run = async (prompt: string) =>
      (await runModule(dir, 'image2video', { prompt, duration: 2, hd: true }, { image: photo })).files[0]
        .path;
    const [snowy, calm] = await Promise.all([run('heavy snow, camera locked'), run('a calm afternoon')]);
    const [a, b] = await Promise.all([0.4, 1.4].map((t) => spotOf(snowy, t, white)));
    const still = await spotOf(calm, 0.4, white);
    // The gradient photo has no white of its own: the flakes are the white, and they fall.
    expect(still.count).toBe(0);
    expect(a.count).toBeGreaterThan(200);
    expect(b.count).toBeGreaterThan(200);
    expect(Math.abs(a.y - b.y) + Math.abs(a.count - b.count)).toBeGreaterThan(1);
  }, 90_000);
});
