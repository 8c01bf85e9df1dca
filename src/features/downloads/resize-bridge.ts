import type { ResizeImageApi } from '../../../workers/resize-image';
import { bridge } from '../crop/worker-bridge';

const resizeBridge = bridge<ResizeImageApi>(
  () => new Worker(new URL('../../../workers/resize-image.ts', import.meta.url), { type: 'module' }),
);

/** The image re-drawn at width × height in the re-encode worker, with the blob's type. */
export function resizeDownloadedImage(blob: Blob, width: number, height: number, signal?: AbortSignal) {
  return resizeBridge.run((api) => api.resizeImage(blob, width, height), signal);
}
