import type { Envelope } from '../core/contract/envelope';
import {
  codeMessage,
  ERROR_NO_RETURN,
  ERROR_TIMEOUT,
  ERROR_UNKNOWN,
  ERROR_XHR_CANCEL,
} from '../core/business-codes';

/**
 * The server answered with an envelope whose code is not 0; it carries the whole response.
 * HTTP 4xx answers that carry an envelope end up here too, as does a bare HTTP 401 (a spec code on its own).
 */
export class ApiFailure<T = unknown> extends Error {
  readonly envelope: Envelope<T>;
  readonly code: number;
  readonly msg: string;
  /** HTTP status of the answer (200 for a business failure inside a normal answer). */
  readonly status: number;

  constructor(envelope: Envelope<T>, status: number) {
    super(codeMessage(envelope.code, envelope.msg));
    this.name = 'ApiFailure';
    this.envelope = envelope;
    this.code = envelope.code;
    this.msg = envelope.msg;
    this.status = status;
  }
}

/**
 * Why a request ended without an envelope.
 * - network: fetch itself failed (offline, refused, DNS); the service worker backs off and keeps the task.
 * - timeout: our timer fired ('http connection timeout').
 * - duplicate: a newer request with the same method and URL replaced this one ('xhr cancel').
 * - aborted: the caller's AbortSignal fired ('xhr cancel' as well: it is a cancel).
 * - no-body: the answer was empty ('[HTTP] Request has no return value').
 * - http: an HTTP error without an envelope ('code: <status> msg: <statusText>').
 * - invalid: a 2xx answer that is not an envelope ('unknown error').
 */
export type ApiTransportErrorKind =
  'network' | 'timeout' | 'duplicate' | 'aborted' | 'no-body' | 'http' | 'invalid';

export class ApiTransportError extends Error {
  readonly kind: ApiTransportErrorKind;
  /** HTTP status when an answer arrived, else 0. */
  readonly status: number;

  constructor(kind: ApiTransportErrorKind, message: string, status = 0, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiTransportError';
    this.kind = kind;
    this.status = status;
  }
}

export function transportError(kind: ApiTransportErrorKind, status = 0, cause?: unknown, statusText = '') {
  switch (kind) {
    case 'timeout':
      return new ApiTransportError(kind, ERROR_TIMEOUT, status, cause);
    case 'duplicate':
    case 'aborted':
      return new ApiTransportError(kind, ERROR_XHR_CANCEL, status, cause);
    case 'no-body':
      return new ApiTransportError(kind, ERROR_NO_RETURN, status, cause);
    case 'http':
      return new ApiTransportError(kind, codeMessage(status, statusText || ERROR_UNKNOWN), status, cause);
    case 'network':
    case 'invalid':
      return new ApiTransportError(kind, ERROR_UNKNOWN, status, cause);
  }
}

export function isApiFailure(err: unknown): err is ApiFailure {
  return err instanceof ApiFailure;
}

function hasKind(err: unknown, ...kinds: ApiTransportErrorKind[]): boolean {
  return err instanceof ApiTransportError && kinds.includes(err.kind);
}

/** Fetch could not reach the server at all: worth retrying later with back-off. */
export function isNetworkError(err: unknown): boolean {
  return hasKind(err, 'network');
}

export function isTimeoutError(err: unknown): boolean {
  return hasKind(err, 'timeout');
}

/** Cancelled, either by a newer duplicate or by the caller's signal. */
export function isCancelError(err: unknown): boolean {
  return hasKind(err, 'duplicate', 'aborted');
}
