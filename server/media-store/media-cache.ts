import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedKey, MediaNotFound } from './media-store';

/** A cached copy unused this long goes at the next prune; a use touches it, and a job lasts minutes. */
const KEEP_UNUSED_MS = 24 * 60 * 60 * 1000;
/** Prunes run at most this often, started by a use (no timer to stop). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** What the cache needs of its store: an object's version (its ETag; undefined: no object) and its bytes. */
interface CacheSource {
  version(key: string): Promise<string | undefined>;
  read(key: string): Promise<Readable>;
}

/**
 * Local copies of a remote store's objects for tools that read paths. A copy is named by the object's version
 * (`<hash of the ETag>-<name>`, the extension kept for tools that go by it), so an object put again under the same
 * key is fetched again, and several processes may share the folder: each copy is written aside and renamed.
 */
export function mediaCache(dir: string, source: CacheSource) {
  let lastPrune = 0;

  const copyOf = (key: string, version: string) => {
    const name = path.posix.basename(key);
    const tag = crypto.createHash('sha256').update(version).digest('hex').slice(0, 16);
    return path.join(dir, path.posix.dirname(checkedKey(key)), `${tag}-${name}`);
  };

  /** Copies of `key`, whatever their version. */
  async function copies(key: string): Promise<string[]> {
    const folder = path.join(dir, path.posix.dirname(checkedKey(key)));
    const suffix = `-${path.posix.basename(key)}`;
    const names = await fs.readdir(folder).catch(() => []);
    return names
      .filter((name) => /^[0-9a-f]{16}-/.test(name) && name.endsWith(suffix))
      .map((name) => path.join(folder, name));
  }

  async function prune(folder: string, now: number): Promise<void> {
    for (const entry of await fs.readdir(folder, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        await prune(full, now);
        await fs.rmdir(full).catch(() => undefined); // only when empty
      } else {
        const stat = await fs.stat(full).catch(() => undefined);
        if (stat && now - stat.mtimeMs > KEEP_UNUSED_MS) await fs.rm(full, { force: true });
      }
    }
  }

  return {
    async localPath(key: string): Promise<string> {
      const version = await source.version(key);
      if (version === undefined) throw new MediaNotFound(key);
      const file = copyOf(key, version);
      const now = new Date();
      try {
        await fs.utimes(file, now, now);
      } catch {
        await fs.mkdir(path.dirname(file), { recursive: true });
        const part = `${file}.${crypto.randomUUID()}.part`;
        try {
          await pipeline(await source.read(key), createWriteStream(part));
          await fs.rename(part, file);
        } finally {
          await fs.rm(part, { force: true });
        }
      }
      if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now.getTime();
        prune(dir, now.getTime()).catch((err: unknown) => console.error('media cache prune failed', err));
      }
      return file;
    },

    /** Drops this process's copies of a key deleted or replaced (other machines' go at their prune). */
    async forget(key: string): Promise<void> {
      for (const file of await copies(key)) await fs.rm(file, { force: true });
    },

    async forgetFolder(prefix: string): Promise<void> {
      await fs.rm(path.join(dir, checkedKey(prefix, true)), { recursive: true, force: true });
    },
  };
}
