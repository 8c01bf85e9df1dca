/// <reference lib="webworker" />
import { expose } from 'comlink';
import { imageSizeFromHeader } from '../src/core/image-header';

/** Enough of a JPEG to pass EXIF blocks with their thumbnails and reach the frame header. */
const HEADER_BYTES = 256 * 1024;

/**
 * An image's pixel size, off the main thread: from the file header when it can be read (no decode), else by
 * decoding it. JPEG EXIF orientation is not applied, as createImageBitmap does not apply it by default either.
 */
export async function imageSize(blob: Blob): Promise<{ width: number; height: number }> {
  const head = new Uint8Array(await blob.slice(0, HEADER_BYTES).arrayBuffer());
  const fromHeader = imageSizeFromHeader(head);
  if (fromHeader && fromHeader.width > 0 && fromHeader.height > 0) return fromHeader;
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

const api = { imageSize };
expose(api);
/** What the page's bridge calls (src/features/crop/image-workers.ts). */
export type ImageSizeApi = typeof api;
