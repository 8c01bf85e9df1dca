import type { Size } from '../../core/crop-rules';
import { needsCrop, type CropLimits } from './needs-crop';
import type { CroppedImage, CropRecord } from './crop-types';

export interface UploadCropOptions extends CropLimits {
  /** The ratio the modal starts on (width/height), e.g. the form's aspect ratio; ignored outside the limits. */
  currentAspectRatio?: number;
  tips?: string;
}

/**
 * The crop step of an image upload: when the picture breaks the limits (shape, or larger than the downscale
 * limit) the crop modal opens, and the crop is what gets uploaded. With `reopen` (the upload's Crop button) the
 * modal opens anyway, back where the last crop left it. Resolves with the crop, null when the user cancelled, or
 * undefined when the picture is taken as it is; a failed crop rejects (it was logged in the modal).
 */
export async function cropForUpload(
  file: File,
  size: Size,
  options: UploadCropOptions,
  reopen?: { record?: CropRecord },
): Promise<CroppedImage | null | undefined> {
  if (!reopen && !needsCrop(size, options)) return undefined;
  // The modal and its workers load with the first picture that needs them.
  const { openCrop } = await import('./open-crop');
  const result = await openCrop({ file, ...options, cropRecord: reopen?.record });
  if (!result) return null;
  return {
    file: result.image,
    width: result.outputWidth,
    height: result.outputHeight,
    original: file,
    record: result.cropRecord,
  };
}
