/**
 * Resumable uploads over tus 1.0 (@tus/server, bytes in its file store on the data disk). The route checks the
 * user, the declared length and who owns an upload before tus sees the request, and has the upload's row made here
 * (the uploads-at-once cap, the drive-space check and the row in one transaction) before tus creates it under that
 * id; when the last byte arrives the file goes through the same checks and storing as a one-request upload
 * (saveUpload), and the outcome is kept for GET. Unfinished uploads expire after a day.
 */
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, Uid, type Upload } from '@tus/server';
import type { AppContext } from '../context';
import { say, type ServerText } from '../i18n/server-text';
import { translate } from '../i18n/translate';
import { ApiError } from '../http/envelope';
import { assertStorageSpace } from '../drive/drive-spaces';
import { lockForWrite } from '../tasks/lock-for-write';
import { nowSeconds } from '../../src/core/dates';
import { DAY_MS } from '../../src/core/session-rules';
import { CODE_ERROR, CODE_PARAMS_ERROR } from '../../src/core/business-codes';
import {
  TUS_METADATA,
  TUS_UPLOAD_PATH,
  type UploadPurpose,
  type UploadedFile,
} from '../../src/core/contract/uploads';
import { UPLOAD_MAX_BYTES } from '../../src/core/upload-limits';
import { saveUpload } from './save-upload';
import type { UploadsInFlight } from './uploads-in-flight';
import {
  deleteTusRecord,
  expireTusRecords,
  insertTusRecord,
  pendingTusBytes,
  recordTusOutcome,
  tusRecord,
  type TusRow,
} from './tus-records';

/** How long an unfinished upload waits for its next byte, and how long a finished one's outcome is kept. */
const TUS_UPLOAD_TTL_MS = DAY_MS;

interface Refusal {
  code: number;
  /** English. */
  msg: string;
  /** The message to translate for the GET that reads the refusal (its Accept-Language may be any). */
  text?: ServerText;
  status: number;
  data: unknown;
}

/** What GET answers for an upload: still arriving, stored, or refused. */
export type TusOutcome =
  | { state: 'uploading'; offset: number; size: number }
  | { state: 'stored'; file: UploadedFile }
  | { state: 'refused'; refusal: Refusal };

const STORE_FAILED = say('The file could not be stored. Please try again.');

function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError)
    return { code: error.code, msg: error.message, text: error.text, status: error.status, data: error.data };
  // Its bytes are gone (dropped once the outcome is known), so trying the same upload again cannot help: a final
  // answer (not a 5xx, which clients take for "try again later").
  return {
    code: CODE_ERROR,
    msg: translate(STORE_FAILED),
    text: STORE_FAILED,
    status: 422,
    data: null,
  };
}

export function createTusUploads(ctx: AppContext, inFlight: UploadsInFlight) {
  const directory = path.join(ctx.config.dataDir, 'tmp', 'tus');
  // The store makes its folder with an asynchronous mkdir whose failure throws out of a callback; made here
  // first, that mkdir has nothing left to do.
  fs.mkdirSync(directory, { recursive: true });
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: TUS_UPLOAD_TTL_MS });
  /** The id whose row a creating request has made (begin), read by tus when it names the upload. */
  const begun = new WeakMap<IncomingMessage, string>();

  const row = (id: string) => tusRecord(ctx.kdb, id);

  /** A file stored by a finish whose outcome came second: nothing hands it out, so it goes at once. */
  async function undoStored(fileId: string): Promise<void> {
    const gone = await ctx.kdb
      .updateTable('files')
      .set({ deleted_at: nowSeconds() })
      .where('id', '=', fileId)
      .where('deleted_at', 'is', null)
      .returning('path')
      .executeTakeFirst();
    if (gone) await ctx.media.delete(gone.path);
  }

  /** The bytes and tus's info file of an upload whose outcome is known. */
  function dropBytes(id: string): void {
    for (const file of [id, `${id}.json`]) fs.rmSync(path.join(directory, file), { force: true });
  }

  /** Finishes in progress: a GET in the meantime waits for the outcome instead of answering "not complete". */
  const finishing = new Map<string, Promise<void>>();

  async function finish(upload: Upload): Promise<void> {
    const found = await row(upload.id);
    // Finished already (its outcome is kept): the same last bytes again change nothing.
    if (!found || found.result || found.refusal) return;
    try {
      const stored = await saveUpload(
        ctx,
        found.user_id,
        {
          tempPath: path.join(directory, upload.id),
          clientName: upload.metadata?.[TUS_METADATA.filename] ?? '',
          size: upload.offset,
          truncated: false,
          fields: {},
        },
        found.purpose ?? undefined,
      );
      if (!(await recordTusOutcome(ctx.kdb, upload.id, { result: JSON.stringify(stored) })))
        await undoStored(stored.file);
    } catch (error) {
      await recordTusOutcome(ctx.kdb, upload.id, { refusal: JSON.stringify(refusalOf(error)) });
    } finally {
      dropBytes(upload.id);
    }
  }

  const server = new Server({
    path: TUS_UPLOAD_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: UPLOAD_MAX_BYTES,
    // The upload takes the id of the row begin made: only a request the route let through names one.
    namingFunction(req) {
      const id = req.runtime?.node?.req && begun.get(req.runtime.node.req as IncomingMessage);
      if (!id) throw { status_code: 401, body: 'Please log in again' };
      return id;
    },
    async onUploadFinish(_req, upload) {
      const done = finish(upload);
      finishing.set(upload.id, done);
      try {
        await done;
      } finally {
        finishing.delete(upload.id);
      }
      return {};
    },
    // tus's own refusals (a wrong offset, a missing header) in the API's envelope, like every other answer.
    onResponseError(_req, err) {
      const status = 'status_code' in err ? err.status_code : 500;
      const msg = 'body' in err ? err.body.trim() : 'unknown error';
      const code = status >= 500 ? CODE_ERROR : CODE_PARAMS_ERROR;
      return { status_code: status, body: JSON.stringify({ code, data: null, msg, trace_id: '' }) };
    },
  });
  server.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    deleteTusRecord(ctx.kdb, id).catch((error: unknown) =>
      console.error('tus upload row not removed', error),
    );
  });

  return {
    server,
    /**
     * Makes the row of the upload this request creates (for a user the route has checked), or refuses it before a
     * byte is stored: with 429 when the account sends as many files at once as it may (inFlight), with 490602 when
     * the drive has no room for it (unfinished uploads count with their declared size, so many open uploads cannot
     * fill the drive past its size). The checks and the row are one transaction holding the user's row, so
     * creates at once (two tabs, two processes) are counted one after the other and cannot together pass the cap
     * or declare more than the free space. Answers the id tus will create it under.
     */
    async begin(req: IncomingMessage, userId: number, purpose: UploadPurpose | null, size: number) {
      const id = Uid.rand();
      await ctx.kdb.transaction().execute(async (trx) => {
        await lockForWrite(trx, 'users', userId);
        await inFlight.assertRoom(trx, userId);
        const pending = await pendingTusBytes(trx, userId);
        await assertStorageSpace(trx, userId, size + pending, ctx.config.storageQuotaFreeBytes);
        await insertTusRecord(trx, { id, user_id: userId, purpose, size, created_at: nowSeconds() });
      });
      begun.set(req, id);
      return id;
    },
    /** Removes the row of an upload tus did not create after all (it refused the request): it holds no space. */
    forget: (id: string) => deleteTusRecord(ctx.kdb, id),
    /** The upload if `userId` started it; another user's looks like none. */
    async owned(id: string, userId: number): Promise<TusRow | undefined> {
      const found = await row(id);
      return found?.user_id === userId ? found : undefined;
    },
    async outcome(found: TusRow): Promise<TusOutcome> {
      await finishing.get(found.id);
      const record = (await row(found.id)) ?? found;
      if (record.result) return { state: 'stored', file: JSON.parse(record.result) as UploadedFile };
      if (record.refusal) return { state: 'refused', refusal: JSON.parse(record.refusal) as Refusal };
      const upload = await store.getUpload(record.id);
      return { state: 'uploading', offset: upload.offset, size: upload.size ?? 0 };
    },
    /** Removes unfinished uploads older than a day (bytes and rows) and outcomes nobody asked for in a day. */
    async expire(): Promise<number> {
      // tus's store reads the clock itself: both go by the same Date.now().
      const now = Date.now();
      const removed = await server.cleanUpExpiredUploads();
      await expireTusRecords(ctx.kdb, Math.floor((now - TUS_UPLOAD_TTL_MS) / 1000));
      return removed;
    },
  };
}
