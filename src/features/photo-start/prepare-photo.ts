import { needsCrop, type CropLimits } from '../crop/needs-crop';
import type { CropRecord } from '../crop/crop-types';

/**
 * The photo limits of the image generators this starter feeds (image to video, image to image): a ratio between
 * 2:5 and 5:2 and at most 2000 px a side. The spec gives no numbers; these are this app's choice.
 */
const PHOTO_LIMITS: CropLimits = { minAspectRatio: 0.4, maxAspectRatio: 2.5, maxWidth: 2000 };

/**
 * The photo to start from: as picked when it fits the limits, else cropped (again, with `record`, when the user
 * asks). Undefined when the user cancels the crop.
 */
export async function preparePhoto(
  original: File,
  record: CropRecord | undefined,
  copy: { tips: string },
): Promise<{ file: File; record?: CropRecord } | undefined> {
  const { readImageSize } = await import('../crop/image-workers');
  if (!record && !needsCrop(await readImageSize(original), PHOTO_LIMITS)) return { file: original };
  const { openCrop } = await import('../crop/open-crop');
  const result = await openCrop({ file: original, ...PHOTO_LIMITS, cropRecord: record, tips: copy.tips });
  return result ? { file: result.image, record: result.cropRecord } : undefined;
}
