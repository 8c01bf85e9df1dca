import type { Db } from '../db/database';
import { statement } from '../db/statements';

type FileKind = 'image' | 'video' | 'audio' | 'file';

/** A stored file: an upload or an engine output. */
export interface StoredFile {
  id: string;
  user_id: number;
  source: 'upload' | 'output';
  /** Its media store key (server/media-store/): a relative path, as in a folder store at DATA_DIR. */
  path: string;
  name: string;
  mime: string;
  kind: FileKind;
  size: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  created_at: number;
  deleted_at: number | null;
}

export type NewFile = Omit<StoredFile, 'deleted_at'>;

export function insertFile(db: Db, file: NewFile): void {
  statement(
    db,
    `INSERT INTO files (id, user_id, source, path, name, mime, kind, size, width, height, duration, created_at)
     VALUES (@id, @user_id, @source, @path, @name, @mime, @kind, @size, @width, @height, @duration, @created_at)`,
  ).run(file);
}

/** A file that has not been deleted, whoever owns it (capability URLs check their signature instead). */
export function liveFile(db: Db, id: string): StoredFile | undefined {
  return statement(db, 'SELECT * FROM files WHERE id = ? AND deleted_at IS NULL').get(id) as
    StoredFile | undefined;
}

/** A live file of this user, or undefined: someone else's file looks exactly like a missing one. */
export function ownedFile(db: Db, userId: number, id: string): StoredFile | undefined {
  const file = liveFile(db, id);
  return file && file.user_id === userId ? file : undefined;
}

/** The store key of an upload: `files/<user>/uploads/<id>.<ext>`. */
export function uploadKey(userId: number, id: string, ext: string): string {
  return `files/${userId}/uploads/${id}.${ext}`;
}

/** The store folder of a task's outputs: `files/<user>/<task>/`, each output's key its path in the run's folder. */
export function taskOutputPrefix(userId: number, taskId: string): string {
  return `files/${userId}/${taskId}/`;
}
