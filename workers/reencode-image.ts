/// <reference lib="webworker" />
import { expose } from 'comlink';

/**
 * Redraws a downloaded image at the given width and height and encodes it in the blob's own type (spec core §4
 * "Download"). Types a canvas cannot write (e.g. GIF) come back as PNG, which is what the browser would give.
 */
export async function reencodeImage(blob: Blob, width: number, height: number): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas getContext fail');
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.convertToBlob({ type: blob.type || 'image/png' });
}

expose({ reencodeImage });
