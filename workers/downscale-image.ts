/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import { downscaledSize } from '../src/core/crop-rules';

export interface DownscaledImage {
  /** The picture to crop from: at most `limit` px on either side. */
  bitmap: ImageBitmap;
  /**
   * A second copy for the screen: the page hands it to a 'bitmaprenderer' canvas, which takes it without a copy,
   * where drawing it with a 2D context costs the main thread tens of milliseconds.
   */
  display: ImageBitmap;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
}

/**
 * Decodes an image and, when a side is larger than the smaller of maxWidth and 2000 px, scales it down before
 * cropping. The bitmap is transferred, not copied, to the page.
 */
export async function downscaleImage(blob: Blob, maxWidth?: number): Promise<DownscaledImage> {
  const source = await createImageBitmap(blob);
  const sourceSize = { width: source.width, height: source.height };
  const target = downscaledSize(sourceSize, maxWidth);
  let bitmap = source;
  if (target.width !== source.width || target.height !== source.height) {
    bitmap = await createImageBitmap(source, {
      resizeWidth: target.width,
      resizeHeight: target.height,
      resizeQuality: 'high',
    });
    source.close();
  }
  const display = await createImageBitmap(bitmap);
  const result: DownscaledImage = {
    bitmap,
    display,
    width: bitmap.width,
    height: bitmap.height,
    sourceWidth: sourceSize.width,
    sourceHeight: sourceSize.height,
  };
  return transfer(result, [bitmap, display]);
}

const api = { downscaleImage };
expose(api);
/** What the page's bridge calls (src/features/crop/image-workers.ts). */
export type DownscaleImageApi = typeof api;
