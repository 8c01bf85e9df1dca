import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildMode } from './server-child';

export interface ChildServer {
  url: string;
  /** CPU time (user + system, µs) the server process has used so far: its cost, whatever else runs. */
  cpuMicros(): Promise<number>;
  close(): Promise<void>;
}

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-child.ts');

/**
 * Starts a bench server (see server-child.ts) in a child process and waits for its URL. With BENCH_CPU_PROF set
 * to a directory, the child runs under `--cpu-prof` and writes a .cpuprofile there when closed.
 */
export async function startChildServer(mode: ChildMode): Promise<ChildServer> {
  const profDir = process.env.BENCH_CPU_PROF;
  const execArgv = ['--import', 'tsx', ...(profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [])];
  const child: ChildProcess = fork(CHILD, [mode], {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`bench server (${mode}) exited with ${code}`)));
  });
  return {
    url,
    cpuMicros() {
      return new Promise<number>((resolve) => {
        child.once('message', (m) => resolve((m as { cpuMicros: number }).cpuMicros));
        child.send('cpu');
      });
    },
    async close() {
      child.send('close');
      await exited;
    },
  };
}
