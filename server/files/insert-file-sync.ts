import type { Db } from '../db/database';
import { statement } from '../db/statements';
import type { NewFile } from './file-storage';

/**
 * insertFile for uploads, still on better-sqlite3: it stores an upload inside its own synchronous SQLite
 * transaction (with the storage quota check), where an awaited Kysely call cannot run. The same row as
 * insertFile; removed once uploads move to Kysely.
 */
export function insertFileSync(db: Db, file: NewFile): void {
  statement(
    db,
    `INSERT INTO files (id, user_id, source, path, name, mime, kind, size, width, height, duration, created_at)
     VALUES (@id, @user_id, @source, @path, @name, @mime, @kind, @size, @width, @height, @duration, @created_at)`,
  ).run(file);
}
