/** The feedback form: GET /feedback/form renders it, POST /feedback/submit stores it. */
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, failure, ok, parseInput } from '../../http/envelope';
import { sendPage } from '../html';
import { isSameOriginPost, pageUser, wantsJson } from '../page-user';
import { saveFeedback } from '../../feedback/feedback';
import { feedbackErrorPage, feedbackFormPage, feedbackThanksPage } from './form-page';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { FEEDBACK_FORM_PATH, FEEDBACK_SUBMIT_PATH, FEEDBACK_TEXT_MAX } from '../../../src/core/feedback';
import { feedbackFormQuerySchema } from '../../../src/core/contract/feedback';
import { say, type ServerText } from '../../i18n/server-text';
import { pageLanguage, sayIn, translate } from '../../i18n/translate';

function feedbackTextError(text: string): ServerText | undefined {
  if (text.length === 0) return say('Please write your feedback before submitting');
  if (text.length > FEEDBACK_TEXT_MAX) {
    return say('Feedback must be at most {count} characters', { count: FEEDBACK_TEXT_MAX });
  }
  return undefined;
}

export function feedbackPages(app: FastifyInstance, ctx: AppContext): void {
  app.get(FEEDBACK_FORM_PATH, async (req, reply) => {
    let query: z.infer<typeof feedbackFormQuerySchema>;
    // The app's language (the form's lang), even when another field is wrong.
    const lang = pageLanguage(req, (req.query as Record<string, unknown> | undefined)?.lang);
    try {
      query = parseInput(feedbackFormQuerySchema, req.query);
    } catch (error) {
      if (error instanceof ApiError) return sendPage(reply, 400, feedbackErrorPage(lang, error.message));
      throw error;
    }
    return sendPage(
      reply,
      200,
      feedbackFormPage(lang, { ...query, embed: Boolean(query.embed), sourceText: query.source.text }),
    );
  });

  app.post(FEEDBACK_SUBMIT_PATH, async (req, reply) => {
    const raw = (req.body ?? {}) as Record<string, unknown>;
    // The form carries the app's lang; a JSON client says its language by Accept-Language.
    const lang = pageLanguage(req, raw.lang);
    const refuse = (status: number, msg: string) =>
      wantsJson(req)
        ? reply.status(status).send(failure(req, CODE_PARAMS_ERROR, msg))
        : sendPage(reply, status, feedbackErrorPage(lang, msg));
    if (!isSameOriginPost(req)) return refuse(403, sayIn(lang, 'Feedback is only taken from this site'));
    const fields = feedbackFormQuerySchema.safeParse(raw);
    if (!fields.success) return refuse(400, fields.error.issues.map((i) => i.message).join('; '));
    const body = fields.data;
    const text = typeof raw.text === 'string' ? raw.text.trim() : '';
    const textError = feedbackTextError(text);
    if (textError) {
      // The text is the user's to fix: the form shows it again with the message.
      const error = translate(textError, lang);
      if (wantsJson(req)) return refuse(400, error);
      const view = { ...body, embed: Boolean(body.embed), sourceText: body.source.text, text, error };
      return sendPage(reply, 400, feedbackFormPage(lang, view));
    }
    // The sender is the app's signed-in user by the token cookie the form's post carries (a token in the frame's
    // URL would be kept in histories and logs). Older app builds still put one in the source: never read or stored.
    const { token: _urlToken, ...source } = body.source.value;
    const user = await pageUser(ctx, req);
    const id = await saveFeedback(ctx.kdb, {
      userId: user?.userId,
      formId: body.fid,
      text,
      source,
      lang: body.lang,
    });
    if (wantsJson(req)) return ok(req, { id });
    return sendPage(reply, 200, feedbackThanksPage(lang, body.theme));
  });
}
