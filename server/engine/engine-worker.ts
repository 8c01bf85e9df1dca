/** Worker-thread entry: runs one engine job at a time and reports progress; heavy models stay cached between jobs. */
import { parentPort } from 'node:worker_threads';
import { runEngineJob } from './run-engine-job';
import type { FromWorker, ToWorker } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('engine-worker must run in a worker thread');

let controller: AbortController | null = null;
const post = (msg: FromWorker) => port.postMessage(msg);

port.on('message', (msg: ToWorker) => {
  if (msg.type === 'abort') {
    controller?.abort();
    return;
  }
  controller = new AbortController();
  const signal = controller.signal;
  let last = -1;
  runEngineJob({
    ...msg.job,
    signal,
    onProgress(percent) {
      // Whole percents are plenty and keep the message channel quiet.
      const rounded = Math.floor(percent);
      if (rounded !== last) post({ type: 'progress', percent: rounded });
      last = rounded;
    },
  })
    .then((output) => post({ type: 'done', output }))
    .catch((err: unknown) => {
      const e = err instanceof Error ? err : new Error(String(err));
      post({ type: 'error', name: signal.aborted ? 'AbortError' : e.name, message: e.message });
    })
    .finally(() => {
      controller = null;
    });
});
