import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../context';
import type { SeedMediaSpec } from '../../src/core/seed-media';
import { seedRenderer } from './seed-renderer';
import type { SeedInputs } from './render-media';

interface SeedMediaSummary {
  made: number;
  existing: number;
  failed: string[];
}

/** The seed's media files: made in the background after start, or at once when a request needs one first. */
export interface SeedMediaFiles {
  dir: string;
  /** Settles when every file has been tried; files already on disk are kept (names carry a content hash). */
  ready: Promise<SeedMediaSummary>;
  /** The file's path once it exists; undefined for a name that is not a seed file. */
  ensure(file: string): Promise<string | undefined>;
  /** Stops making files (kills a running ffmpeg) and waits for the job to settle. */
  stop(): Promise<void>;
}

/** Each app's seed media job, made once. */
const jobs = new WeakMap<AppContext, SeedMediaFiles>();
/** Files made at once: two cores are shared with request handling and the media engine. */
const CONCURRENCY = 2;

/** The seed files a spec is made from. */
function directInputs(spec: SeedMediaSpec): SeedMediaSpec[] {
  if (spec.drawing === 'frame') return [spec.source];
  if (spec.drawing === 'module') return Object.values(spec.inputs);
  return [];
}

/** Bytes of a seed file, 0 while it is not made yet. */
export function seedFileSize(dir: string, file: string): number {
  try {
    return fs.statSync(path.join(dir, file)).size;
  } catch {
    return 0;
  }
}

/** A part file this old was left by a process that died (another one may be writing a younger one now). */
const STALE_PART_MS = 10 * 60_000;

export function seedMediaFiles(ctx: AppContext): SeedMediaFiles | undefined {
  return jobs.get(ctx);
}

/** Starts (once per app) making every missing seed file; safe after a crash because files appear by rename. */
export function startSeedMedia(ctx: AppContext, specs: ReadonlyMap<string, SeedMediaSpec>): SeedMediaFiles {
  const existing = jobs.get(ctx);
  if (existing) return existing;
  const dir = ctx.config.seedMediaDir;
  fs.mkdirSync(dir, { recursive: true });
  // A crash mid-write leaves only a .part file, never a truncated final one.
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.part')) continue;
    const part = path.join(dir, name);
    const age = Date.now() - (fs.statSync(part, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > STALE_PART_MS) fs.rmSync(part, { force: true });
  }

  const abort = new AbortController();
  const inflight = new Map<string, Promise<string>>();
  const renderer = seedRenderer();

  const make = (spec: SeedMediaSpec): Promise<string> => {
    const target = path.join(dir, spec.file);
    if (fs.existsSync(target)) return Promise.resolve(target);
    const running = inflight.get(spec.file);
    if (running) return running;
    const job = (async () => {
      // What it is made of first: a poster's clip, a module's input pictures.
      const inputs: SeedInputs = {};
      for (const dep of directInputs(spec)) inputs[dep.file] = await make(dep);
      const part = `${target}.${crypto.randomBytes(4).toString('hex')}.part`;
      try {
        await renderer.draw(spec, part, inputs);
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
  const seedFiles: SeedMediaFiles = {
    dir,
    ready,
    async ensure(file) {
      const spec = specs.get(file);
      if (!spec) return undefined;
      return make(spec);
    },
    async stop() {
      abort.abort();
      await renderer.close();
      await ready.catch(() => undefined);
      await Promise.allSettled([...inflight.values()]);
    },
  };
  jobs.set(ctx, seedFiles);
  ctx.onClose.push(() => seedFiles.stop());
  return seedFiles;
}
