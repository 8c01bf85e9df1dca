import type { Readable } from 'node:stream';
import type { ByteRange } from '../files/byte-range';

/**
 * Where stored media (uploads and engine outputs) lives, for every process that serves or makes it: a folder
 * (DATA_DIR, or MEDIA_DIR on a shared volume) or an S3-compatible bucket. A key is a relative path with `/`
 * separators (`files/<user>/uploads/<id>.png`, `files/<user>/<task>/out.png`), the same text as a files row's
 * `path`, so rows written before the store existed name their objects in a folder store at DATA_DIR.
 */
export interface MediaStore {
  /** Which store and where, for the start line: `folder /srv/media`, `S3 bucket media at http://…`. */
  readonly description: string;
  /**
   * Takes over a finished local file as the object `key`, replacing one of that key. The local file is gone
   * afterwards (moved, or uploaded and removed); on a failure it is left for the caller to remove.
   */
  put(key: string, localFile: string, contentType?: string): Promise<void>;
  /** The object's size in bytes; undefined when there is no such object. */
  size(key: string): Promise<number | undefined>;
  /** The object's bytes, or only `range` (both ends inclusive, within the size). Throws MediaNotFound. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; one already gone is fine. */
  delete(key: string): Promise<void>;
  /** Removes every object under the folder `prefix` (it ends with `/`): a task's outputs. */
  deleteFolder(prefix: string): Promise<void>;
  /**
   * A local file with the object's bytes, for tools that read paths (ffmpeg, sharp, a remote engine's upload).
   * Read only: in a folder store it is the stored object itself. Throws MediaNotFound.
   */
  localPath(key: string): Promise<string>;
  /** Lets go of connections at the end of the process. */
  close?(): void;
}

/** No object under the key: a row whose bytes are gone reads like a missing row. */
export class MediaNotFound extends Error {
  constructor(readonly key: string) {
    super(`no stored media under ${key}`);
    this.name = 'MediaNotFound';
  }
}

/**
 * A key must stay inside the store: relative, `/`-separated, no empty, `.` or `..` part (a folder prefix may end
 * with one `/`). Keys come from rows the server wrote, so a bad one is a bug, said in English.
 */
export function checkedKey(key: string, folder = false): string {
  const parts = (folder && key.endsWith('/') ? key.slice(0, -1) : key).split('/');
  if (key.includes('\\') || parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`not a media key: "${key}"`);
  }
  return key;
}
