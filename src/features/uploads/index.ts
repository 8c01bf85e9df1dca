/**
 * Uploads for generator pages: send a file with progress, measure it locally, check it against the shared
 * limits, keep per-slot upload state, and the UploadDropzone input. Server contract: core/contract/uploads.
 */
export { uploadFile } from './upload-file';
export { adoptUpload, chooseUploadFile, createUploadSlots, type ImageCropStep } from './upload-slots';
export { uploaderFor, watchUpload } from './resumable-upload';
export { uploadLimitsHint } from './upload-messages';
export { UploadDropzone } from './UploadDropzone';
