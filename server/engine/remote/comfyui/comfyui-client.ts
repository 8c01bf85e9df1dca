/**
 * A ComfyUI server's API as its documentation describes it: `POST /upload/image` (multipart) for inputs,
 * `POST /prompt` ({prompt, client_id}) to queue an API-format workflow, the `/ws?clientId=` WebSocket for
 * progress (`progress` {value, max}, `executing` {node: null} when done, `execution_success`,
 * `execution_error`, `execution_interrupted`), `GET /history/{id}` for the outputs, `GET /view` for their bytes,
 * `POST /interrupt` and `POST /queue` {delete} to cancel.
 *
 * Nothing may depend on the WebSocket alone: when it drops, the run is followed by polling the history (and the
 * socket is opened again), so a finished prompt is never missed.
 */
import WebSocket from 'ws';

export interface ComfyFile {
  filename: string;
  subfolder: string;
  type: string;
}

/** A node's outputs in the history: lists of files under keys such as images, gifs, videos, audio. */
type NodeOutputs = Record<string, unknown>;

interface HistoryEntry {
  outputs?: Record<string, NodeOutputs>;
  status?: {
    status_str?: string;
    completed?: boolean;
    messages?: Array<[string, Record<string, unknown>]>;
  };
}

/** A run that ComfyUI ended with an error, said as a user can read it. */
export class ComfyUiRunError extends Error {
  override name = 'ComfyUiRunError';
}

interface RunEvents {
  onProgress(share: number): void;
  signal: AbortSignal;
}

/** How often the history is read while the WebSocket is down, and how soon the socket is opened again. */
const POLL_MS = 1_500;
const RECONNECT_MS = 1_000;
/** How long a request to ComfyUI may take before it counts as a failure. */
const REQUEST_MS = 60_000;

export class ComfyUiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly clientId: string,
  ) {}

  private async request(path: string, init: RequestInit = {}): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_MS) });
    } catch (err) {
      throw new ComfyUiRunError(`ComfyUI could not be reached (${(err as Error).message})`);
    }
    if (!res.ok) throw new ComfyUiRunError(await refusal(res, path));
    return res;
  }

  /** Uploads an input picture; returns the name workflows refer to it by. */
  async uploadImage(bytes: Buffer, filename: string, mime: string): Promise<string> {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(bytes)], { type: mime }), filename);
    form.set('type', 'input');
    form.set('overwrite', 'true');
    const res = await this.request('/upload/image', { method: 'POST', body: form });
    const body = (await res.json()) as { name?: string; subfolder?: string };
    if (!body.name) throw new ComfyUiRunError('ComfyUI did not say where it stored the uploaded picture');
    return body.subfolder ? `${body.subfolder}/${body.name}` : body.name;
  }

  /** Queues a workflow; returns its prompt id. */
  async queue(workflow: Record<string, unknown>): Promise<string> {
    const res = await this.request('/prompt', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: workflow, client_id: this.clientId }),
    });
    const body = (await res.json()) as { prompt_id?: string };
    if (!body.prompt_id) throw new ComfyUiRunError('ComfyUI queued nothing (no prompt_id in its answer)');
    return body.prompt_id;
  }

  async history(promptId: string): Promise<HistoryEntry | undefined> {
    const body = (await (await this.request(`/history/${encodeURIComponent(promptId)}`)).json()) as Record<
      string,
      HistoryEntry
    >;
    return body[promptId];
  }

  async view(file: ComfyFile): Promise<Buffer> {
    const query = new URLSearchParams({
      filename: file.filename,
      subfolder: file.subfolder,
      type: file.type,
    });
    return Buffer.from(await (await this.request(`/view?${query}`)).arrayBuffer());
  }

  /** Stops the prompt: removed from the queue if it waits, interrupted if it runs. */
  async cancel(promptId: string): Promise<void> {
    const post = (path: string, body?: unknown) =>
      this.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).catch(() => undefined);
    await post('/queue', { delete: [promptId] });
    await post('/interrupt', { prompt_id: promptId });
  }

  /**
   * Follows a queued prompt to its end: progress from the WebSocket while it is up, the history polled while it
   * is down. Resolves with the finished history entry; rejects with a readable reason when ComfyUI reports an
   * error or an interruption, or with an AbortError when `signal` aborts (after cancelling the prompt).
   */
  follow(promptId: string, events: RunEvents): Promise<HistoryEntry> {
    return new Promise((resolve, reject) => {
      let socket: WebSocket | undefined;
      let pollTimer: NodeJS.Timeout | undefined;
      let reconnectTimer: NodeJS.Timeout | undefined;
      let ended = false;
      const end = (outcome: () => void) => {
        if (ended) return;
        ended = true;
        clearTimeout(pollTimer);
        clearTimeout(reconnectTimer);
        events.signal.removeEventListener('abort', onAbort);
        socket?.removeAllListeners();
        socket?.on('error', () => undefined);
        socket?.terminate();
        outcome();
      };
      const onAbort = () => {
        void this.cancel(promptId);
        const err = new Error('cancelled');
        err.name = 'AbortError';
        end(() => reject(err));
      };
      const fail = (message: string) => end(() => reject(new ComfyUiRunError(message)));
      // The history says whether the prompt ended, and how.
      const check = async () => {
        const entry = await this.history(promptId).catch(() => undefined);
        if (ended || !entry) return false;
        const error = entry.status?.messages?.find(([kind]) => kind === 'execution_error')?.[1];
        if (error) {
          fail(errorText(error));
          return true;
        }
        if (entry.status?.messages?.some(([kind]) => kind === 'execution_interrupted')) {
          fail('ComfyUI interrupted the run');
          return true;
        }
        if (entry.status?.completed || entry.status?.status_str === 'success') {
          end(() => resolve(entry));
          return true;
        }
        return false;
      };
      const poll = () => {
        clearTimeout(pollTimer);
        pollTimer = setTimeout(async () => {
          if (!(await check()) && !ended) poll();
        }, POLL_MS);
      };
      const connect = () => {
        const url = `${this.baseUrl.replace(/^http/, 'ws')}/ws?clientId=${encodeURIComponent(this.clientId)}`;
        const ws = new WebSocket(url);
        socket = ws;
        ws.on('open', () => {
          // The prompt may have ended while no socket listened.
          clearTimeout(pollTimer);
          void check();
        });
        ws.on('message', (data, isBinary) => {
          if (isBinary) return; // preview pictures
          let msg: { type?: string; data?: Record<string, unknown> };
          try {
            msg = JSON.parse(data.toString()) as typeof msg;
          } catch {
            return;
          }
          if (msg.data?.prompt_id !== promptId) return;
          if (msg.type === 'progress') {
            const value = Number(msg.data.value);
            const max = Number(msg.data.max);
            if (max > 0 && Number.isFinite(value)) events.onProgress(Math.min(1, value / max));
          } else if (msg.type === 'execution_error') fail(errorText(msg.data));
          else if (msg.type === 'execution_interrupted') fail('ComfyUI interrupted the run');
          else if (msg.type === 'execution_success' || (msg.type === 'executing' && msg.data.node === null)) {
            // The outputs are read from the history, which holds them once the prompt has ended.
            void check().then((done) => done || poll());
          }
        });
        const lost = () => {
          if (ended) return;
          poll();
          clearTimeout(reconnectTimer);
          reconnectTimer = setTimeout(connect, RECONNECT_MS);
        };
        ws.on('close', lost);
        ws.on('error', () => ws.terminate());
      };
      if (events.signal.aborted) return onAbort();
      events.signal.addEventListener('abort', onAbort, { once: true });
      connect();
      poll();
    });
  }
}

/** The files a finished prompt wrote, in node order. */
export function outputFiles(entry: HistoryEntry): ComfyFile[] {
  const files: ComfyFile[] = [];
  for (const id of Object.keys(entry.outputs ?? {}).sort((a, b) => Number(a) - Number(b))) {
    for (const list of Object.values(entry.outputs![id])) {
      if (!Array.isArray(list)) continue;
      for (const item of list as Array<Partial<ComfyFile>>) {
        if (item && typeof item.filename === 'string' && item.type !== 'temp') {
          files.push({
            filename: item.filename,
            subfolder: item.subfolder ?? '',
            type: item.type ?? 'output',
          });
        }
      }
    }
  }
  return files;
}

function errorText(data: Record<string, unknown>): string {
  const where = typeof data.node_type === 'string' ? ` in ${data.node_type}` : '';
  const what = typeof data.exception_message === 'string' ? `: ${data.exception_message.trim()}` : '';
  return `ComfyUI failed${where}${what}`;
}

/** What ComfyUI said when it refused a request (its `error.message` and node errors), or the HTTP status. */
async function refusal(res: Response, path: string): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as {
      error?: { message?: string };
      node_errors?: Record<
        string,
        { errors?: Array<{ message?: string; details?: string }>; class_type?: string }
      >;
    };
    const node = Object.values(body.node_errors ?? {})[0];
    const detail = node?.errors?.[0];
    const parts = [
      body.error?.message,
      detail && `${node.class_type ?? 'node'}: ${detail.message ?? ''} ${detail.details ?? ''}`.trim(),
    ].filter(Boolean);
    if (parts.length) return `ComfyUI refused the workflow: ${parts.join('; ')}`;
  } catch {
    // Not JSON: the status says enough.
  }
  return `ComfyUI answered ${res.status} to ${path.split('?')[0]}`;
}
