import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { EngineInputFile, FileParamSpec } from '../engine/types';
import { liveFile, taskOutputPrefix } from '../files/file-storage';
import { MediaNotFound, type MediaStore } from '../media-store/media-store';
import { failTask, requeueTask, succeedTask } from '../tasks/task-transitions';
import { failureOf } from '../tasks/failure-reason';
import { say, type ServerText } from '../i18n/server-text';
import type { TaskRow } from '../tasks/task-rows';
import type { TaskChangeBus } from '../tasks/task-change-bus';
import { ProgressReporter } from './progress-reporter';
import { storeOutputs } from './task-outputs';
import { runFolder } from './run-folders';
import { isRefusal, type MediaEngine, type QueueOptions } from './types';
import type { MediaKind } from '../../src/core/contract/tasks';
import { TASK_STATUS_BAD_INPUT, TASK_STATUS_FAILED, TASK_STATUS_TIMEOUT } from '../../src/core/task-status';

/** Why a run was aborted: the queue tells these apart when it ends the task. */
export type AbortWhy = 'cancel' | 'deadline' | 'shutdown' | 'lost';

/**
 * A run that lost its task (its lease ran out and another process took it, or another process ended it) leaves
 * the task's stored outputs alone unless the task has ended: they may be the new run's.
 */
async function taskEnded(kdb: Kysely<DB>, taskId: string): Promise<boolean> {
  const row = await kdb.selectFrom('tasks').select('phase').where('id', '=', taskId).executeTakeFirst();
  return !row || row.phase === 'done';
}

export interface RunDeps {
  kdb: Kysely<DB>;
  /** Each run's engine writes in its own folder under DATA_DIR/tmp/runs, local to this machine. */
  dataDir: string;
  /** Where inputs are read and outputs kept, for every process. */
  media: MediaStore;
  engine: MediaEngine;
  opts: QueueOptions;
  /** This queue instance's lease owner id. */
  owner: string;
  events: TaskChangeBus;
}

/** An input file gone since the task was created; `said` is its message for the user (see failureOf). */
class BadInput extends Error {
  constructor(readonly said: ServerText) {
    super(said.id);
  }
}

/** Input the engine could not use (its EngineParamError, named so the queue need not import the engine). */
function isBadInput(err: unknown): boolean {
  return err instanceof BadInput || (err instanceof Error && err.name === 'EngineParamError');
}

/**
 * Input files named by the params, re-checked at run time: a file deleted since creation (its row, or its bytes
 * in the store) fails the task. Each is a local path, as the engine's tools read them.
 */
async function inputFiles(
  deps: RunDeps,
  row: TaskRow,
  params: Record<string, unknown>,
  fileParams: Record<string, FileParamSpec>,
) {
  const gone = (name: string) => new BadInput(say('The file given as {name} no longer exists', { name }));
  const resolve = async (name: string, id: string): Promise<EngineInputFile> => {
    const file = await liveFile(deps.kdb, id);
    if (!file || file.user_id !== row.user_id) throw gone(name);
    const local = await deps.media.localPath(file.path).catch((err: unknown) => {
      throw err instanceof MediaNotFound ? gone(name) : err;
    });
    return {
      path: local,
      kind: file.kind as MediaKind,
      mime: file.mime,
      ...(file.width !== null && { width: file.width }),
      ...(file.height !== null && { height: file.height }),
      ...(file.duration !== null && { duration: file.duration }),
    };
  };
  const files: Record<string, EngineInputFile> = {};
  const fileLists: Record<string, EngineInputFile[]> = {};
  for (const [name, spec] of Object.entries(fileParams)) {
    const value = params[name];
    if (spec.multiple) {
      // A list param was checked at creation; anything else in it is skipped, as an absent single file is.
      const ids = Array.isArray(value)
        ? value.filter((id): id is string => typeof id === 'string' && id !== '')
        : [];
      if (ids.length > 0) fileLists[name] = await Promise.all(ids.map((id) => resolve(name, id)));
    } else if (typeof value === 'string' && value !== '') {
      files[name] = await resolve(name, value);
    }
  }
  return { files, fileLists };
}

/** Seed from params.seed when the client gave an integer, else stable per task. */
function seedOf(taskId: string, params: Record<string, unknown>): number {
  if (Number.isSafeInteger(params.seed)) return params.seed as number;
  return crypto.createHash('sha256').update(taskId).digest().readUInt32BE(0);
}

/** Rejects as soon as the signal aborts, even if the engine ignores it, so a stop never waits on a stuck job. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(new Error(String(signal.reason)));
    const onAbort = () => reject(new Error(String(signal.reason)));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return untilAborted(new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)).unref()), signal);
}

/** The timeout's reason, its limit in minutes from two minutes on, else in seconds. */
function tookTooLong(ms: number): ServerText {
  return ms >= 120_000
    ? say('The task took longer than {count} minutes', { count: Math.round(ms / 60_000) })
    : say(
        '{count, plural, one {The task took longer than # second} other {The task took longer than {count} seconds}}',
        {
          count: Math.round(ms / 1000),
        },
      );
}

/**
 * One run of a claimed task: its stored outputs cleared, engine job in a fresh work folder with progress and
 * deadline, outputs put in the media store, the minimum in-progress hold, then success with registered outputs —
 * or the ending its abort reason or error calls for.
 */
export async function runClaimedTask(
  deps: RunDeps,
  row: TaskRow,
  controller: AbortController,
): Promise<void> {
  const { kdb, dataDir, media, engine, opts, owner, events } = deps;
  const found = engine.moduleFor(row.algorithm);
  if (!found || isRefusal(found)) {
    await failTask(kdb, events, row.id, TASK_STATUS_FAILED, {
      text: say('{algorithm} is no longer available on this server', { algorithm: row.algorithm }),
    });
    return;
  }
  const outPrefix = taskOutputPrefix(row.user_id, row.id);
  const workDir = runFolder(dataDir, row.id);
  // Once the task has ended another way, a store that does not answer must not keep it from being recorded: the
  // objects left behind go with the task's delete.
  const dropOutputs = () =>
    media.deleteFolder(outPrefix).catch((error: unknown) => {
      console.error(`task ${row.id}: its outputs could not be removed from the media store`, error);
    });
  const startedMs = row.started_ms ?? Date.now();
  const reporter = new ProgressReporter(
    kdb,
    events,
    row,
    owner,
    startedMs,
    { minMs: opts.minMs, flushMs: opts.progressFlushMs, leaseMs: opts.leaseMs },
    () => controller.abort('lost' satisfies AbortWhy),
  );
  const deadline = setTimeout(() => controller.abort('deadline' satisfies AbortWhy), opts.deadlineMs);
  deadline.unref();
  try {
    await media.deleteFolder(outPrefix);
    await fs.mkdir(workDir, { recursive: true });
    const params = JSON.parse(row.params) as Record<string, unknown>;
    // Heartbeats from here: fetching a large input from a bucket may take longer than the lease.
    reporter.start();
    const { files, fileLists } = await untilAborted(
      inputFiles(deps, row, params, found.fileParams),
      controller.signal,
    );
    const job = {
      taskId: row.id,
      algorithm: row.algorithm,
      params,
      files,
      fileLists,
      outDir: workDir,
      seed: seedOf(row.id, params),
      onProgress: reporter.report,
      signal: controller.signal,
    };
    const output = await untilAborted(engine.run(job), controller.signal);
    const outputs = await untilAborted(
      storeOutputs(media, row, workDir, outPrefix, output.files, controller.signal),
      controller.signal,
    );
    reporter.report(100);
    await sleep(startedMs + opts.minMs - Date.now(), controller.signal);
    await reporter.stop();
    const said = { description: output.description ?? found.description, scene: output.scene };
    if (!(await succeedTask(kdb, events, row.id, owner, outputs, said)) && (await taskEnded(kdb, row.id))) {
      await dropOutputs();
    }
  } catch (err) {
    await reporter.stop();
    const why = controller.signal.aborted ? (controller.signal.reason as AbortWhy) : undefined;
    if (why === 'shutdown') {
      // Left for the next start, which clears the stored outputs and runs it again.
      await requeueTask(kdb, events, row.id, owner);
      return;
    }
    if (why === 'lost') {
      if (await taskEnded(kdb, row.id)) await dropOutputs();
      return;
    }
    await dropOutputs();
    if (why === 'cancel') return; // the cancel already ended and refunded the task
    if (why === 'deadline') {
      await failTask(kdb, events, row.id, TASK_STATUS_TIMEOUT, { text: tookTooLong(opts.deadlineMs) });
    } else {
      await failTask(
        kdb,
        events,
        row.id,
        isBadInput(err) ? TASK_STATUS_BAD_INPUT : TASK_STATUS_FAILED,
        failureOf(err),
      );
    }
  } finally {
    clearTimeout(deadline);
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
