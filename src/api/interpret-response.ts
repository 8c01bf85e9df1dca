import { CODE_SUCCESS, RELOGIN_CODES } from '../core/business-codes';
import { isEnvelope, type Envelope } from '../core/contract/envelope';
import { ApiFailure, transportError, type ApiTransportError } from './errors';

export type Interpretation<T> =
  { ok: true; envelope: Envelope<T> } | { ok: false; error: ApiFailure | ApiTransportError };

/**
 * Reads an HTTP answer: success only when the envelope code is 0. Envelopes are
 * trusted whatever the HTTP status (the server answers 4xx with one). Without an envelope: a bare 400 or 401 still
 * means "sign in again" (the status mapping counts both as unauthorized), other HTTP errors become 'code: <status> msg: <text>', an empty answer is
 * '[HTTP] Request has no return value' and anything else 'unknown error'.
 */
export function interpretResponse<T>(status: number, statusText: string, body: unknown): Interpretation<T> {
  if (isEnvelope(body)) {
    const envelope = { ...body, trace_id: body.trace_id ?? '' } as Envelope<T>;
    if (envelope.code === CODE_SUCCESS) return { ok: true, envelope };
    return { ok: false, error: new ApiFailure(envelope, status) };
  }
  if (RELOGIN_CODES.includes(status)) {
    const envelope: Envelope<null> = { code: status, data: null, msg: statusText, trace_id: '' };
    return { ok: false, error: new ApiFailure(envelope, status) };
  }
  if (status >= 400) return { ok: false, error: transportError('http', status, undefined, statusText) };
  if (body === undefined || body === null || body === '') {
    return { ok: false, error: transportError('no-body', status) };
  }
  return { ok: false, error: transportError('invalid', status) };
}
