import type { Envelope } from '../src/core/contract/envelope';
import type { CreateTaskData, ProgressData, TaskDto, TaskListData } from '../src/core/contract/tasks';
import type { CreateTaskBody, DataSaveBody } from '../src/core/contract/task-requests';
import { codeMessage } from '../src/core/business-codes';
import type { TransportErrorKind } from '../src/sw-contract/wire';

/** What POST /v1/ai/retry answers; the spec does not show it, so the task itself is optional. */
export interface RetryData {
  task_id: string;
  task?: TaskDto;
}

/** Download progress as bytes of the body so far against Content-Length (null when the server sent none). */
type DownloadProgressCallback = (loaded: number, total: number | null) => void;

/**
 * The calls the task engine and download manager make. Implementations reject with
 * TransportError so that a network problem (keep the task, back off) is told apart from an envelope failure.
 */
export interface TaskTransport {
  create(algorithm: string, body: CreateTaskBody, idempotencyKey: string): Promise<CreateTaskData>;
  result(algorithm: string, taskId: string): Promise<TaskDto>;
  progress(algorithm: string, taskId: string): Promise<ProgressData>;
  /** Answers the task after the call when the server says (a finished task comes back unchanged). */
  cancel(taskId: string): Promise<TaskDto | null>;
  del(taskId: string): Promise<void>;
  retry(taskId: string, idempotencyKey: string): Promise<RetryData>;
  list(page: number, pageSize: number): Promise<TaskListData>;
  dataSave(body: DataSaveBody): Promise<void>;
  download(
    file: string,
    name: string,
    signal: AbortSignal,
    onProgress: DownloadProgressCallback,
  ): Promise<Blob>;
}

export class TransportError extends Error {
  readonly kind: TransportErrorKind;
  readonly code: number;
  readonly status: number;
  readonly envelope: Envelope | null;

  constructor(
    kind: TransportErrorKind,
    message: string,
    init: { code?: number; status?: number; envelope?: Envelope },
  ) {
    super(message);
    this.name = 'TransportError';
    this.kind = kind;
    this.code = init.code ?? 0;
    this.status = init.status ?? 0;
    this.envelope = init.envelope ?? null;
  }

  static fromEnvelope(envelope: Envelope, status = 200): TransportError {
    return new TransportError('envelope', codeMessage(envelope.code, envelope.msg), {
      code: envelope.code,
      status,
      envelope,
    });
  }
}

export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TransportError && error.kind === 'network';
}

export function envelopeCode(error: unknown): number | null {
  return error instanceof TransportError && error.kind === 'envelope' ? error.code : null;
}

/** A failure decided locally, shaped like the server's so the UI handles one kind of error. */
export function localFailure(code: number, msg: string): TransportError {
  return TransportError.fromEnvelope({ code, msg, data: null, trace_id: '' }, 0);
}
