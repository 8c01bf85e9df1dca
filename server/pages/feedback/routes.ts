/** The feedback form (spec commerce §2, §7): GET /feedback/form renders it, POST /feedback/submit stores it. */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, failure, ok, parseInput } from '../../http/envelope';
import { sendPage } from '../html';
import { isSameOriginPost, wantsJson } from '../page-user';
import { userOfToken } from '../../http/auth-guard';
import { storeFeedback } from '../../feedback/feedback';
import { feedbackErrorPage, feedbackFormPage, feedbackThanksPage } from './form-page';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import {
  FEEDBACK_FORM_IDS,
  FEEDBACK_FORM_PATH,
  FEEDBACK_SUBMIT_PATH,
  FEEDBACK_TEXT_MAX,
} from '../../../src/core/feedback';

const flag = z.preprocess((v) => v === '1' || v === 1 || v === 'true', z.boolean());

/** source is JSON text; the known fields must have their types, others are kept as sent. */
const sourceSchema = z.object({
  token: z.string().max(4096).optional(),
  uid: z.union([z.string().max(64), z.number()]).optional(),
  product_id: z.union([z.string().max(32), z.number()]).optional(),
  device_id: z.string().max(128).optional(),
  version: z.string().max(32).optional(),
});
const sourceText = z
  .string()
  .max(8192, 'source is too long')
  .default('{}')
  .transform((text, zctx) => {
    try {
      const parsed = sourceSchema.loose().safeParse(JSON.parse(text));
      if (parsed.success) return { text, value: parsed.data };
    } catch {
      // reported below
    }
    zctx.addIssue({
      code: 'custom',
      message: 'source must be a JSON object of token, uid, product_id, device_id, version',
    });
    return z.NEVER;
  });

const formFields = {
  fid: z.coerce
    .number({ error: 'fid must be a feedback form id' })
    .refine((n) => FEEDBACK_FORM_IDS.includes(n), `fid must be one of ${FEEDBACK_FORM_IDS.join(', ')}`),
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'lang must be a language code such as en')
    .default('en'),
  embed: flag.optional(),
  theme: z.enum(['light', 'dark'], { error: 'theme must be light or dark' }).default('light'),
  source: sourceText,
};
const formQuerySchema = z.object(formFields);

function feedbackTextError(text: string): string | undefined {
  if (text.length === 0) return 'Please write your feedback before submitting';
  if (text.length > FEEDBACK_TEXT_MAX) return `Feedback must be at most ${FEEDBACK_TEXT_MAX} characters`;
  return undefined;
}

export function feedbackPages(app: FastifyInstance, ctx: AppContext): void {
  app.get(FEEDBACK_FORM_PATH, async (req, reply) => {
    let query: z.infer<typeof formQuerySchema>;
    try {
      query = parseInput(formQuerySchema, req.query);
    } catch (error) {
      if (error instanceof ApiError) return sendPage(reply, 400, feedbackErrorPage(error.message));
      throw error;
    }
    return sendPage(
      reply,
      200,
      feedbackFormPage({ ...query, embed: Boolean(query.embed), sourceText: query.source.text }),
    );
  });

  app.post(FEEDBACK_SUBMIT_PATH, async (req, reply) => {
    const refuse = (status: number, msg: string) =>
      wantsJson(req)
        ? reply.status(status).send(failure(req, CODE_PARAMS_ERROR, msg))
        : sendPage(reply, status, feedbackErrorPage(msg));
    if (!isSameOriginPost(req)) return refuse(403, 'Feedback is only taken from this site');
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const fields = formQuerySchema.safeParse(raw);
    if (!fields.success) return refuse(400, fields.error.issues.map((i) => i.message).join('; '));
    const body = fields.data;
    const text = typeof raw.text === 'string' ? raw.text.trim() : '';
    const textError = feedbackTextError(text);
    if (textError) {
      // The text is the user's to fix: the form shows it again with the message.
      if (wantsJson(req)) return refuse(400, textError);
      const view = {
        ...body,
        embed: Boolean(body.embed),
        sourceText: body.source.text,
        text,
        error: textError,
      };
      return sendPage(reply, 400, feedbackFormPage(view));
    }
    const { token, ...source } = body.source.value;
    const user = await userOfToken(ctx, token);
    const id = storeFeedback(ctx.db, {
      userId: user?.userId,
      formId: body.fid,
      text,
      source,
      lang: body.lang,
    });
    if (wantsJson(req)) return ok(req, { id });
    return sendPage(reply, 200, feedbackThanksPage(body.theme));
  });
}
