import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A 6000×4000 (24 MP) JPEG with real structure (gradients and noise), written once per run to a temp file: the
 * decode and crop costs are those of a camera photo, not of a flat colour.
 */
export async function bigPhoto(width = 6000, height = 4000): Promise<string> {
  const file = path.join(os.tmpdir(), `e2e-photo-${width}x${height}.jpg`);
  if (fs.existsSync(file)) return file;
  const small = Buffer.alloc(300 * 200 * 3);
  for (let y = 0; y < 200; y++)
    for (let x = 0; x < 300; x++) {
      const i = (y * 300 + x) * 3;
      small[i] = (x * 255) / 300;
      small[i + 1] = (y * 255) / 200;
      small[i + 2] = ((x ^ y) * 7) & 255;
    }
  const tmp = `${file}.${process.pid}.tmp`;
  await sharp(small, { raw: { width: 300, height: 200, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .composite([
      {
        input: {
          create: {
            width,
            height,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 128, sigma: 30 },
          },
        },
        blend: 'overlay',
      },
    ])
    .jpeg({ quality: 85 })
    .toFile(tmp);
  fs.renameSync(tmp, file);
  return file;
}
