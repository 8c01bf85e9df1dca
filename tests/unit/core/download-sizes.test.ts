import { describe, expect, it } from 'vitest';
import { downloadSizes, sizedFileName } from '../../../src/core/download-sizes';

describe('download sizes', () => {
  it('offers the original, HD for everyone and Ultra HD locked outside the plans that include it', () => {
    expect(downloadSizes({ width: 1024, height: 768 }, 'free')).toEqual([
      { key: 'original', width: 1024, height: 768, locked: false },
      { key: 'hd', width: 1920, height: 1440, locked: false },
      { key: 'ultra-hd', width: 3840, height: 2880, locked: true },
    ]);
    expect(downloadSizes({ width: 768, height: 1024 }, 'standard').at(-1)).toEqual({
      key: 'ultra-hd',
      width: 2880,
      height: 3840,
      locked: false,
    });
  });

  it('does not offer a size no larger than the original', () => {
    expect(downloadSizes({ width: 2400, height: 1600 }, 'premium').map((s) => s.key)).toEqual([
      'original',
      'ultra-hd',
    ]);
    expect(downloadSizes({ width: 4000, height: 3000 }, 'premium').map((s) => s.key)).toEqual(['original']);
  });

  it('names a re-drawn file by its size and keeps the original name otherwise', () => {
    const [original, hd] = downloadSizes({ width: 1000, height: 500 }, 'inactive');
    expect(sizedFileName('text2image-1.png', original)).toBe('text2image-1.png');
    expect(sizedFileName('text2image-1.png', hd)).toBe('text2image-1-1920x960.png');
    expect(sizedFileName('result', hd)).toBe('result-1920x960');
  });
});
