/**
 * Uploads for generator pages: send a file with progress, measure it locally, check it against the shared
 * limits, keep per-slot upload state, and the UploadDropzone input. Server contract: core/contract/uploads.
 */
export { uploadFile } from './upload-file';
export { createUploader, type UploadFile, type UploadFileOptions, type UploaderDeps } from './upload-request';
export { loadImage, IMAGE_LOAD_RETRIES, type LoadImageOptions } from './load-image';
export { readLocalMediaInfo, videoDuration, type LocalMediaInfo, type MediaEnvironment } from './media-info';
export { checkUploadLimits, localUploadFormat, type UploadProblem } from './check-upload';
export {
  chooseUploadFile,
  clearUploadSlot,
  createUploadSlots,
  slotSize,
  slotsPassRatioLimit,
  type ChooseFileOptions,
  type UploadSlot,
  type UploadSlots,
  type UploadStatus,
} from './upload-slots';
export { uploadLimitsHint, uploadProblemText } from './upload-messages';
export { UploadDropzone, type UploadDropzoneProps } from './UploadDropzone';
