/**
 * Justified rows (a gallery layout): items keep their aspect ratio and share one height per row, and every row
 * but the last fills the width exactly. Pure: the caller measures the width, this places the boxes.
 */

/** Row heights aim at TARGET_ROW_BASE + TARGET_ROW_PER_PX × width, kept between the two limits. Pixels. */
const TARGET_ROW_MIN = 180;
const TARGET_ROW_MAX = 280;
const TARGET_ROW_BASE = 140;
const TARGET_ROW_PER_PX = 0.1;
/** The compact grid (home's strip) aims this much lower. */
const COMPACT_FACTOR = 0.7;

/**
 * The row height a grid of this width aims at: 180 px on phones, growing with the width to about 240 px on a
 * laptop's content column and 280 px on wide screens. The CSS fallback (explore.css) draws the same rule with
 * container units, so the first paint and the measured layout agree.
 */
export function targetRowHeight(width: number, compact = false): number {
  const w = Number.isFinite(width) && width > 0 ? width : 0;
  const target = Math.min(TARGET_ROW_MAX, Math.max(TARGET_ROW_MIN, TARGET_ROW_BASE + TARGET_ROW_PER_PX * w));
  return Math.round(compact ? target * COMPACT_FACTOR : target);
}

interface JustifiedBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface JustifiedRow {
  /** Index of the row's first item. */
  start: number;
  /** Index after the row's last item. */
  end: number;
  y: number;
  height: number;
  /** false: the last row, too short to fill the width, left at the target height. */
  filled: boolean;
}

export interface JustifiedLayout {
  /** One box per item, in item order; whole pixels. */
  boxes: JustifiedBox[];
  rows: JustifiedRow[];
  /** Height of all rows with the gaps between them. */
  height: number;
}

export interface JustifyOptions {
  /** The container's width; only whole pixels are used (rounded down), so no row overflows. */
  width: number;
  /** The height rows aim at. */
  targetHeight: number;
  /** Space between items and between rows. */
  gap?: number;
}

const EMPTY: JustifiedLayout = { boxes: [], rows: [], height: 0 };

/** An aspect (width / height) that cannot be used (zero, negative, not a number) counts as square. */
const usable = (aspect: number) => (Number.isFinite(aspect) && aspect > 0 ? aspect : 1);

/**
 * Packs items (given by aspect ratio, width / height) into justified rows, greedily in order: a row takes items
 * while its fill height stays above the target, then takes one more only when that lands nearer the target
 * (compared as ratios). Adding items later changes only the last row, so loading more never moves earlier rows.
 * The last row fills the width when its fill height is at most the target, else it keeps the target height and
 * ends short. A single item wider than a row at the target height gets a row of its own, lower than the target.
 * A width of zero (not measured yet) gives an empty layout.
 */
export function justifyRows(aspects: readonly number[], options: JustifyOptions): JustifiedLayout {
  const width = Math.floor(options.width);
  if (!Number.isFinite(width) || width <= 0 || aspects.length === 0) return EMPTY;
  const gap = Math.max(0, options.gap ?? 0);
  const target = options.targetHeight > 0 ? options.targetHeight : targetRowHeight(width);
  const list = aspects.map(usable);
  // The height at which `count` items whose aspects sum to `sum` fill the width exactly.
  const fill = (sum: number, count: number) => (width - gap * (count - 1)) / sum;

  const boxes: JustifiedBox[] = [];
  const rows: JustifiedRow[] = [];
  let y = 0;
  let start = 0;
  while (start < list.length) {
    let sum = list[start];
    let end = start + 1;
    let height = fill(sum, 1);
    while (end < list.length && height > target) {
      const nextHeight = fill(sum + list[end], end - start + 1);
      if (nextHeight <= 0) break;
      if (nextHeight < target && target / nextHeight > height / target) break;
      sum += list[end];
      height = nextHeight;
      end++;
    }
    const filled = end < list.length || height <= target;
    const rowHeight = Math.max(1, Math.round(filled ? height : target));
    // Edges are rounded from exact positions, so rounding never adds up: a filled row ends on the width.
    const exactHeight = filled ? height : target;
    let x = 0;
    for (let i = start; i < end; i++) {
      const left = Math.round(x);
      x += list[i] * exactHeight;
      const right = filled && i === end - 1 ? width : Math.round(x);
      boxes.push({ x: left, y, width: Math.max(0, right - left), height: rowHeight });
      x += gap;
    }
    rows.push({ start, end, y, height: rowHeight, filled });
    y += rowHeight + gap;
    start = end;
  }
  return { boxes, rows, height: y - gap };
}
