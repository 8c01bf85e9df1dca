import { describe, expect, it } from 'vitest';
import { justifyRows, targetRowHeight, type JustifiedLayout } from '../../../src/core/justified-rows';

/** The seed's shapes (16:9, 9:16, 1:1, 4:3, 3:4) in a repeating, uneven order. */
const SHAPES = [16 / 9, 9 / 16, 1, 4 / 3, 3 / 4, 16 / 9, 1, 9 / 16, 16 / 9, 4 / 3];
const mixed = (n: number) => Array.from({ length: n }, (_, i) => SHAPES[(i * 7) % SHAPES.length]);

function expectSound(layout: JustifiedLayout, aspects: readonly number[], width: number, gap: number) {
  expect(layout.boxes).toHaveLength(aspects.length);
  layout.rows.forEach((row, r) => {
    const boxes = layout.boxes.slice(row.start, row.end);
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes[0].x).toBe(0);
    const right = boxes[boxes.length - 1].x + boxes[boxes.length - 1].width;
    if (r < layout.rows.length - 1) {
      expect(row.filled).toBe(true);
      expect(Math.abs(right - width)).toBeLessThanOrEqual(1);
    } else {
      expect(right).toBeLessThanOrEqual(width);
    }
    boxes.forEach((box, i) => {
      expect(box.y).toBe(row.y);
      expect(box.height).toBe(row.height);
      // Aspect kept: the width is the row height times the aspect, give or take the rounding of two edges.
      expect(Math.abs(box.width - aspects[row.start + i] * box.height)).toBeLessThanOrEqual(1.5);
      if (i > 0) expect(box.x - (boxes[i - 1].x + boxes[i - 1].width)).toBe(gap);
    });
    if (r > 0) {
      const above = layout.rows[r - 1];
      expect(row.y).toBe(above.y + above.height + gap);
    }
  });
  const last = layout.rows[layout.rows.length - 1];
  expect(layout.height).toBe(last.y + last.height);
}

describe('targetRowHeight', () => {
  it('is about 180 px on phones, 240 on a laptop column and at most 280', () => {
    expect(targetRowHeight(358)).toBe(180);
    expect(targetRowHeight(964)).toBe(236);
    expect(targetRowHeight(1604)).toBe(280);
    expect(targetRowHeight(5000)).toBe(280);
    expect(targetRowHeight(0)).toBe(180);
    expect(targetRowHeight(Number.NaN)).toBe(180);
    expect(targetRowHeight(964, true)).toBeLessThan(targetRowHeight(964));
  });
});

describe('justifyRows', () => {
  for (const width of [320, 358, 452, 964, 1604]) {
    it(`fills every row but the last at ${width} px, keeping aspects and a height near the target`, () => {
      const aspects = mixed(60);
      const target = targetRowHeight(width);
      const layout = justifyRows(aspects, { width, targetHeight: target, gap: 8 });
      expectSound(layout, aspects, width, 8);
      expect(layout.rows.length).toBeGreaterThan(1);
      for (const row of layout.rows.slice(0, -1)) {
        expect(row.height).toBeGreaterThan(target * 0.6);
        expect(row.height).toBeLessThan(target * 1.7);
      }
    });
  }

  it('uses only whole pixels of a fractional width, so no row overflows it', () => {
    const aspects = mixed(30);
    const layout = justifyRows(aspects, { width: 963.6, targetHeight: 240, gap: 8 });
    expectSound(layout, aspects, 963, 8);
  });

  it('leaves a short last row at the target height, unstretched', () => {
    // A 16:9 and a square would fill 1000 px only at about 357 px high: far above the 240 target.
    const aspects = [16 / 9, 16 / 9, 16 / 9, 1];
    const layout = justifyRows(aspects, { width: 1000, targetHeight: 240, gap: 8 });
    expectSound(layout, aspects, 1000, 8);
    const last = layout.rows[layout.rows.length - 1];
    expect(last.filled).toBe(false);
    expect(last.height).toBe(240);
    const boxes = layout.boxes.slice(last.start, last.end);
    expect(boxes).toEqual([
      { x: 0, y: last.y, width: 427, height: 240 },
      { x: 435, y: last.y, width: 240, height: 240 },
    ]);
  });

  it('fills a last row that reaches the width at or under the target', () => {
    const layout = justifyRows([16 / 9, 16 / 9, 16 / 9], { width: 1000, targetHeight: 200, gap: 0 });
    expect(layout.rows).toHaveLength(1);
    expect(layout.rows[0].filled).toBe(true);
    expect(layout.rows[0].height).toBe(188);
    expect(layout.boxes[2].x + layout.boxes[2].width).toBe(1000);
  });

  it('gives a very wide item a full-width row of its own, lower than the target', () => {
    const aspects = [1, 12, 1, 1, 1, 12];
    const layout = justifyRows(aspects, { width: 600, targetHeight: 180, gap: 6 });
    expectSound(layout, aspects, 600, 6);
    const wide = layout.rows.find((r) => r.start === 1);
    expect(wide).toMatchObject({ end: 2, height: 50, filled: true });
    expect(layout.boxes[1]).toEqual({ x: 0, y: wide!.y, width: 600, height: 50 });
    // Last and alone: it still fits the width rather than overflowing at the target height.
    const lastBox = layout.boxes[5];
    expect(lastBox.x + lastBox.width).toBe(600);
    expect(lastBox.height).toBe(50);
  });

  it('keeps a very tall item narrow beside others rather than giving it a huge row', () => {
    const aspects = [1 / 8, 16 / 9, 16 / 9, 1];
    const layout = justifyRows(aspects, { width: 800, targetHeight: 240, gap: 8 });
    expectSound(layout, aspects, 800, 8);
    expect(layout.rows[0].end).toBeGreaterThan(1);
    expect(layout.boxes[0].width).toBe(Math.round(layout.boxes[0].height / 8));
    // Alone, a tall item stays at the target height.
    const alone = justifyRows([1 / 8], { width: 800, targetHeight: 240 });
    expect(alone.boxes).toEqual([{ x: 0, y: 0, width: 30, height: 240 }]);
  });

  it('adding items changes only the last row', () => {
    const first = justifyRows(mixed(20), { width: 964, targetHeight: 236, gap: 8 });
    const more = justifyRows(mixed(40), { width: 964, targetHeight: 236, gap: 8 });
    const kept = first.rows.slice(0, -1);
    expect(more.rows.slice(0, kept.length)).toEqual(kept);
    const keptItems = kept[kept.length - 1].end;
    expect(more.boxes.slice(0, keptItems)).toEqual(first.boxes.slice(0, keptItems));
  });

  it('counts unusable aspects as square', () => {
    const layout = justifyRows([0, Number.NaN, -2, Infinity], { width: 500, targetHeight: 100 });
    expect(layout.boxes.every((b) => b.width === b.height)).toBe(true);
  });

  it('lays out nothing without a width or items', () => {
    expect(justifyRows(mixed(5), { width: 0, targetHeight: 240 })).toEqual({
      boxes: [],
      rows: [],
      height: 0,
    });
    expect(justifyRows(mixed(5), { width: 0.5, targetHeight: 240 }).boxes).toEqual([]);
    expect(justifyRows(mixed(5), { width: Number.NaN, targetHeight: 240 }).boxes).toEqual([]);
    expect(justifyRows([], { width: 900, targetHeight: 240 })).toEqual({ boxes: [], rows: [], height: 0 });
  });

  it('still places items when the gap is wider than the container', () => {
    const layout = justifyRows([1, 1, 1], { width: 5, targetHeight: 180, gap: 8 });
    expect(layout.rows).toHaveLength(3);
    expect(layout.boxes.every((b) => b.x === 0 && b.width === 5 && b.height === 5)).toBe(true);
  });
});
