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

/**
 * How a service-worker API call failed (the SW's TransportError carries it; the page reads it back here).
 * `network`: no answer (offline, timeout, 5xx without an envelope) — worth retrying.
 * `envelope`: the server answered with code != 0 — final for this request.
 * `http`: an answer that is neither (e.g. 404 on a download) — final, reports the HTTP status.
 */
export type TransportErrorKind = 'network' | 'envelope' | 'http';

/** The Error name each transport failure kind travels under. */
export const WIRE_ERROR_NAMES: Record<TransportErrorKind, string> = {
  network: 'NetworkError',
  envelope: 'EnvelopeError',
  http: 'HttpError',
};

export interface WireFailure {
  kind: TransportErrorKind | 'other';
  code: number;
  msg: string;
}

/** Page side: reads back what the SW's toWireError sent. */
export function fromWireError(error: unknown): WireFailure {
  const name = (error as { name?: unknown })?.name;
  const message = String((error as { message?: unknown })?.message ?? error);
  if (name === WIRE_ERROR_NAMES.envelope) {
    const match = /^code: (-?\d+) msg: ([\s\S]*)$/.exec(message);
    if (match) return { kind: 'envelope', code: Number(match[1]), msg: match[2] };
  }
  if (name === WIRE_ERROR_NAMES.network) return { kind: 'network', code: 0, msg: message };
  if (name === WIRE_ERROR_NAMES.http) {
    const status = Number(message.split(' ')[0]);
    return { kind: 'http', code: Number.isFinite(status) ? status : 0, msg: message };
  }
  return { kind: 'other', code: 0, msg: message };
}
