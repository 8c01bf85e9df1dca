/**
 * The plan's output caps, checked when a task is created (before the charge): the module says what its output
 * will measure from the params and the stored sizes of its inputs, and a task past the plan's cap is refused with
 * the numbers a user needs to choose a smaller picture, a gentler setting or a paid plan.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AlgorithmModule, InputFacts } from '../engine/types';
import { ownedFile } from '../files/file-storage';
import { ApiError } from '../http/envelope';
import { say, type ServerText } from '../i18n/server-text';
import { CODE_OUTPUT_PLAN_CAP, CODE_PARAMS_ERROR } from '../../src/core/business-codes';
import { outputCapIssue, type OutputCapIssue } from '../../src/core/output-caps';
import type { UserLevel } from '../../src/core/user-level';

/** Stored sizes of the module's single-file inputs (checkFileParams has already proved them the caller's). */
async function inputFacts(
  kdb: Kysely<DB>,
  userId: number,
  module: AlgorithmModule,
  params: Record<string, unknown>,
): Promise<Record<string, InputFacts>> {
  const facts: Record<string, InputFacts> = {};
  for (const [name, spec] of Object.entries(module.fileParams)) {
    const id = params[name];
    if (spec.multiple || typeof id !== 'string') continue;
    const file = await ownedFile(kdb, userId, id);
    if (!file) continue;
    facts[name] = {
      width: file.width ?? undefined,
      height: file.height ?? undefined,
      duration: file.duration ?? undefined,
    };
  }
  return facts;
}

function capText(issue: OutputCapIssue): ServerText {
  if (issue.reason === 'pixels') {
    const { width, height, maxMegapixels } = issue;
    return issue.higherPlanHelps
      ? say(
          'The result would be {width}×{height} pixels, and your plan makes pictures of up to {maxMegapixels} megapixels. Use a smaller picture or scale, or upgrade for Ultra HD.',
          { width, height, maxMegapixels },
        )
      : say(
          'The result would be {width}×{height} pixels: pictures can have up to {maxMegapixels} megapixels. Use a smaller picture or scale.',
          { width, height, maxMegapixels },
        );
  }
  const { seconds, maxSeconds } = issue;
  return issue.higherPlanHelps
    ? say(
        'The result would last {seconds} seconds, and your plan makes results of up to {maxSeconds} seconds. Use a shorter clip or a gentler setting, or upgrade your plan.',
        { seconds, maxSeconds },
      )
    : say(
        'The result would last {seconds} seconds: results can last up to {maxSeconds} seconds. Use a shorter clip or a gentler setting.',
        { seconds, maxSeconds },
      );
}

/**
 * Refuses (uncharged) a task whose output would pass the plan's caps: as a plan limit (403, the generator offers
 * the plans) when a paid plan's caps would take it, else as a request no plan takes (400).
 */
export async function checkOutputCaps(
  kdb: Kysely<DB>,
  userId: number,
  module: AlgorithmModule,
  params: Record<string, unknown>,
  level: UserLevel,
): Promise<void> {
  if (!module.outputFacts) return;
  const issue = outputCapIssue(
    level,
    module.outputFacts(params, await inputFacts(kdb, userId, module, params)),
  );
  if (!issue) return;
  if (issue.higherPlanHelps) throw new ApiError(CODE_OUTPUT_PLAN_CAP, capText(issue), 403);
  throw new ApiError(CODE_PARAMS_ERROR, capText(issue), 400);
}
