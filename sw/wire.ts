import { codeMessage } from '../src/core/business-codes';
import { WIRE_ERROR_NAMES } from '../src/sw-contract/wire';
import { TransportError } from './transport';

/** SW side: turns a TransportError into an Error whose name and message survive comlink (the page reads it back with fromWireError). */
export function toWireError(error: unknown): unknown {
  if (!(error instanceof TransportError)) return error;
  const message =
    error.kind === 'envelope'
      ? codeMessage(error.code, error.envelope?.msg ?? '')
      : error.kind === 'http'
        ? `${error.status} ${error.message}`
        : error.message;
  const wire = new Error(message);
  wire.name = WIRE_ERROR_NAMES[error.kind];
  return wire;
}
