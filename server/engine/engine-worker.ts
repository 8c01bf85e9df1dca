/** Engine process entry: runs one engine job at a time and reports progress; heavy models stay cached between jobs. */
import { runEngineJob } from './run-engine-job';
import type { FromWorker, ToWorker } from './worker-protocol';
import { saidBy } from '../i18n/server-text';

if (!process.send) throw new Error('engine-worker must run as a child process with an IPC channel');

let controller: AbortController | null = null;
const post = (msg: FromWorker) => process.send?.(msg);

// The server went away (crashed or killed): nobody is left to take a result.
process.on('disconnect', () => process.exit(0));

process.on('message', (msg: ToWorker) => {
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
      // Whole percents are plenty and keep the channel quiet.
      const rounded = Math.floor(percent);
      if (rounded !== last) post({ type: 'progress', percent: rounded });
      last = rounded;
    },
  })
    .then((output) => post({ type: 'done', output }))
    .catch((err: unknown) => {
      const e = err instanceof Error ? err : new Error(String(err));
      const said = saidBy(e);
      post({
        type: 'error',
        name: signal.aborted ? 'AbortError' : e.name,
        message: e.message,
        ...(said && { said }),
      });
    })
    .finally(() => {
      controller = null;
    });
});
