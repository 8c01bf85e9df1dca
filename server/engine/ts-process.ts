/**
 * Child processes whose entry is a TypeScript file, talking over IPC with structured clones (Buffers, typed
 * arrays and nested objects arrive as they were sent).
 *
 * The engine runs in processes, not threads: native libraries of its modules do not survive threads coming and
 * going. onnxruntime-node registers its binding only for the first thread that opens it (every later thread gets
 * "Module did not self-register"), and ending a thread that used it, or one inside a sharp call, corrupts or
 * aborts the whole process. A process can be ended at any moment and takes only itself down.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** tsx's ESM loader, by absolute URL, so the current directory does not matter. */
const TSX_LOADER = import.meta.resolve('tsx');

/** Starts a process running the TypeScript module at `entryUrl` (a file: URL). */
export function startTsProcess(entryUrl: string): ChildProcess {
  return fork(fileURLToPath(entryUrl), [], {
    execArgv: ['--import', TSX_LOADER],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}
