/// <reference lib="webworker" />
import { expose } from 'comlink';

/**
 * Re-draws a downloaded image at the given width and height, keeping the blob's type (the download contract):
 * decoded and scaled by createImageBitmap, encoded by an OffscreenCanvas, all off the page's thread, so a 4K
 * re-draw does not freeze a phone's screen. A type the canvas cannot write (GIF, say) comes back as PNG.
 */
export async function resizeImage(blob: Blob, width: number, height: number): Promise<Blob> {
  const bitmap = await createImageBitmap(blob, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'high',
  });
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context in the worker');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas.convertToBlob({ type: blob.type || 'image/png', quality: 0.92 });
}

const api = { resizeImage };
expose(api);
/** What the page's bridge calls (src/features/downloads/resize-bridge.ts). */
export type ResizeImageApi = typeof api;
