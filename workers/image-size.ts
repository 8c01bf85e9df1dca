/// <reference lib="webworker" />
import { expose } from 'comlink';

/** Reads an image's pixel size off the main thread (decoding a 24 MP photo takes long enough to stall a page). */
export async function imageSize(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

expose({ imageSize });
