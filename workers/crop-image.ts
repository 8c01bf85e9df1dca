/// <reference lib="webworker" />
import { expose } from 'comlink';
import { CROP_OUTPUT_TYPE, type Rect } from '../src/core/crop-rules';

/** Cuts `rect` (in the bitmap's pixels) out of the bitmap and encodes it as PNG, the crop's output format. */
export async function cropImage(bitmap: ImageBitmap, rect: Rect): Promise<Blob> {
  const canvas = new OffscreenCanvas(rect.width, rect.height);
  const ctx = canvas.getContext('2d');
  // Canvas failures throw 'canvas getContext fail'.
  if (!ctx) throw new Error('canvas getContext fail');
  ctx.drawImage(bitmap, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  bitmap.close();
  return canvas.convertToBlob({ type: CROP_OUTPUT_TYPE });
}

const api = { cropImage };
expose(api);
/** What the page's bridge calls (src/features/crop/image-workers.ts). */
export type CropImageApi = typeof api;
