/** OpenCV (wasm build from @techstark/opencv-js), loaded lazily once per thread. */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// The typings of the package are partial; the handful of functions used here are typed at their call sites.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OpenCv = any;

/** Held in a wrapper: the OpenCV module is thenable, and an async function returning it would never settle. */
let ready: Promise<{ cv: OpenCv }> | undefined;

/** Resolves to `{ cv }`, never to the module itself (see above). */
export function loadOpenCv(): Promise<{ cv: OpenCv }> {
  ready ??= (async () => {
    // require, not import(): the CommonJS module object is thenable, so awaiting an import() namespace that
    // re-exports its `then` never settles; for the same reason it is never passed to resolve() itself.
    const mod = require('@techstark/opencv-js') as OpenCv;
    return new Promise<{ cv: OpenCv }>((resolve) => {
      if (mod.Mat) resolve({ cv: mod });
      else mod.onRuntimeInitialized = () => resolve({ cv: mod });
    });
  })();
  return ready;
}

export type InpaintMethod = 'telea' | 'ns';

/**
 * Fills the masked pixels (mask byte > 127) of an RGB image from their surroundings.
 * radius is the neighbourhood in pixels the fill draws from.
 */
export async function inpaintRgb(
  rgb: Buffer,
  mask: Buffer,
  width: number,
  height: number,
  method: InpaintMethod,
  radius: number,
): Promise<Buffer> {
  const { cv } = await loadOpenCv();
  const src = cv.matFromArray(height, width, cv.CV_8UC3, rgb);
  const m = cv.matFromArray(height, width, cv.CV_8UC1, mask);
  const dst = new cv.Mat();
  try {
    cv.threshold(m, m, 127, 255, cv.THRESH_BINARY);
    cv.inpaint(src, m, dst, radius, method === 'ns' ? cv.INPAINT_NS : cv.INPAINT_TELEA);
    return Buffer.from(dst.data as Uint8Array);
  } finally {
    src.delete();
    m.delete();
    dst.delete();
  }
}
