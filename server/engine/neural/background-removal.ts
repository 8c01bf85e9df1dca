/** Neural background removal with @imgly/background-removal-node (ONNX segmentation model shipped in the package). */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type BackgroundModel = 'small' | 'medium';

const require = createRequire(import.meta.url);
let lib: Promise<typeof import('@imgly/background-removal-node')> | undefined;

/** The package fetches its model chunks from publicPath; pointing it at its own dist/ keeps everything offline. */
function publicPath(): string {
  return `${pathToFileURL(path.dirname(require.resolve('@imgly/background-removal-node'))).href}/`;
}

/** PNG in → PNG with the background made transparent (same size). */
export async function removeBackgroundPng(
  png: Buffer,
  model: BackgroundModel,
  onProgress: (percent: number) => void,
): Promise<Buffer> {
  lib ??= import('@imgly/background-removal-node');
  const { removeBackground } = await lib;
  const blob = await removeBackground(new Blob([new Uint8Array(png)], { type: 'image/png' }), {
    publicPath: publicPath(),
    model,
    output: { format: 'image/png' },
    progress: (_key: string, current: number, total: number) => {
      if (total > 0) onProgress((current / total) * 50);
    },
  });
  return Buffer.from(await blob.arrayBuffer());
}
