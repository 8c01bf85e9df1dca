import path from 'node:path';
import type { Db } from '../db/database';
import { statement } from '../db/statements';

type FileKind = 'image' | 'video' | 'audio' | 'file';

/** A stored file: an upload or an engine output. */
export interface StoredFile {
  id: string;
  user_id: number;
  source: 'upload' | 'output';
  /** Relative to DATA_DIR. */
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

export function absoluteFilePath(dataDir: string, file: Pick<StoredFile, 'path'>): string {
  return path.join(dataDir, file.path);
}

/** Where a task's outputs live: `${dataDir}/files/<user>/<task>/`. */
export function taskOutputDir(dataDir: string, userId: number, taskId: string): string {
  return path.join(dataDir, 'files', String(userId), taskId);
}
