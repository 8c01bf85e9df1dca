/** One received Server-Sent Event. */
export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: string;
  retry: number | undefined;
}

export interface SseConnection {
  status: number;
  headers: Headers;
  /** The next event (waits for it); rejects when the stream ends first or after `limitMs`. */
  next(limitMs?: number): Promise<ReceivedEvent>;
  /** Events until one matches, returning it (the skipped ones are dropped). */
  until(match: (event: ReceivedEvent) => boolean, limitMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A test client of an event stream over real HTTP, parsing the wire format as EventSource does. */
export async function openStream(url: string, headers: Record<string, string>): Promise<SseConnection> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const queue: ReceivedEvent[] = [];
  const waiters: Array<() => void> = [];
  let done = false;
  const wake = () => waiters.splice(0).forEach((w) => w());
  const ended = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let current: ReceivedEvent = { id: undefined, event: 'message', data: '', retry: undefined };
    let dataLines: string[] = [];
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (dataLines.length || current.id !== undefined) {
              queue.push({ ...current, data: dataLines.join('\n') });
              wake();
            }
            current = { id: undefined, event: 'message', data: '', retry: undefined };
            dataLines = [];
            continue;
          }
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'data') dataLines.push(value);
          else if (field === 'event') current.event = value;
          else if (field === 'id') current.id = value;
          else if (field === 'retry') current.retry = Number(value);
        }
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      wake();
    }
  })();

  async function next(limitMs = 10_000): Promise<ReceivedEvent> {
    const giveUpAt = Date.now() + limitMs;
    while (!queue.length) {
      if (done) throw new Error('the stream ended');
      const left = giveUpAt - Date.now();
      if (left <= 0) throw new Error('no event in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return queue.shift()!;
  }

  return {
    status: res.status,
    headers: res.headers,
    next,
    async until(match, limitMs = 10_000) {
      const giveUpAt = Date.now() + limitMs;
      for (;;) {
        const event = await next(Math.max(1, giveUpAt - Date.now()));
        if (match(event)) return event;
      }
    },
    ended,
    close: () => controller.abort(),
  };
}
