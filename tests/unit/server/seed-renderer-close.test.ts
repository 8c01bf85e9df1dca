import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedRenderer } from '../../../server/seed/seed-renderer';
import { paletteSpec } from '../../../src/core/seed-media';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-close-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('seed renderer', () => {
  // A server closing (a test app, a deploy) while the seed job draws must not take the process down with it:
  // ending the drawing thread under a sharp call aborts the whole process.
  it('closes while large pictures are being drawn, and the process lives on', async () => {
    for (let round = 0; round < 3; round++) {
      const renderer = seedRenderer();
      const drawing = [0, 1].map((i) =>
        renderer
          .draw(paletteSpec(`close test ${round} ${i}`, 2048), path.join(dir, `${round}-${i}.webp`), {})
          .then(
            () => 'drawn',
            (err: Error) => err.message,
          ),
      );
      // Let the worker start and enter sharp before closing.
      await new Promise((resolve) => setTimeout(resolve, 1200 + round * 150));
      await renderer.close();
      const outcomes = await Promise.all(drawing);
      for (const outcome of outcomes) expect(['drawn', 'aborted']).toContain(outcome);
    }
    // Still here, and a new renderer still draws.
    const renderer = seedRenderer();
    const out = path.join(dir, 'after.webp');
    await renderer.draw(paletteSpec('after close', 256), out, {});
    await renderer.close();
    expect(fs.statSync(out).size).toBeGreaterThan(0);
  }, 120_000);
});
