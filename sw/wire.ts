import { codeMessage } from '../src/core/business-codes';
import type { TransportErrorKind } from './transport';
import { TransportError } from './transport';

/**
 * Messages between page and SW, and how errors cross the comlink link. Comlink keeps only name, message and stack
 * of a thrown Error, so the kind goes in the name and the code in the spec's 'code: … msg: …' text.
 */
export type PageToSwMessage =
  /** Opens a comlink link on the transferred port; `build` is the URL of the page's entry module. */
  | { type: 'link'; build: string }
  /** Sent every few seconds while a task or download runs: keeps the SW alive and polling. */
  | { type: 'tick' }
  /** workbox-window's messageSkipWaiting. */
  | { type: 'SKIP_WAITING' };

const NAMES: Record<TransportErrorKind, string> = {
  network: 'NetworkError',
  envelope: 'EnvelopeError',
  http: 'HttpError',
};

/** SW side: turns a TransportError into an Error whose name and message survive comlink. */
export function toWireError(error: unknown): unknown {
  if (!(error instanceof TransportError)) return error;
  const message =
    error.kind === 'envelope'
      ? codeMessage(error.code, error.envelope?.msg ?? '')
      : error.kind === 'http'
        ? `${error.status} ${error.message}`
        : error.message;
  const wire = new Error(message);
  wire.name = NAMES[error.kind];
  return wire;
}

export interface WireFailure {
  kind: TransportErrorKind | 'other';
  code: number;
  msg: string;
}

/** Page side: reads back what toWireError sent. */
export function fromWireError(error: unknown): WireFailure {
  const name = (error as { name?: unknown })?.name;
  const message = String((error as { message?: unknown })?.message ?? error);
  if (name === NAMES.envelope) {
    const match = /^code: (-?\d+) msg: ([\s\S]*)$/.exec(message);
    if (match) return { kind: 'envelope', code: Number(match[1]), msg: match[2] };
  }
  if (name === NAMES.network) return { kind: 'network', code: 0, msg: message };
  if (name === NAMES.http) {
    const status = Number(message.split(' ')[0]);
    return { kind: 'http', code: Number.isFinite(status) ? status : 0, msg: message };
  }
  return { kind: 'other', code: 0, msg: message };
}
