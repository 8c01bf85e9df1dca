import { PHOTO_ASPECT_LIMITS } from '../../core/generation-limits';
import type { CropRecord } from '../crop/crop-types';

/**
 * The photo to start from: as picked when it fits the image generators' photo shapes and the downscale limit,
 * else cropped (again, with `record`, when the user asks). Undefined when the user cancels the crop.
 */
export async function preparePhoto(
  original: File,
  record: CropRecord | undefined,
  copy: { tips: string },
): Promise<{ file: File; record?: CropRecord } | undefined> {
  const [{ readImageSize }, { cropForUpload }] = await Promise.all([
    import('../crop/image-workers'),
    import('../crop/crop-upload'),
  ]);
  const limits = {
    minAspectRatio: PHOTO_ASPECT_LIMITS.min,
    maxAspectRatio: PHOTO_ASPECT_LIMITS.max,
    tips: copy.tips,
  };
  const size = await readImageSize(original);
  const cropped = await cropForUpload(original, size, limits, record ? { record } : undefined);
  if (cropped === undefined) return { file: original };
  return cropped ? { file: cropped.file, record: cropped.record } : undefined;
}
