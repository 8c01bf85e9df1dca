import { describe, expect, it } from 'vitest';
import { fitWithin, PREVIEW_ZOOM, stepIndex, stepRotation, stepZoom } from '../../../src/core/preview-rules';

describe('preview zoom', () => {
  it('steps by 0.2 without float drift', () => {
    expect(stepZoom(1, 1)).toBe(1.2);
    expect(stepZoom(1.2, 1)).toBe(1.4);
    expect(stepZoom(1, -1)).toBe(0.8);
  });
  it('stays between 0.25 and 4', () => {
    let zoom = 1;
    for (let i = 0; i < 30; i++) zoom = stepZoom(zoom, 1);
    expect(zoom).toBe(PREVIEW_ZOOM.max);
    for (let i = 0; i < 30; i++) zoom = stepZoom(zoom, -1);
    expect(zoom).toBe(PREVIEW_ZOOM.min);
  });
});

describe('preview rotation and group stepping', () => {
  it('rotates in quarter turns both ways', () => {
    expect(stepRotation(0, 1)).toBe(90);
    expect(stepRotation(270, 1)).toBe(0);
    expect(stepRotation(0, -1)).toBe(270);
  });
  it('moves within the group without wrapping', () => {
    expect(stepIndex(0, -1, 3)).toBe(0);
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('image play size', () => {
  it('fits within 640×640 keeping the aspect and never enlarges', () => {
    expect(fitWithin({ width: 1280, height: 720 })).toEqual({ width: 640, height: 360 });
    expect(fitWithin({ width: 500, height: 2000 })).toEqual({ width: 160, height: 640 });
    expect(fitWithin({ width: 300, height: 200 })).toEqual({ width: 300, height: 200 });
  });
});
