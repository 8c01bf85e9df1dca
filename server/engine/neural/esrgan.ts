/**
 * Neural super-resolution: ESRGAN (RDN) weights from @upscalerjs/esrgan-slim / -medium, run with tfjs on the wasm backend.
 * Loaded lazily on first use and cached per thread; images are processed in overlapping tiles so memory stays flat
 * and progress can be reported.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export type EsrganSize = 'slim' | 'medium';
export type EsrganScale = 2 | 4;

export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

type Tf = typeof import('@tensorflow/tfjs-core');
type LayersModel = import('@tensorflow/tfjs-layers').LayersModel;

const require = createRequire(import.meta.url);
let tfReady: Promise<{ tf: Tf; tfl: typeof import('@tensorflow/tfjs-layers') }> | undefined;
const models = new Map<string, Promise<LayersModel>>();

/** tfjs-core + layers on the wasm backend (no native tfjs-node build needed). */
function loadTf() {
  tfReady ??= (async () => {
    const tf = await import('@tensorflow/tfjs-core');
    const tfl = await import('@tensorflow/tfjs-layers');
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    const wasmDir = path.join(
      path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
      'dist',
    );
    wasm.setWasmPaths(`${wasmDir}${path.sep}`);
    await tf.setBackend('wasm');
    await tf.ready();
    return { tf, tfl };
  })();
  return tfReady;
}

function modelDir(size: EsrganSize, scale: EsrganScale): string {
  // The packages export no package.json; their main entry sits under dist/, the weights under models/.
  const entry = require.resolve(`@upscalerjs/esrgan-${size}`);
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  return path.join(root, 'models', `x${scale}`);
}

async function loadModel(size: EsrganSize, scale: EsrganScale): Promise<LayersModel> {
  const key = `${size}x${scale}`;
  let model = models.get(key);
  if (!model) {
    model = (async () => {
      const { tf, tfl } = await loadTf();
      const dir = modelDir(size, scale);
      const json = JSON.parse(await readFile(path.join(dir, 'model.json'), 'utf8'));
      const manifest = json.weightsManifest as Array<{ paths: string[]; weights: unknown[] }>;
      const buffers = await Promise.all(
        manifest.flatMap((g) => g.paths.map((p) => readFile(path.join(dir, p)))),
      );
      const weightData = Buffer.concat(buffers);
      return tfl.loadLayersModel(
        tf.io.fromMemory({
          modelTopology: json.modelTopology,
          weightSpecs: manifest.flatMap((g) => g.weights) as never,
          weightData: weightData.buffer.slice(
            weightData.byteOffset,
            weightData.byteOffset + weightData.byteLength,
          ),
        }),
      );
    })();
    models.set(key, model);
    model.catch(() => models.delete(key));
  }
  return model;
}

const TILE = 128;
const PAD = 8;

/** Upscales an RGB image by 2 or 4; progress is reported per tile as 0–100. */
export async function esrganUpscale(
  img: RgbImage,
  scale: EsrganScale,
  size: EsrganSize,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<RgbImage> {
  const { tf } = await loadTf();
  const model = await loadModel(size, scale);
  const W = img.width * scale;
  const H = img.height * scale;
  const out = Buffer.alloc(W * H * 3);
  const cols = Math.ceil(img.width / TILE);
  const rows = Math.ceil(img.height / TILE);
  for (let ty = 0; ty < rows; ty++) {
    for (let tx = 0; tx < cols; tx++) {
      signal.throwIfAborted();
      // Tile plus a margin of context on each side, so seams do not show.
      const x0 = Math.max(0, tx * TILE - PAD);
      const y0 = Math.max(0, ty * TILE - PAD);
      const x1 = Math.min(img.width, (tx + 1) * TILE + PAD);
      const y1 = Math.min(img.height, (ty + 1) * TILE + PAD);
      const tw = x1 - x0;
      const th = y1 - y0;
      const input = new Float32Array(tw * th * 3);
      for (let y = 0; y < th; y++) {
        for (let x = 0; x < tw; x++) {
          const si = ((y0 + y) * img.width + (x0 + x)) * 3;
          const di = (y * tw + x) * 3;
          input[di] = img.data[si];
          input[di + 1] = img.data[si + 1];
          input[di + 2] = img.data[si + 2];
        }
      }
      const result = tf.tidy(() => {
        const x = tf.expandDims(tf.tensor3d(input, [th, tw, 3]), 0);
        return tf.clipByValue(model.predict(x) as import('@tensorflow/tfjs-core').Tensor, 0, 255);
      });
      const pixels = await result.data();
      result.dispose();
      // Copy only the tile's own area (without the context margin) into the output.
      const cx0 = tx * TILE;
      const cy0 = ty * TILE;
      const cx1 = Math.min(img.width, cx0 + TILE);
      const cy1 = Math.min(img.height, cy0 + TILE);
      const otw = tw * scale;
      for (let y = cy0 * scale; y < cy1 * scale; y++) {
        const sy = y - y0 * scale;
        for (let x = cx0 * scale; x < cx1 * scale; x++) {
          const sx = x - x0 * scale;
          const si = (sy * otw + sx) * 3;
          const di = (y * W + x) * 3;
          out[di] = Math.round(pixels[si]);
          out[di + 1] = Math.round(pixels[si + 1]);
          out[di + 2] = Math.round(pixels[si + 2]);
        }
      }
      onProgress(((ty * cols + tx + 1) / (rows * cols)) * 100);
    }
  }
  return { data: out, width: W, height: H };
}
