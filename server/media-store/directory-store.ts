import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange } from '../files/byte-range';
import { checkedKey, MediaNotFound, type MediaStore } from './media-store';

const isMissing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

/**
 * Media as files in one folder, each key its relative path: DATA_DIR by default (where rows have always pointed),
 * or MEDIA_DIR, e.g. a volume every machine mounts.
 */
export function directoryMediaStore(root: string): MediaStore {
  const dir = path.resolve(root);
  const at = (key: string) => path.join(dir, checkedKey(key));

  return {
    description: `folder ${dir}`,

    async put(key, localFile) {
      const dest = at(key);
      // An engine that wrote straight into the store (the outputs of old runs) has nothing left to move.
      if (path.resolve(localFile) === dest) return;
      await fs.mkdir(path.dirname(dest), { recursive: true });
      try {
        await fs.rename(localFile, dest);
      } catch (err) {
        if ((err as { code?: string }).code !== 'EXDEV') throw err;
        // Another disk (a shared volume): copied beside its place and renamed, so no reader sees half a file.
        const part = `${dest}.${crypto.randomUUID()}.part`;
        try {
          await fs.copyFile(localFile, part);
          await fs.rename(part, dest);
        } finally {
          await fs.rm(part, { force: true });
        }
        await fs.rm(localFile, { force: true });
      }
    },

    async size(key) {
      try {
        const stat = await fs.stat(at(key));
        return stat.isFile() ? stat.size : undefined;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async read(key, range?: ByteRange): Promise<Readable> {
      // Opened here, so a missing file is known before an answer starts rather than as a stream error.
      const handle = await fs.open(at(key)).catch((err: unknown) => {
        throw isMissing(err) ? new MediaNotFound(key) : err;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await fs.rm(at(key), { force: true });
    },

    async deleteFolder(prefix) {
      await fs.rm(path.join(dir, checkedKey(prefix, true)), { recursive: true, force: true });
    },

    async localPath(key) {
      const file = at(key);
      await fs.access(file).catch((err: unknown) => {
        throw isMissing(err) ? new MediaNotFound(key) : err;
      });
      return file;
    },
  };
}
