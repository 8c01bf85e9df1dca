/**
 * Worker-thread entry that draws seed media files (render-media.ts). The scene composer's vector art and word
 * tables take about 100 MB once loaded: drawn here, they leave the server's memory when the worker ends.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { renderSeedFile } from './render-media';
import type { FromSeedWorker, ToSeedWorker } from './seed-render-protocol';

const port = parentPort;
if (!port) throw new Error('seed-render-worker must run in a worker thread');

const abort = new AbortController();
const drawing = new Set<Promise<void>>();

async function draw(msg: Extract<ToSeedWorker, { type: 'draw' }>): Promise<void> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'seed-file-'));
  try {
    await renderSeedFile(msg.spec, msg.out, work, msg.inputs, abort.signal);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

port.on('message', (msg: ToSeedWorker) => {
  if (msg.type === 'close') {
    abort.abort();
    // The thread ends only once no sharp call is running: ending it under one takes the whole process down.
    void Promise.allSettled(drawing).then(() => process.exit(0));
    return;
  }
  const running = draw(msg);
  drawing.add(running);
  void running.finally(() => drawing.delete(running)).catch(() => undefined);
  running.then(
    () => port.postMessage({ type: 'drawn', id: msg.id } satisfies FromSeedWorker),
    (err: unknown) =>
      port.postMessage({
        type: 'failed',
        id: msg.id,
        message: (err as Error).message,
      } satisfies FromSeedWorker),
  );
});
