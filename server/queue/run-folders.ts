import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A run ends within its deadline (minutes); a run folder a day old was left by a process that died. */
const STALE_MS = 24 * 60 * 60 * 1000;

function runsDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'runs');
}

/**
 * The folder one run's engine writes in, local to this machine and its own per run: a run that lost its task may
 * still be writing while the task's next run starts on the same machine. Its outputs are put in the media store.
 */
export function runFolder(dataDir: string, taskId: string): string {
  return path.join(runsDir(dataDir), `${taskId}-${crypto.randomUUID().slice(0, 8)}`);
}

/** Removes the run folders of processes that died mid-run (each run removes its own when it ends). */
export function sweepStaleRunFolders(dataDir: string, now = Date.now()): void {
  const dir = runsDir(dataDir);
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const folder = path.join(dir, name);
    try {
      if (now - fs.statSync(folder).mtimeMs > STALE_MS) fs.rmSync(folder, { recursive: true, force: true });
    } catch {
      // Another process removed it first.
    }
  }
}
