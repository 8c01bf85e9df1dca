import { readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textToImage } from '../../../server/engine/modules/text-to-image';
import { EngineParamError } from '../../../server/engine/params';
import { makeJob, tempDir } from './fixtures';

let dir: string;
let cleanup: () => Promise<void>;
let n = 0;
beforeAll(async () => ({ dir, cleanup } = await tempDir('t2i-')));
afterAll(() => cleanup());

async function render(params: Record<string, unknown>, seed = 42) {
  const outDir = path.join(dir, `out-${n++}`);
  await mkdir(outDir);
  const job = makeJob('text2image', outDir, params, {}, seed);
  const out = await textToImage.run(job);
  return { out, job, bytes: await readFile(out.files[0].path) };
}

describe('text2image', () => {
  it('renders a 1024-wide PNG in the requested aspect ratio and reports progress', async () => {
    const { out, job } = await render({
      prompt: 'a sunset over mountains and the sea',
      aspect_ratio: '16:9',
    });
    expect(out.files).toHaveLength(1);
    const meta = await sharp(out.files[0].path).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([1024, 576]);
    expect(out.files[0]).toMatchObject({ kind: 'image', mime: 'image/png', width: 1024, height: 576 });
    expect(job.progress.at(-1)).toBe(100);
  });

  it('is deterministic: same prompt + seed gives identical bytes', async () => {
    const a = await render({ prompt: 'cyberpunk city at night' }, 7);
    const b = await render({ prompt: 'cyberpunk city at night' }, 7);
    expect(a.bytes.equals(b.bytes)).toBe(true);
  });

  it('changes with the prompt and with the seed', async () => {
    const a = await render({ prompt: 'cyberpunk city at night' }, 7);
    const b = await render({ prompt: 'a forest with flowers' }, 7);
    const c = await render({ prompt: 'cyberpunk city at night' }, 8);
    expect(a.bytes.equals(b.bytes)).toBe(false);
    expect(a.bytes.equals(c.bytes)).toBe(false);
  });

  it('draws the prompt: a night prompt is darker than a sunny one', async () => {
    const mean = async (p: string) =>
      (await sharp((await render({ prompt: p })).bytes).stats()).channels[0].mean;
    expect(await mean('dark night sky with stars and the moon')).toBeLessThan(
      await mean('bright sunny summer beach'),
    );
  });

  it('makes several images with num, portrait ratio', async () => {
    const { out } = await render({ prompt: 'watercolor flowers', aspect_ratio: '9:16', num: 2 });
    expect(out.files).toHaveLength(2);
    for (const f of out.files) expect([f.width, f.height]).toEqual([576, 1024]);
  });

  it('rejects bad params with readable messages', () => {
    expect(() => textToImage.validate({})).toThrow(/prompt is required/);
    expect(() => textToImage.validate({ prompt: '   ' })).toThrow(/prompt must not be empty/);
    expect(() => textToImage.validate({ prompt: 'x'.repeat(1001) })).toThrow(/at most 1000/);
    expect(() => textToImage.validate({ prompt: 'ok', aspect_ratio: '2:1' })).toThrow(
      /aspect_ratio must be one of/,
    );
    expect(() => textToImage.validate({ prompt: 'ok', num: 9 })).toThrow(EngineParamError);
    expect(textToImage.validate({ prompt: '  cat ', num: '2' })).toMatchObject({
      prompt: 'cat',
      num: 2,
      aspect_ratio: '1:1',
    });
  });
});
