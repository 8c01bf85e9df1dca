import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok, parseInput } from '../envelope';
import { requireUser } from '../auth-guard';
import { ownedFile } from '../../files/file-storage';
import { MediaNotFound } from '../../media-store/media-store';
import { polishPrompt } from '../../engine/prompt-tools/polish-prompt';
import { runJob } from '../../engine/run-in-worker';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import type { MediaKind } from '../../../src/core/contract/tasks';
import { IMG2PROMPT_PATH, POLISH_PATH, type Img2promptData } from '../../../src/core/contract/prompt-tools';
import {
  img2promptRequestSchema,
  polishRequestSchema,
} from '../../../src/core/contract/prompt-tool-requests';
import { say } from '../../i18n/server-text';
import { requestLanguage, translate } from '../../i18n/translate';

/** A picture takes a few seconds of the segmentation model; more than this many waiting are turned away. */
const MAX_WAITING_DESCRIPTIONS = 4;

/**
 * The prompt tools (see the contract for what each does and how). polish is pure rules and answers at once;
 * img2prompt runs the segmentation model in the engine's worker pool, one picture at a time.
 */
export function promptToolRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(POLISH_PATH, async (req) => {
    const { prompt, algorithm } = parseInput(polishRequestSchema, req.body);
    return ok(req, polishPrompt(prompt, algorithm));
  });

  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  app.post(IMG2PROMPT_PATH, async (req) => {
    const user = await requireUser(ctx, req);
    const { image } = parseInput(img2promptRequestSchema, req.body);
    const file = await ownedFile(ctx.kdb, user.userId, image);
    const notFound = () =>
      new ApiError(CODE_PARAMS_ERROR, say('The file given as {name} was not found', { name: 'image' }), 400);
    if (!file) throw notFound();
    if (file.kind !== 'image') throw new ApiError(CODE_PARAMS_ERROR, 'image must be an image', 400);
    if (waiting >= MAX_WAITING_DESCRIPTIONS) {
      throw new ApiError(
        CODE_PARAMS_ERROR,
        say('Too many pictures are being described; try again shortly.'),
        429,
      );
    }
    // A local copy for the model (the stored file itself in a folder store); bytes gone read as a missing file.
    const local = await ctx.media.localPath(file.path).catch((err: unknown) => {
      throw err instanceof MediaNotFound ? notFound() : err;
    });
    waiting++;
    const run = queue.then(() =>
      runJob({
        taskId: `img2prompt-${req.id}`,
        algorithm: 'img2prompt',
        params: { image },
        files: {
          image: {
            path: local,
            kind: file.kind as MediaKind,
            mime: file.mime,
          },
        },
        // It writes no file.
        outDir: os.tmpdir(),
        seed: 0,
        onProgress: () => {},
        signal: new AbortController().signal,
      }),
    );
    queue = run.catch(() => {});
    try {
      const output = await run;
      const note = output.description ?? '';
      // The note says how the prompt was written, in the language of the request that asked for it.
      const data: Img2promptData = {
        prompt: output.prompt ?? '',
        note: typeof note === 'string' ? note : translate(note, requestLanguage(req)),
      };
      return ok(req, data);
    } finally {
      waiting--;
    }
  });
}
