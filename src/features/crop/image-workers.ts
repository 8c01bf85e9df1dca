import { transfer } from 'comlink';
import type { Rect } from '../../core/crop-rules';
import type { CropImageApi } from '../../../workers/crop-image';
import type { DownscaleImageApi } from '../../../workers/downscale-image';
import type { ImageSizeApi } from '../../../workers/image-size';
import { bridge } from './worker-bridge';

const sizeBridge = bridge<ImageSizeApi>(
  () => new Worker(new URL('../../../workers/image-size.ts', import.meta.url), { type: 'module' }),
);
const downscaleBridge = bridge<DownscaleImageApi>(
  () => new Worker(new URL('../../../workers/downscale-image.ts', import.meta.url), { type: 'module' }),
);
const cropBridge = bridge<CropImageApi>(
  () => new Worker(new URL('../../../workers/crop-image.ts', import.meta.url), { type: 'module' }),
);

/** Runs `work` between two User Timing marks, so benchmarks can read how long it took in the page. */
async function measured<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    performance.measure(name, { start, end: performance.now() });
  }
}

export function readImageSize(blob: Blob, signal?: AbortSignal) {
  return sizeBridge.run((api) => api.imageSize(blob), signal);
}

export function downscaleForCrop(blob: Blob, maxWidth?: number, signal?: AbortSignal) {
  return measured('crop:decode', () =>
    downscaleBridge.run((api) => api.downscaleImage(blob, maxWidth), signal),
  );
}

/** Crops and encodes PNG in the worker; the bitmap is handed over (it is closed there). */
export function cropToPng(bitmap: ImageBitmap, rect: Rect, signal?: AbortSignal) {
  return measured('crop:encode', () =>
    cropBridge.run((api) => api.cropImage(transfer(bitmap, [bitmap]), rect), signal),
  );
}
