/** The composed scene as a picture: a PNG of the asked size, the same bytes every time, and the subject really in it. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPromptScene } from '../../../server/engine/procedural/render-prompt-image';
import type { Box } from '../../../server/engine/scene/scene-model';

const SIZE = 384;

const render = (prompt: string, negativePrompt?: string) =>
  renderPromptScene({ prompt, seed: 5, width: SIZE, height: SIZE, negativePrompt });

async function rgb(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference of two RGB pictures inside (or outside) a box. */
function meanDiff(a: Buffer, b: Buffer, box: Box, inside: boolean): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const within = x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;
      if (within !== inside) continue;
      const i = (y * SIZE + x) * 3;
      sum += Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
      count += 3;
    }
  }
  return sum / count;
}

/** Mean of each channel inside a box. */
function meanColour(data: Buffer, box: Box): [number, number, number] {
  const sums = [0, 0, 0];
  let count = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(SIZE, box.y + box.h); y++) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(SIZE, box.x + box.w); x++) {
      const i = (y * SIZE + x) * 3;
      for (let c = 0; c < 3; c++) sums[c] += data[i + c];
      count++;
    }
  }
  return sums.map((s) => s / count) as [number, number, number];
}

describe('rendering a composed scene', () => {
  it('makes a PNG of the asked size, byte for byte the same each time', async () => {
    const a = await render('Two cats on a windowsill at dusk');
    const b = await render('Two cats on a windowsill at dusk');
    const meta = await sharp(a.png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', SIZE, SIZE]);
    expect(a.png.equals(b.png)).toBe(true);
    expect(a.scene.subjects).toEqual([expect.objectContaining({ name: 'cat', count: 2 })]);
  });

  it('draws the subject where the scene put it: its box differs from the picture without it', async () => {
    const prompt = 'a fox in a forest';
    const withFox = await render(prompt);
    const without = await render(prompt, 'fox');
    expect(without.scene.subjects).toEqual([]);
    const fox = withFox.scene.items.find((i) => i.icon === 'fox')!.box;
    const [a, b] = await Promise.all([rgb(withFox.png), rgb(without.png)]);
    const inside = meanDiff(a, b, fox, true);
    expect(inside).toBeGreaterThan(25);
    // The rest of the forest is the same (a prop or two may step aside to clear the fox's place).
    expect(meanDiff(a, b, fox, false)).toBeLessThan(inside / 4);
  });

  it('tints a subject asked in a colour', async () => {
    const plain = await render('a cat on the snow field');
    const blue = await render('a blue cat on the snow field');
    const box = blue.scene.items.find((i) => i.icon === 'cat')!.box;
    const [r1, , b1] = meanColour(await rgb(plain.png), box);
    const [r2, , b2] = meanColour(await rgb(blue.png), box);
    expect(b2 - r2).toBeGreaterThan(b1 - r1 + 30);
  });

  it('lights the time of day: night is darker than noon, and falls back to an abstract picture for no drawable word', async () => {
    const mean = async (png: Buffer) =>
      (await sharp(png).stats()).channels.slice(0, 3).reduce((t, c) => t + c.mean, 0);
    const noon = await render('a dog in a park at noon');
    const night = await render('a dog in a park at night');
    expect(await mean(night.png)).toBeLessThan((await mean(noon.png)) * 0.7);
    const abstract = await render('love and hope');
    expect(abstract.scene.understood).toBe(false);
    expect((await sharp(abstract.png).metadata()).width).toBe(SIZE);
  });
});
