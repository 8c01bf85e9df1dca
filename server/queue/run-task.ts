import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowSeconds } from '../../src/core/dates';
import type { EngineInputFile, EngineOutputFile, FileParamSpec } from '../engine/types';
import { watermarkOutput } from '../engine/watermark';
import { absoluteFilePath, liveFile, taskOutputDir, type NewFile } from '../files/file-storage';
import { failTask, requeueTask, succeedTask } from '../tasks/task-transitions';
import { failureOf } from '../tasks/failure-reason';
import { say, type ServerText } from '../i18n/server-text';
import type { TaskRow } from '../tasks/task-rows';
import type { TaskChangeBus } from '../tasks/task-change-bus';
import { ProgressReporter } from './progress-reporter';
import { isRefusal, type MediaEngine, type QueueOptions } from './types';
import type { MediaKind } from '../../src/core/contract/tasks';
import { TASK_STATUS_BAD_INPUT, TASK_STATUS_FAILED, TASK_STATUS_TIMEOUT } from '../../src/core/task-status';

/** Why a run was aborted: the queue tells these apart when it ends the task. */
export type AbortWhy = 'cancel' | 'deadline' | 'shutdown' | 'lost';

/**
 * A run that lost its task (its lease ran out and another process took it, or another process ended it) leaves
 * the task's output directory alone unless the task has ended: it may be the new run's.
 */
async function taskEnded(kdb: Kysely<DB>, taskId: string): Promise<boolean> {
  const row = await kdb.selectFrom('tasks').select('phase').where('id', '=', taskId).executeTakeFirst();
  return !row || row.phase === 'done';
}

export interface RunDeps {
  kdb: Kysely<DB>;
  dataDir: string;
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

/** Input files named by the params, re-checked at run time: a file deleted since creation fails the task. */
async function inputFiles(
  deps: RunDeps,
  row: TaskRow,
  params: Record<string, unknown>,
  fileParams: Record<string, FileParamSpec>,
) {
  const resolve = async (name: string, id: string): Promise<EngineInputFile> => {
    const file = await liveFile(deps.kdb, id);
    if (!file || file.user_id !== row.user_id)
      throw new BadInput(say('The file given as {name} no longer exists', { name }));
    return {
      path: absoluteFilePath(deps.dataDir, file),
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
      if (ids.length > 0) {
        const list: EngineInputFile[] = [];
        for (const id of ids) list.push(await resolve(name, id));
        fileLists[name] = list;
      }
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

/**
 * Checks each output lies inside the task's directory, marks it when the task is watermarked (every engine's
 * output, built-in or remote, passes here) and describes it as a files row.
 */
async function outputRows(
  row: TaskRow,
  outDir: string,
  dataDir: string,
  outputs: EngineOutputFile[],
  signal: AbortSignal,
) {
  if (outputs.length === 0) throw new Error('The engine produced no output');
  const short = row.id.slice(0, 8);
  const rows: NewFile[] = [];
  for (const [i, out] of outputs.entries()) {
    const abs = path.resolve(outDir, out.path);
    if (!abs.startsWith(outDir + path.sep)) throw new Error('The engine wrote outside its output directory');
    if (row.watermark) await watermarkOutput({ ...out, path: abs }, signal);
    const stat = await fs.stat(abs);
    rows.push({
      id: crypto.randomUUID(),
      user_id: row.user_id,
      source: 'output',
      path: path.relative(dataDir, abs),
      name: `${row.algorithm}-${short}${outputs.length > 1 ? `-${i + 1}` : ''}${path.extname(abs)}`,
      mime: out.mime,
      kind: out.kind,
      size: stat.size,
      width: out.width ?? null,
      height: out.height ?? null,
      duration: out.duration ?? null,
      created_at: nowSeconds(),
    });
  }
  return rows;
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
 * One run of a claimed task: fresh output directory, engine job with progress and deadline, the minimum
 * in-progress hold, then success with registered outputs — or the ending its abort reason or error calls for.
 */
export async function runClaimedTask(
  deps: RunDeps,
  row: TaskRow,
  controller: AbortController,
): Promise<void> {
  const { kdb, dataDir, engine, opts, owner, events } = deps;
  const found = engine.moduleFor(row.algorithm);
  if (!found || isRefusal(found)) {
    await failTask(kdb, events, row.id, TASK_STATUS_FAILED, {
      text: say('{algorithm} is no longer available on this server', { algorithm: row.algorithm }),
    });
    return;
  }
  const outDir = taskOutputDir(dataDir, row.user_id, row.id);
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
    await fs.rm(outDir, { recursive: true, force: true });
    await fs.mkdir(outDir, { recursive: true });
    const params = JSON.parse(row.params) as Record<string, unknown>;
    const { files, fileLists } = await inputFiles(deps, row, params, found.fileParams);
    reporter.start();
    const job = {
      taskId: row.id,
      algorithm: row.algorithm,
      params,
      files,
      fileLists,
      outDir,
      seed: seedOf(row.id, params),
      onProgress: reporter.report,
      signal: controller.signal,
    };
    const output = await untilAborted(engine.run(job), controller.signal);
    const outputs = await untilAborted(
      outputRows(row, outDir, dataDir, output.files, controller.signal),
      controller.signal,
    );
    reporter.report(100);
    await sleep(startedMs + opts.minMs - Date.now(), controller.signal);
    await reporter.stop();
    const said = { description: output.description ?? found.description, scene: output.scene };
    if (!(await succeedTask(kdb, events, row.id, owner, outputs, said)) && (await taskEnded(kdb, row.id))) {
      await fs.rm(outDir, { recursive: true, force: true });
    }
  } catch (err) {
    await reporter.stop();
    const why = controller.signal.aborted ? (controller.signal.reason as AbortWhy) : undefined;
    if (why === 'shutdown') {
      // Left for the next start, which clears the output directory and runs it again.
      await requeueTask(kdb, events, row.id, owner);
      return;
    }
    if (why === 'lost') {
      if (await taskEnded(kdb, row.id)) await fs.rm(outDir, { recursive: true, force: true });
      return;
    }
    await fs.rm(outDir, { recursive: true, force: true });
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
  }
}
