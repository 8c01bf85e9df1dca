import { describe, expect, it } from 'vitest';
import {
  allowedRect,
  boxToImage,
  clampView,
  imageToBox,
  largestBox,
  moveBox,
  ratioTerms,
  resizeBox,
  snapCropRect,
} from '../../../src/core/crop-box';
import { CROP_AREA_DESKTOP, CROP_PRESETS, downscaledSize, fitScale } from '../../../src/core/crop-rules';

const image = downscaledSize({ width: 6000, height: 4000 }); // 2000 × 1333
const area = CROP_AREA_DESKTOP;
const fit = fitScale(image, area);
const view = { scale: fit, translateX: 0, translateY: 0 };

describe('crop box geometry', () => {
  it('allows the box only on the picture inside the area', () => {
    const allowed = allowedRect(image, area, view);
    expect(allowed.width).toBeCloseTo(480);
    expect(allowed.height).toBeCloseTo(1333 * fit);
    expect(allowed.y).toBeCloseTo((360 - 1333 * fit) / 2);
  });

  it('moves the box but never off the picture', () => {
    const allowed = allowedRect(image, area, view);
    const box = largestBox(allowed, 1);
    const moved = moveBox(box, 10_000, -10_000, allowed);
    expect(moved.x + moved.width).toBeCloseTo(allowed.x + allowed.width);
    expect(moved.y).toBeCloseTo(allowed.y);
  });

  it('resizes keeping the ratio and no smaller than picture / 5 or 40 px', () => {
    const allowed = allowedRect(image, area, view);
    const box = largestBox(allowed, 16 / 9);
    const small = resizeBox(
      box,
      -10_000,
      0,
      allowed,
      { width: allowed.width, height: allowed.height },
      16 / 9,
    );
    expect(small.width / small.height).toBeCloseTo(16 / 9);
    expect(small.width).toBeGreaterThanOrEqual(Math.max(allowed.width / 5, 40) - 1e-9);
    const free = resizeBox(box, -10_000, -10_000, allowed, { width: allowed.width, height: allowed.height });
    expect(free.height).toBeCloseTo(Math.max(allowed.height / 5, 40));
  });

  it('keeps the picture under the box when panning', () => {
    const zoomed = { scale: fit * 2, translateX: 0, translateY: 0 };
    const box = largestBox(allowedRect(image, area, zoomed), 1);
    const clamped = clampView({ ...zoomed, translateX: 100_000 }, image, area, box);
    const rect = boxToImage(box, image, area, clamped);
    expect(rect.x).toBeCloseTo(0);
    expect(imageToBox(rect, image, area, clamped).x).toBeCloseTo(box.x);
  });
});

describe('exact crop ratios', () => {
  it('finds the small whole terms of each preset', () => {
    expect(CROP_PRESETS.map((p) => ratioTerms(p.ratio))).toEqual([
      [16, 9],
      [9, 16],
      [1, 1],
      [4, 3],
      [3, 4],
    ]);
  });

  it.each(CROP_PRESETS.map((p) => [p.label, p.ratio] as const))(
    'a %s crop of the whole 6000×4000 photo has exactly that ratio',
    (_label, ratio) => {
      const box = largestBox(allowedRect(image, area, view), ratio);
      const rect = snapCropRect(boxToImage(box, image, area, view), image, ratio);
      const [p, q] = ratioTerms(ratio)!;
      expect(rect.width * q).toBe(rect.height * p);
      expect(rect.x + rect.width).toBeLessThanOrEqual(image.width);
      expect(rect.y + rect.height).toBeLessThanOrEqual(image.height);
      expect(rect.x).toBeGreaterThanOrEqual(0);
    },
  );
});
