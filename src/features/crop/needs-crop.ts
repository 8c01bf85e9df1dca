import { aspectBounds, isRatioAllowed, needsDownscale, type Size } from '../../core/crop-rules';

export interface CropLimits {
  minAspectRatio?: number;
  maxAspectRatio?: number;
  maxWidth?: number;
  maxHeight?: number;
}

/** Smaller of the supplied width and height caps; the downscale rule then takes the smaller of it and 2000. */
export function sideLimit(limits: CropLimits): number | undefined {
  const caps = [limits.maxWidth, limits.maxHeight].filter((v): v is number => !!v && v > 0);
  return caps.length ? Math.min(...caps) : undefined;
}

/** The crop modal opens when an upload breaks the ratio limits or is larger than allowed. */
export function needsCrop(size: Size, limits: CropLimits): boolean {
  const bounds = aspectBounds(limits.minAspectRatio, limits.maxAspectRatio);
  return !isRatioAllowed(size.width / size.height, bounds) || needsDownscale(size, sideLimit(limits));
}
