import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../src/core/contract/envelope';
import { CODE_PARAMS_ERROR, CODE_SUCCESS } from '../../src/core/business-codes';
import type { z } from 'zod';

/** A failure the client is meant to read: HTTP status plus a spec business code and a clear message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 400,
    readonly data: unknown = null,
  ) {
    super(message);
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
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const msg = result.error.issues
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
  throw new ApiError(CODE_PARAMS_ERROR, msg || 'invalid parameters', 400);
}
