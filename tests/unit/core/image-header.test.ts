import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { imageSizeFromHeader } from '../../../src/core/image-header';

function make(format: 'png' | 'jpeg' | 'gif' | 'webp', width: number, height: number, lossless = false) {
  const img = sharp({ create: { width, height, channels: 3, background: '#369' } });
  if (format === 'webp') return img.webp({ lossless }).toBuffer();
  return img[format]().toBuffer();
}

describe('imageSizeFromHeader', () => {
  it.each([
    ['png', 321, 123],
    ['jpeg', 640, 480],
    ['gif', 50, 70],
    ['webp', 300, 200],
  ] as const)('reads %s size without decoding', async (format, width, height) => {
    const bytes = new Uint8Array(await make(format, width, height));
    expect(imageSizeFromHeader(bytes)).toEqual({ width, height });
  });

  it('reads lossless webp', async () => {
    expect(imageSizeFromHeader(new Uint8Array(await make('webp', 77, 55, true)))).toEqual({
      width: 77,
      height: 55,
    });
  });

  it('gives undefined for other bytes', () => {
    expect(imageSizeFromHeader(new TextEncoder().encode('hello world, not an image'))).toBeUndefined();
  });
});
