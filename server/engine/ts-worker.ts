/**
 * Worker threads whose entry is a TypeScript file. On Node 20 `execArgv: ['--import', 'tsx']` does not reach a
 * worker's entry module (ERR_UNKNOWN_FILE_EXTENSION), so a tiny bootstrap registers tsx's ESM hooks and then
 * imports the entry. tsx is located from this file, so the current directory does not matter.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
// Workers draw with sharp. On glibc Linux the main thread must hold sharp's shared libraries too, or the last
// worker to exit unloads libvips under the others (sharp's documented worker-thread rule).
import 'sharp';

function tsxEsmApiUrl(): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('tsx/package.json');
  const pkg = require(pkgPath) as { exports: Record<string, { import?: { default?: string } }> };
  const rel = pkg.exports['./esm/api']?.import?.default ?? './dist/esm/api/index.mjs';
  return pathToFileURL(path.join(path.dirname(pkgPath), rel)).href;
}

/** Starts a worker thread running the TypeScript module at `entryUrl` (a file: URL). */
export function startTsWorker(entryUrl: string): Worker {
  const bootstrap = `(async () => {
  const { register } = await import(${JSON.stringify(tsxEsmApiUrl())});
  register();
  await import(${JSON.stringify(entryUrl)});
})().catch((err) => { setImmediate(() => { throw err; }); });`;
  return new Worker(bootstrap, { eval: true });
}
