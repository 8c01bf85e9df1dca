import type { TemplateField } from '../../../core/contract/templates';
import { cropForUpload } from '../../crop/crop-upload';
import type { ImageCropStep } from '../../uploads';

/** "16:9" → 16/9; undefined for anything else. */
function ratioValue(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(value) : null;
  return match && Number(match[2]) > 0 ? Number(match[1]) / Number(match[2]) : undefined;
}

/**
 * The crop step of an image field: its shape limits and downscale limit decide when the crop modal opens, and the
 * form's aspect ratio (when the form has one) is the ratio the modal starts on.
 */
export function fieldCropStep(
  field: TemplateField,
  options: { tips: string; formAspectRatio?: unknown },
): ImageCropStep {
  const limits = {
    minAspectRatio: field.min_aspect_ratio,
    maxAspectRatio: field.max_aspect_ratio,
    maxWidth: field.max_width,
    currentAspectRatio: ratioValue(options.formAspectRatio),
    tips: options.tips,
  };
  return (file, size, reopen) => cropForUpload(file, size, limits, reopen);
}
