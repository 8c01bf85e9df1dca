/**
 * /v1/file/tus: resumable uploads (tus 1.0; contract: core/contract/uploads). Every request is checked here
 * (user, declared length, uploads at once, drive space, ownership) and answered in the envelope when refused; tus
 * handles the rest.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Metadata } from '@tus/server';
import type { AppContext } from '../../context';
import { requireUser } from '../auth-guard';
import { ApiError, failure, ok, parseInput } from '../envelope';
import { requestLanguage, translate } from '../../i18n/translate';
import { createTusUploads } from '../../uploads/tus-uploads';
import { issueError } from '../../uploads/save-upload';
import type { UploadsInFlight } from '../../uploads/uploads-in-flight';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import {
  TUS_METADATA,
  TUS_UPLOAD_PATH,
  uploadPurposeSchema,
  type UploadPurpose,
  type UploadedFile,
} from '../../../src/core/contract/uploads';
import {
  UPLOAD_KINDS,
  UPLOAD_LIMITS,
  UPLOAD_MAX_BYTES,
  uploadFormatOf,
} from '../../../src/core/upload-limits';
import { say } from '../../i18n/server-text';

/** How often unfinished uploads past their day are looked for. */
const EXPIRY_SWEEP_MS = 60 * 60_000;

const badRequest = (msg: string, status = 400) => new ApiError(CODE_PARAMS_ERROR, msg, status);
const noSuchUpload = () =>
  new ApiError(CODE_PARAMS_ERROR, say('This upload does not exist (or has expired)'), 404);

function readMetadata(header: string | undefined): Record<string, string | null> {
  if (!header) return {};
  try {
    return Metadata.parse(header);
  } catch {
    throw badRequest('Upload-Metadata is not valid tus metadata');
  }
}

/** The declared length, checked against the largest size the declared kind (or any kind) may have. */
function declaredLength(req: FastifyRequest, purpose: UploadPurpose | null, filetype: string | null): number {
  const header = req.headers['upload-length'];
  if (typeof header !== 'string' || !/^\d+$/.test(header)) {
    throw badRequest('Upload-Length is required: say how many bytes the file has before sending them');
  }
  const size = Number(header);
  if (size === 0) throw issueError({ reason: 'empty' });
  // The declared kind's limit where the client says one (the content is checked at the end all the same);
  // otherwise the largest any kind has, worded for that kind.
  const kind =
    purpose ??
    (filetype ? uploadFormatOf(filetype)?.kind : undefined) ??
    UPLOAD_KINDS.find((k) => UPLOAD_LIMITS[k].maxBytes === UPLOAD_MAX_BYTES)!;
  const cap = UPLOAD_LIMITS[kind].maxBytes;
  if (size > cap) throw issueError({ reason: 'too-big', kind, maxBytes: cap });
  return size;
}

export function tusUploadRoutes(app: FastifyInstance, ctx: AppContext, inFlight: UploadsInFlight): void {
  // Built on first use: an app that never sees a resumable upload (most test apps) makes no store folder.
  let built: ReturnType<typeof createTusUploads> | undefined;
  const tus = () => (built ??= createTusUploads(ctx, inFlight));
  // Every process sweeps its own resumable-upload folder (no lease): unless DATA_DIR is shared, no other process
  // sees its unfinished uploads, and on a shared one a second sweep only finds them gone.
  const sweep = setInterval(
    () =>
      void tus()
        .expire()
        .catch(() => {}),
    EXPIRY_SWEEP_MS,
  );
  sweep.unref();
  ctx.onClose.push(() => clearInterval(sweep));

  // tus reads PATCH bodies itself, from the raw request.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  const handOver = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    // tus writes the answer itself, past the hook that marks signed-in answers as not to be kept.
    if (req.signedIn) reply.raw.setHeader('Cache-Control', 'no-store');
    await tus().server.handle(req.raw, reply.raw);
  };

  app.post(TUS_UPLOAD_PATH, async (req, reply) => {
    const user = await requireUser(ctx, req);
    const metadata = readMetadata(req.headers['upload-metadata'] as string | undefined);
    const purposeText = metadata[TUS_METADATA.purpose]?.trim();
    const purpose = purposeText ? parseInput(uploadPurposeSchema, purposeText) : null;
    const size = declaredLength(req, purpose, metadata[TUS_METADATA.filetype] ?? null);
    // The uploads-at-once cap, the drive-space check and the upload's row, together: a refusal is answered here in
    // the envelope.
    const id = await tus().begin(req.raw, user.userId, purpose, size);
    let created = false;
    try {
      await handOver(req, reply);
      created = reply.raw.statusCode === 201;
    } finally {
      // tus refused the create (a header it does not take, a store that failed): its row would hold space.
      if (!created) await tus().forget(id);
    }
  });

  const ownedUpload = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const user = await requireUser(ctx, req);
    // tus reads the id from the whole URL, query included: only a plain URL names the upload checked here.
    if (req.raw.url?.includes('?')) throw badRequest('An upload URL takes no query string');
    const record = await tus().owned(req.params.id, user.userId);
    if (!record) throw noSuchUpload();
    return record;
  };

  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: `${TUS_UPLOAD_PATH}/:id`,
      handler: async (req, reply) => {
        const record = await ownedUpload(req);
        const complete = Boolean(record.result || record.refusal);
        // A client that lost the answer to its last PATCH asks where it stands: every byte is in (it then reads
        // the outcome with GET). Telling it anything else would make it start the whole file again.
        if (method === 'HEAD' && complete) {
          return reply
            .status(200)
            .header('Tus-Resumable', '1.0.0')
            .header('Upload-Offset', String(record.size))
            .header('Upload-Length', String(record.size))
            .header('Cache-Control', 'no-store')
            .send();
        }
        // Bytes after the outcome is known have nowhere to go: the file was stored (or refused) already.
        if (method === 'PATCH' && complete) {
          return reply.status(409).send(failure(req, CODE_PARAMS_ERROR, 'This upload is already complete'));
        }
        await handOver(req, reply);
      },
    });
  }

  app.get<{ Params: { id: string } }>(
    `${TUS_UPLOAD_PATH}/:id`,
    { exposeHeadRoute: false },
    async (req, reply) => {
      const outcome = await tus().outcome(await ownedUpload(req));
      if (outcome.state === 'stored') return ok<UploadedFile>(req, outcome.file);
      if (outcome.state === 'refused') {
        const { refusal } = outcome;
        const msg = refusal.text ? translate(refusal.text, requestLanguage(req)) : refusal.msg;
        return reply.status(refusal.status).send(failure(req, refusal.code, msg, refusal.data));
      }
      return reply
        .status(409)
        .send(
          failure(
            req,
            CODE_PARAMS_ERROR,
            `The upload is not complete yet: ${outcome.offset} of ${outcome.size} bytes arrived`,
            { offset: outcome.offset, size: outcome.size },
          ),
        );
    },
  );
}
