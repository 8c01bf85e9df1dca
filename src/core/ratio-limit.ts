/** Image ratio limit between two uploads. */

export interface ImageSize {
  width: number;
  height: number;
}

/** [lower, upper] bound on (h0/w0) / (h1/w1); the order given does not matter. */
export type RatioLimit = readonly [number, number];

/**
 * With uploads in slots 0 and 1 and a ratio limit pair, the ratio of their height/width ratios must lie within
 * the bounds (inclusive). Passes when either upload is missing or no limit is set. A slot without usable
 * dimensions counts as missing.
 */
export function passesRatioLimit(
  uploads: ReadonlyArray<ImageSize | null | undefined>,
  limit: RatioLimit | null | undefined,
): boolean {
  const a = uploads[0];
  const b = uploads[1];
  if (!limit || !hasSize(a) || !hasSize(b)) return true;
  const ratio = a.height / a.width / (b.height / b.width);
  const lower = Math.min(limit[0], limit[1]);
  const upper = Math.max(limit[0], limit[1]);
  return ratio >= lower && ratio <= upper;
}

function hasSize(size: ImageSize | null | undefined): size is ImageSize {
  return !!size && size.width > 0 && size.height > 0;
}
