import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AlgorithmModule, FileParamSpec } from '../engine/types';
import { ApiError } from '../http/envelope';
import { chargeTask, InsufficientCredits } from '../credits/task-charges';
import { chargeDetails } from '../credits/charge-details';
import { ownedFile } from '../files/file-storage';
import { isRefusal, type MediaEngine, type TaskQueueApi } from '../queue/types';
import type { TaskRow } from './task-rows';
import { lockForWrite } from './lock-for-write';
import { planLevelOf } from '../commerce/memberships';
import { algorithmCost } from '../../src/core/algorithm-costs';
import {
  CODE_BUY_NOW,
  CODE_DAILY_EFFECTS_USED,
  CODE_NOT_AVAILABLE,
  CODE_PARAMS_ERROR,
  CODE_PLAN_FEATURE_LOCKED,
  CODE_TASK_MISMATCH,
  CODE_VIDEO_GENERATIONS_BUSY,
} from '../../src/core/business-codes';
import type { TaskUserData } from '../../src/core/contract/tasks';
import type { UserLevel } from '../../src/core/user-level';
import { nowSeconds } from '../../src/core/dates';
import { levelHasFeature, taskFeature, type PlanFeature } from '../../src/core/plan-features';
import { outputWatermarked } from '../../src/core/output-watermark';
import {
  countsAsEffect,
  effectDayStartMs,
  FREE_DAILY_EFFECTS,
  mayStartEffect,
} from '../../src/core/effect-allowance';
import { TASK_STATUS_IN_PROGRESS } from '../../src/core/task-status';
import {
  countsAsVideoGeneration,
  mayStartVideoGeneration,
  videoGenerationsAtOnce,
} from '../../src/core/video-generations';
import { say, saidBy, type ServerText } from '../i18n/server-text';
import { checkOutputCaps } from './output-caps-check';
import { checkTasksInFlight } from './tasks-in-flight';
import { turnMs } from '../../src/core/queue-priority';

export interface NewTaskRequest {
  userId: number;
  algorithm: string;
  params: Record<string, unknown>;
  userData: TaskUserData;
  idempotencyKey?: string;
  retryOf?: string;
}

/** The module for a key, or the spec's error: unknown key → 490001, known but refused → 490026. */
export function moduleOrError(engine: MediaEngine, algorithm: string): AlgorithmModule {
  const found = engine.moduleFor(algorithm);
  if (found === undefined) throw new ApiError(CODE_PARAMS_ERROR, `Unknown algorithm: ${algorithm}`, 400);
  if (isRefusal(found)) throw new ApiError(CODE_NOT_AVAILABLE, found.refusal, 403);
  return found;
}

/** The module's normalised params; its complaint becomes a 490001 message. */
function validatedParams(module: AlgorithmModule, params: Record<string, unknown>): Record<string, unknown> {
  try {
    return module.validate(params);
  } catch (err) {
    throw new ApiError(
      CODE_PARAMS_ERROR,
      saidBy(err) ?? (err instanceof Error ? err.message : String(err)),
      400,
    );
  }
}

/** A file param given a file of another kind: what it must be, for one file and for a list. */
const KIND_WANTED: Record<FileParamSpec['kind'], (name: string, list: boolean) => ServerText> = {
  image: (name, list) =>
    list ? say('{name} must be images only', { name }) : say('{name} must be an image', { name }),
  video: (name, list) =>
    list ? say('{name} must be videos only', { name }) : say('{name} must be a video', { name }),
  audio: (name, list) =>
    list ? say('{name} must be audio files only', { name }) : say('{name} must be an audio file', { name }),
};

/** The ids a file param's value names: one string, or (list params) an array of strings; else a 490001. */
function fileIds(name: string, spec: FileParamSpec, value: unknown): string[] {
  if (!spec.multiple) {
    if (typeof value !== 'string')
      throw new ApiError(CODE_PARAMS_ERROR, say('{name} must be a file id', { name }), 400);
    return [value];
  }
  const { min, max } = spec.multiple;
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && id !== '')) {
    throw new ApiError(CODE_PARAMS_ERROR, say('{name} must be a list of file ids', { name }), 400);
  }
  if (value.length < min || value.length > max) {
    const text =
      min === max
        ? say('{name} must list exactly {min, plural, one {# file} other {# files}}', { name, min })
        : say('{name} must list {min} to {max} files', { name, min, max });
    throw new ApiError(CODE_PARAMS_ERROR, text, 400);
  }
  return value as string[];
}

/** Every file id the params name must be a live file of the caller, of the kind the module reads. */
async function checkFileParams(
  kdb: Kysely<DB>,
  userId: number,
  module: AlgorithmModule,
  params: Record<string, unknown>,
): Promise<void> {
  for (const [name, spec] of Object.entries(module.fileParams)) {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (spec.required)
        throw new ApiError(CODE_PARAMS_ERROR, say('{field} is required', { field: name }), 400);
      continue;
    }
    for (const id of fileIds(name, spec, value)) {
      const file = await ownedFile(kdb, userId, id);
      // A user meets this (an upload deleted in another tab, then Generate), so it is said in their language.
      if (!file)
        throw new ApiError(CODE_PARAMS_ERROR, say('The file given as {name} was not found', { name }), 400);
      if (file.kind !== spec.kind) {
        throw new ApiError(CODE_PARAMS_ERROR, KIND_WANTED[spec.kind](name, Boolean(spec.multiple)), 400);
      }
    }
  }
}

/** JSON with object keys sorted, so equal params give equal text whatever order the client sent. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprint(algorithm: string, params: Record<string, unknown>): string {
  return crypto
    .createHash('sha256')
    .update(`${algorithm}\n${canonicalJson(params)}`)
    .digest('hex');
}

async function taskByKey(kdb: Kysely<DB>, userId: number, key: string): Promise<TaskRow | undefined> {
  return (await kdb
    .selectFrom('tasks')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()) as TaskRow | undefined;
}

/** A repeat of a key returns its task; the same key for another request is refused (490199). */
function replayOf(existing: TaskRow, print: string): TaskRow {
  if (existing.request_fingerprint !== print) {
    throw new ApiError(CODE_TASK_MISMATCH, 'This Idempotency-Key was already used for a different task', 409);
  }
  return existing;
}

/** Whole sentences per feature, so each language can build its own (the feature's name is a subject). */
const FEATURE_LOCKED: Record<PlanFeature, ServerText> = {
  ultraHd: say('Ultra HD is included in the Standard and Premium plans. Upgrade your plan to use it.'),
  frameInterpolation: say(
    'Frame interpolation is included in the Standard and Premium plans. Upgrade your plan to use it.',
  ),
};

/** Ultra HD and frame interpolation are options of the paid plans: a free plan asking for one is refused. */
function checkPlanFeatures(level: UserLevel, algorithm: string, params: Record<string, unknown>): void {
  const feature = taskFeature(algorithm, params);
  if (!feature || levelHasFeature(level, feature)) return;
  throw new ApiError(CODE_PLAN_FEATURE_LOCKED, FEATURE_LOCKED[feature], 403);
}

/**
 * The plan's cap on video generations at once: a video create while the user's cap is reached is refused, inside
 * the create's transaction so parallel creates cannot both take the last slot, and before the charge.
 */
async function checkVideoGenerations(
  trx: Kysely<DB>,
  userId: number,
  algorithm: string,
  level: UserLevel,
): Promise<void> {
  if (!countsAsVideoGeneration(algorithm)) return;
  const rows = await trx
    .selectFrom('tasks')
    .select('algorithm')
    .where('user_id', '=', userId)
    .where('status', '=', TASK_STATUS_IN_PROGRESS)
    .execute();
  const inProgress = rows.filter((row) => countsAsVideoGeneration(row.algorithm)).length;
  if (mayStartVideoGeneration(level, inProgress)) return;
  const cap = videoGenerationsAtOnce(level);
  // Premium is the top plan: nothing to upgrade to.
  const text =
    level === 'premium'
      ? say(
          '{cap, plural, one {Your plan runs # video generation at once: wait for one to finish.} other {Your plan runs # video generations at once: wait for one to finish.}}',
          { cap },
        )
      : say(
          '{cap, plural, one {Your plan runs # video generation at once: wait for one to finish. Upgrade your plan to run more at once.} other {Your plan runs # video generations at once: wait for one to finish. Upgrade your plan to run more at once.}}',
          { cap },
        );
  throw new ApiError(CODE_VIDEO_GENERATIONS_BUSY, text, 429);
}

/** The free plan's daily effect allowance, checked in the create's transaction and before the charge. */
async function checkEffectAllowance(
  trx: Kysely<DB>,
  userId: number,
  algorithm: string,
  level: UserLevel,
  nowMs: number,
): Promise<void> {
  if (!countsAsEffect(algorithm)) return;
  const rows = await trx
    .selectFrom('tasks')
    .select('algorithm')
    .where('user_id', '=', userId)
    .where('created_ms', '>=', effectDayStartMs(nowMs))
    .where('refunded_ms', 'is', null)
    .execute();
  if (mayStartEffect(level, rows.filter((row) => countsAsEffect(row.algorithm)).length)) return;
  throw new ApiError(
    CODE_DAILY_EFFECTS_USED,
    say(
      "The free plan includes {count} effects a day, and today's are used. Upgrade for unlimited effects, or come back tomorrow.",
      { count: FREE_DAILY_EFFECTS },
    ),
    429,
  );
}

/**
 * Validates, stores, charges and enqueues a new task in one transaction: either the task exists, its cost is
 * debited and (on PostgreSQL) its graphile-worker job waits, or none of them. With an idempotency key, repeats return the first task and charge nothing. The transaction first
 * locks the user (lockForWrite), so one user's creates decide one after another, across processes too: the caps
 * counted, the key looked up and the balance read all still hold when the task is stored. The insert's ON CONFLICT
 * on tasks_idempotency backs the key up without a unique violation (which would abort a PostgreSQL transaction).
 */
export async function createTask(
  kdb: Kysely<DB>,
  queue: Pick<TaskQueueApi, 'engine' | 'enqueue'>,
  req: NewTaskRequest,
  limits: { tasksInFlightMax: number },
): Promise<{ task: TaskRow; replayed: boolean }> {
  const module = moduleOrError(queue.engine, req.algorithm);
  const params = validatedParams(module, req.params);
  await checkFileParams(kdb, req.userId, module, params);
  const levelNow = await planLevelOf(kdb, req.userId, nowSeconds());
  checkPlanFeatures(levelNow, req.algorithm, params);
  await checkOutputCaps(kdb, req.userId, module, params, levelNow);
  const print = fingerprint(req.algorithm, params);
  const cost = algorithmCost(req.algorithm);
  const key = req.idempotencyKey;
  try {
    return await kdb.transaction().execute(async (trx): Promise<{ task: TaskRow; replayed: boolean }> => {
      await lockForWrite(trx, 'users', req.userId);
      if (key) {
        const existing = await taskByKey(trx, req.userId, key);
        if (existing) return { task: replayOf(existing, print), replayed: true };
      }
      // Again after the user's lock, which the unused-upload cleanup also takes before it marks a file: a file
      // found live here stays live until this task is stored, and then the task keeps it.
      await checkFileParams(trx, req.userId, module, params);
      // The plan at creation decides the cap and the watermark: a plan bought or ended later changes neither.
      const level = await planLevelOf(trx, req.userId, nowSeconds());
      const inFlight = await checkTasksInFlight(trx, req.userId, limits.tasksInFlightMax);
      await checkVideoGenerations(trx, req.userId, req.algorithm, level);
      const now = Date.now();
      await checkEffectAllowance(trx, req.userId, req.algorithm, level, now);
      const task = (await trx
        .insertInto('tasks')
        .values({
          id: crypto.randomUUID(),
          user_id: req.userId,
          algorithm: req.algorithm,
          status: TASK_STATUS_IN_PROGRESS,
          phase: 'queued',
          progress: 0,
          params: JSON.stringify(params),
          user_data: JSON.stringify(req.userData),
          cost,
          watermark: outputWatermarked(level) ? 1 : 0,
          idempotency_key: key ?? null,
          request_fingerprint: print,
          retry_of: req.retryOf ?? null,
          created_ms: now,
          updated_ms: now,
          turn_ms: turnMs(now, inFlight),
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
        )
        .returningAll()
        .executeTakeFirst()) as TaskRow | undefined;
      if (!task) {
        // The key's task was stored by someone not holding the user's lock: the index kept it single.
        const existing = key ? await taskByKey(trx, req.userId, key) : undefined;
        if (!existing) throw new Error('A task insert changed nothing without a stored task for its key');
        return { task: replayOf(existing, print), replayed: true };
      }
      await chargeTask(trx, req.userId, task.id, cost, chargeDetails(req.algorithm));
      await queue.enqueue(trx, task.id, now);
      return { task, replayed: false };
    });
  } catch (err) {
    if (err instanceof InsufficientCredits) throw new ApiError(CODE_BUY_NOW, err.text, 402);
    throw err;
  }
}
