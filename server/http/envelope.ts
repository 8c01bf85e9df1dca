import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../src/core/contract/envelope';
import { CODE_PARAMS_ERROR, CODE_SUCCESS } from '../../src/core/business-codes';
import type { Language } from '../../src/core/language';
import type { ServerText } from '../i18n/server-text';
import { translate } from '../i18n/translate';
import { issuesText, SAID_BY_DEFAULT } from '../common/zod-issues';
import type { z } from 'zod';

/**
 * A failure the client is meant to read: HTTP status plus a spec business code and a clear message. A message the
 * user reads is a ServerText (made by `say`), answered in the request's language by the error handler; a plain string
 * (a developer's message: schema problems, protocol misuse) is answered as it is. `message` is always English.
 */
export class ApiError extends Error {
  readonly text: ServerText | undefined;

  constructor(
    readonly code: number,
    message: string | ServerText,
    readonly status = 400,
    readonly data: unknown = null,
  ) {
    super(typeof message === 'string' ? message : translate(message));
    this.text = typeof message === 'string' ? undefined : message;
  }

  /** The message in `lang`: a ServerText translated, a plain string as it is. */
  messageIn(lang: Language): string {
    return this.text ? translate(this.text, lang) : this.message;
  }
}

export function ok<T>(req: FastifyRequest, data: T, msg = 'success'): Envelope<T> {
  return { code: CODE_SUCCESS, data, msg, trace_id: String(req.id) };
}

export function failure(req: FastifyRequest, code: number, msg: string, data: unknown = null): Envelope {
  return { code, data, msg, trace_id: String(req.id) };
}

/** Parses untrusted input with a zod schema, turning every problem into one readable 490001 message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const given = input ?? {};
  // zod's own messages are said in the request's language; a schema's plain string stays English.
  const result = schema.safeParse(given, { error: SAID_BY_DEFAULT });
  if (result.success) return result.data;
  throw new ApiError(CODE_PARAMS_ERROR, issuesText(result.error.issues, given), 400);
}
