/** Box geometry for placing copies: rows of copies, scattered copies, the box around several. */
import type { SeededRandom } from '../seeded-random';
import { boxBottom, type Box } from './scene-model';

/** A copy's box and its row (0 = front; back rows are drawn first). */
export interface RowBox extends Box {
  row: number;
}

/**
 * `sizes.length` boxes (each as tall and wide as its size) in rows of at most six, centred on cx with their
 * bottoms on the baseline. Back rows sit higher, are smaller and fall between the copies in front. Everything
 * shrinks to fit `maxWidth`; `wander` lets copies stray up by that share of their size (a flock, not a parade).
 */
export function rows(
  sizes: number[],
  cx: number,
  baseline: number,
  maxWidth: number,
  rng: SeededRandom,
  wander = 0.03,
): RowBox[] {
  const count = sizes.length;
  const perRow = count <= 6 ? count : Math.ceil(count / Math.ceil(count / 6));
  const widest = Math.max(
    ...Array.from({ length: Math.ceil(count / perRow) }, (_, r) =>
      sizes.slice(r * perRow, (r + 1) * perRow).reduce((t, s) => t + s * 1.02, 0),
    ),
  );
  const fit = Math.min(1, maxWidth / widest);
  const boxes: RowBox[] = [];
  for (let start = 0, row = 0; start < count; start += perRow, row++) {
    const line = sizes.slice(start, start + perRow).map((s) => s * fit * (1 - 0.12 * row));
    const width = line.reduce((t, s) => t + s * 1.02, 0);
    let x = cx - width / 2 + (row % 2 ? line[0] * 0.5 : 0);
    const base = baseline - row * (line[0] ?? 0) * 0.35;
    for (const s of line) {
      const jitter = rng.range(-0.04, 0.04) * s;
      const bottom = base - rng.range(0, wander) * s;
      boxes.push({ x: x + s * 0.01 + jitter, y: bottom - s, w: s, h: s, row });
      x += s * 1.02;
    }
  }
  return boxes;
}

/** `count` boxes of `size` strewn over an area, kept from overlapping where the tries allow. */
export function scatter(count: number, size: number, area: Box, rng: SeededRandom): Box[] {
  const boxes: Box[] = [];
  for (let i = 0; i < count; i++) {
    let best: Box | undefined;
    for (let attempt = 0; attempt < 8; attempt++) {
      const s = size * rng.range(0.75, 1.1);
      const box = {
        x: area.x + rng.range(0, Math.max(1, area.w - s)),
        y: area.y + rng.range(0, Math.max(1, area.h - s)),
        w: s,
        h: s,
      };
      best = box;
      if (!boxes.some((b) => overlaps(b, box))) break;
    }
    boxes.push(best!);
  }
  return boxes;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The smallest box around all of these. */
export function union(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map((b) => b.x + b.w)) - x, h: Math.max(...boxes.map(boxBottom)) - y };
}
