import { describe, expect, it } from 'vitest';
import {
  acceptRatio,
  aspectBounds,
  clampRatio,
  computeCropRect,
  cropArea,
  downscaledSize,
  downscaleLimit,
  fitScale,
  minCropBox,
  needsDownscale,
  restoreCrop,
  scaleRect,
  visiblePresets,
  wheelZoom,
  zoomRange,
} from '../../../src/core/crop-rules';

describe('bounds and presets', () => {
  it('defaults to 0.01..100 and orders the pair', () => {
    expect(aspectBounds()).toEqual({ min: 0.01, max: 100 });
    expect(aspectBounds(0, Number.NaN)).toEqual({ min: 0.01, max: 100 });
    expect(aspectBounds(2, 0.5)).toEqual({ min: 0.5, max: 2 });
  });
  it('shows the presets inside the bounds, none in multiple mode', () => {
    expect(visiblePresets(aspectBounds(), false).map((p) => p.label)).toEqual([
      '16:9',
      '9:16',
      '1:1',
      '4:3',
      '3:4',
    ]);
    expect(visiblePresets(aspectBounds(1, 2), false).map((p) => p.label)).toEqual(['16:9', '1:1', '4:3']);
    expect(visiblePresets(aspectBounds(), true)).toEqual([]);
  });
  it('ignores out-of-bound ratios but clamps on restore', () => {
    const b = aspectBounds(0.5, 2);
    expect(acceptRatio(1.5, b)).toBe(1.5);
    expect(acceptRatio(3, b)).toBeUndefined();
    expect(acceptRatio(undefined, b)).toBeUndefined();
    expect(clampRatio(3, b)).toBe(2);
    expect(clampRatio(0.1, b)).toBe(0.5);
  });
});

describe('zoom', () => {
  it('fits the image and runs to 5× fit with tenth steps', () => {
    const fit = fitScale({ width: 960, height: 360 }, cropArea(false));
    expect(fit).toBe(0.5);
    expect(zoomRange(fit)).toEqual({ min: 0.5, max: 2.5, step: 0.2 });
    expect(cropArea(true)).toEqual({ width: 240, height: 215 });
  });
  it('moves by 0.2 × fit per wheel tick inside the range', () => {
    const range = zoomRange(1);
    expect(wheelZoom(1, -100, range)).toBeCloseTo(1.2);
    expect(wheelZoom(1, 100, range)).toBe(1);
    expect(wheelZoom(4.9, -1, range)).toBe(5);
    expect(wheelZoom(2, 0, range)).toBe(2);
  });
});

describe('minCropBox', () => {
  it('is a fifth of the scaled image, at least 40 px, at most the image', () => {
    expect(minCropBox({ width: 480, height: 300 })).toEqual({ width: 96, height: 60 });
    expect(minCropBox({ width: 100, height: 150 })).toEqual({ width: 40, height: 40 });
    expect(minCropBox({ width: 30, height: 100 })).toEqual({ width: 30, height: 40 });
  });
});

describe('downscale', () => {
  it('limits to the smaller of maxWidth and 2000 on either side', () => {
    expect(downscaleLimit()).toBe(2000);
    expect(downscaleLimit(1200)).toBe(1200);
    expect(downscaleLimit(4000)).toBe(2000);
    expect(needsDownscale({ width: 2000, height: 2000 })).toBe(false);
    expect(needsDownscale({ width: 1000, height: 2001 })).toBe(true);
    expect(needsDownscale({ width: 1300, height: 800 }, 1200)).toBe(true);
  });
  it('keeps the aspect when shrinking', () => {
    expect(downscaledSize({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(downscaledSize({ width: 1000, height: 5000 }, 1000)).toEqual({ width: 200, height: 1000 });
    expect(downscaledSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });
});

describe('computeCropRect', () => {
  it('finds the largest centred rect of a ratio', () => {
    expect(computeCropRect({ width: 1920, height: 1080 }, 1)).toEqual({
      x: 420,
      y: 0,
      width: 1080,
      height: 1080,
    });
    expect(computeCropRect({ width: 1000, height: 1000 }, 16 / 9)).toEqual({
      x: 0,
      y: 218,
      width: 1000,
      height: 563,
    });
    expect(computeCropRect({ width: 300, height: 200 }, 9 / 16)).toEqual({
      x: 93,
      y: 0,
      width: 113,
      height: 200,
    });
    expect(computeCropRect({ width: 300, height: 200 })).toEqual({ x: 0, y: 0, width: 300, height: 200 });
  });
  it('scales rects back to original pixels inside the image', () => {
    expect(scaleRect({ x: 10, y: 20, width: 100, height: 50 }, 2, { width: 400, height: 400 })).toEqual({
      x: 20,
      y: 40,
      width: 200,
      height: 100,
    });
    expect(scaleRect({ x: 150, y: 0, width: 100, height: 50 }, 2, { width: 400, height: 400 }).width).toBe(
      100,
    );
  });
});

describe('restoreCrop', () => {
  it('resets position to fit and applies the clamped current ratio', () => {
    const r = restoreCrop({ width: 960, height: 720 }, cropArea(false), 5, aspectBounds(0.5, 2));
    expect(r).toMatchObject({ scale: 0.5, translateX: 0, translateY: 0, ratio: 2 });
    expect(r.rect).toEqual({ x: 0, y: 120, width: 960, height: 480 });
    expect(
      restoreCrop({ width: 10, height: 10 }, cropArea(false), undefined, aspectBounds()).ratio,
    ).toBeUndefined();
  });
});
