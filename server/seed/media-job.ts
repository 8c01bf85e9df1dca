import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../context';
import type { SeedMediaSpec } from './media-spec';
import { renderImage, renderVideo } from './render-media';

interface SeedMediaSummary {
  made: number;
  existing: number;
  failed: string[];
}

/** The seed's media files: made in the background after start, or at once when a request needs one first. */
export interface SeedMediaStore {
  dir: string;
  /** Settles when every file has been tried; files already on disk are kept (names carry a content hash). */
  ready: Promise<SeedMediaSummary>;
  /** The file's path once it exists; undefined for a name that is not a seed file. */
  ensure(file: string): Promise<string | undefined>;
  /** Stops making files (kills a running ffmpeg) and waits for the job to settle. */
  stop(): Promise<void>;
}

const stores = new WeakMap<AppContext, SeedMediaStore>();
/** Files made at once: two cores are shared with request handling and the task engine. */
const CONCURRENCY = 2;

/** Where seed media lives: DATA_DIR/seed. */
function seedMediaDir(dataDir: string): string {
  return path.join(dataDir, 'seed');
}

/** Bytes of a seed file, 0 while it is not made yet. */
export function seedFileSize(dataDir: string, file: string): number {
  try {
    return fs.statSync(path.join(seedMediaDir(dataDir), file)).size;
  } catch {
    return 0;
  }
}

export function seedMediaStore(ctx: AppContext): SeedMediaStore | undefined {
  return stores.get(ctx);
}

/** Starts (once per app) making every missing seed file; safe after a crash because files appear by rename. */
export function startSeedMedia(ctx: AppContext, specs: ReadonlyMap<string, SeedMediaSpec>): SeedMediaStore {
  const existing = stores.get(ctx);
  if (existing) return existing;
  const dir = seedMediaDir(ctx.config.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  // A crash mid-write leaves only a .part file, never a truncated final one.
  for (const name of fs.readdirSync(dir))
    if (name.endsWith('.part')) fs.rmSync(path.join(dir, name), { force: true });

  const abort = new AbortController();
  const inflight = new Map<string, Promise<string>>();

  const make = (spec: SeedMediaSpec): Promise<string> => {
    const target = path.join(dir, spec.file);
    if (fs.existsSync(target)) return Promise.resolve(target);
    const running = inflight.get(spec.file);
    if (running) return running;
    const job = (async () => {
      const part = `${target}.${crypto.randomBytes(4).toString('hex')}.part`;
      try {
        if (spec.kind === 'image') await renderImage(spec, part);
        else await renderVideo(spec, part, abort.signal);
        fs.renameSync(part, target);
        return target;
      } finally {
        fs.rmSync(part, { force: true });
        inflight.delete(spec.file);
      }
    })();
    inflight.set(spec.file, job);
    return job;
  };

  const run = async (): Promise<SeedMediaSummary> => {
    // Let buildApp return first: the API answers while the media is still being made.
    await new Promise((resolve) => setImmediate(resolve));
    const summary: SeedMediaSummary = { made: 0, existing: 0, failed: [] };
    // Stills first: lists show thumbnails before anyone plays a preview.
    const queue = [...specs.values()].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'image' ? -1 : 1));
    const worker = async () => {
      for (let spec = queue.shift(); spec && !abort.signal.aborted; spec = queue.shift()) {
        if (fs.existsSync(path.join(dir, spec.file))) {
          summary.existing++;
          continue;
        }
        try {
          await make(spec);
          summary.made++;
        } catch (err) {
          if (!abort.signal.aborted) summary.failed.push(`${spec.file}: ${(err as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return summary;
  };

  const ready = run();
  const store: SeedMediaStore = {
    dir,
    ready,
    async ensure(file) {
      const spec = specs.get(file);
      if (!spec) return undefined;
      return make(spec);
    },
    async stop() {
      abort.abort();
      await ready.catch(() => undefined);
      await Promise.allSettled([...inflight.values()]);
    },
  };
  stores.set(ctx, store);
  ctx.onClose.push(() => store.stop());
  return store;
}
