/**
 * Output caps per plan: the largest picture and the longest video or sound a task may make. Credits pay per task,
 * not per pixel or second, so a module whose output grows from its inputs (an upscale multiplies the sides, slow
 * motion stretches the length) would otherwise buy any amount of engine time for one credit. The free plan's
 * pictures stop at 16 megapixels (a 4K frame is 8); Ultra HD, a benefit of the paid plans, goes to 64 megapixels. Length
 * doubles from one minute to two. These numbers are this app's choice: the plan table names Ultra HD, not sizes.
 */
import { levelHasFeature } from './plan-features';
import type { UserLevel } from './user-level';

interface OutputCaps {
  maxPixels: number;
  /** Seconds. */
  maxSeconds: number;
}

const FREE_OUTPUT_CAPS: OutputCaps = { maxPixels: 16_000_000, maxSeconds: 60 };
const ULTRA_HD_OUTPUT_CAPS: OutputCaps = { maxPixels: 64_000_000, maxSeconds: 120 };

function outputCapsOf(level: UserLevel): OutputCaps {
  return levelHasFeature(level, 'ultraHd') ? ULTRA_HD_OUTPUT_CAPS : FREE_OUTPUT_CAPS;
}

/** What a task's output will measure, as far as its module can tell before running (unknown parts omitted). */
export interface OutputFacts {
  width?: number;
  height?: number;
  /** Seconds. */
  seconds?: number;
}

export type OutputCapIssue =
  | { reason: 'pixels'; width: number; height: number; maxMegapixels: number; higherPlanHelps: boolean }
  | { reason: 'seconds'; seconds: number; maxSeconds: number; higherPlanHelps: boolean };

/** The first cap the output breaks for this plan, or null; `higherPlanHelps`: a paid plan's caps would take it. */
export function outputCapIssue(level: UserLevel, output: OutputFacts): OutputCapIssue | null {
  const caps = outputCapsOf(level);
  const upgradable = caps !== ULTRA_HD_OUTPUT_CAPS;
  const { width, height, seconds } = output;
  if (width !== undefined && height !== undefined && width * height > caps.maxPixels) {
    return {
      reason: 'pixels',
      width,
      height,
      maxMegapixels: Math.round(caps.maxPixels / 1_000_000),
      higherPlanHelps: upgradable && width * height <= ULTRA_HD_OUTPUT_CAPS.maxPixels,
    };
  }
  // A hair over is the container's rounding, as with uploads.
  if (seconds !== undefined && seconds > caps.maxSeconds + 0.5) {
    return {
      reason: 'seconds',
      seconds: Math.round(seconds),
      maxSeconds: caps.maxSeconds,
      higherPlanHelps: upgradable && seconds <= ULTRA_HD_OUTPUT_CAPS.maxSeconds + 0.5,
    };
  }
  return null;
}
