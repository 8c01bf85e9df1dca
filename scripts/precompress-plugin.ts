import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
/**
 * Hashed assets are fetched by every visitor and kept a year: worth brotli's slowest setting. The many small pages
 * get a quicker one that compresses nearly as well.
 */
const brotliQuality = (file: string) =>
  file.includes(`${path.sep}assets${path.sep}`) ? zlib.constants.BROTLI_MAX_QUALITY : 9;
const gzip = promisify(zlib.gzip);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes brotli and gzip copies beside every text file of the build (after the service worker is written), so the
 * server answers with the best encoding the browser accepts without compressing on each request.
 */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'app:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const files = filesUnder(outDir).filter(
          (file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`),
        );
        let count = 0;
        // zlib's async calls run on libuv's thread pool: the files compress side by side.
        await Promise.all(
          files.map(async (file) => {
            const bytes = await fs.promises.readFile(file);
            if (bytes.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([
              fs.promises.writeFile(`${file}.br`, br),
              fs.promises.writeFile(`${file}.gz`, gz),
            ]);
            count++;
          }),
        );
        config.logger.info(`precompressed ${count} files (brotli, gzip)`);
      },
    },
  };
}
