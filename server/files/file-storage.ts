import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

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

export async function insertFile(kdb: Kysely<DB>, file: NewFile): Promise<void> {
  await kdb.insertInto('files').values(file).execute();
}

/** A file that has not been deleted, whoever owns it (capability URLs check their signature instead). */
export async function liveFile(kdb: Kysely<DB>, id: string): Promise<StoredFile | undefined> {
  return (await kdb
    .selectFrom('files')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()) as StoredFile | undefined;
}

/** A live file of this user, or undefined: someone else's file looks exactly like a missing one. */
export async function ownedFile(
  kdb: Kysely<DB>,
  userId: number,
  id: string,
): Promise<StoredFile | undefined> {
  const file = await liveFile(kdb, id);
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
