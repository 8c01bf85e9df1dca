import { aspectBounds, isRatioAllowed, needsDownscale, type Size } from '../../core/crop-rules';

export interface CropLimits {
  minAspectRatio?: number;
  maxAspectRatio?: number;
  /** The downscale limit is the smaller of this and 2000 px, on either side. */
  maxWidth?: number;
}

/** The crop modal opens when an upload breaks the ratio limits or is larger than the downscale limit. */
export function needsCrop(size: Size, limits: CropLimits): boolean {
  const bounds = aspectBounds(limits.minAspectRatio, limits.maxAspectRatio);
  return !isRatioAllowed(size.width / size.height, bounds) || needsDownscale(size, limits.maxWidth);
}
