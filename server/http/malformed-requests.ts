/**
 * Requests that never reach a route: an address that is not valid percent-encoding, a path part longer than the
 * router keeps, and what Node's HTTP parser refuses (a request line or headers over its size limit, broken
 * syntax). Each still gets the envelope with a 4xx status, so a client always reads `{code, data, msg, trace_id}`.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import { CODE_PARAMS_ERROR } from '../../src/core/business-codes';

/** The longest path part (an id) the router takes; longer ones are refused with 414. */
export const MAX_PARAM_LENGTH = 100;

const ROUTER_ERRORS: Record<string, { status: number; msg: string }> = {
  FST_ERR_BAD_URL: { status: 400, msg: 'The address is not valid: it has a broken %-escape' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    msg: `The address is too long: a part of it has more than ${MAX_PARAM_LENGTH} characters`,
  },
};

/** Fastify's `frameworkErrors`: the router's refusals, in the envelope. */
export function routerErrorReply(
  error: Error & { code?: string },
  req: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = ROUTER_ERRORS[error.code ?? ''] ?? { status: 400, msg: 'The request is not valid' };
  void reply.status(known.status).send(failure(req, CODE_PARAMS_ERROR, known.msg));
}

const PARSER_ERRORS: Record<string, { status: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    msg: 'The request is too large: its address and headers may take at most 16 KB',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: 'The request took too long to arrive' },
};

/**
 * Fastify's `clientErrorHandler`: what Node's parser refused before any request object existed. Written straight
 * to the socket, then the connection is closed (its stream can no longer be trusted to frame requests).
 */
export function parserErrorReply(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const known = PARSER_ERRORS[err.code ?? ''] ?? { status: 400, msg: 'The request could not be read' };
  if (socket.writable) {
    const body = JSON.stringify({
      code: CODE_PARAMS_ERROR,
      data: null,
      msg: known.msg,
      trace_id: crypto.randomUUID(),
    });
    socket.write(
      `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
