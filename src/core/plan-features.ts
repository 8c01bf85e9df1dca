/**
 * Options the free plan does not include: Ultra HD (the HD switch's 1080p video and the ×4 upscale) and frame
 * interpolation (the video enhancer's mode), for standard and premium only as the plan benefits table says. The
 * server refuses a task that asks for one on a free plan; the form shows them locked and offers the plans.
 */
import { PLAN_BENEFITS, planTierOfLevel } from './plan-tiers';
import type { UserLevel } from './user-level';

export type PlanFeature = 'ultraHd' | 'frameInterpolation';

/** The video enhancer mode that makes in-between frames. */
const FRAME_INTERPOLATION_ALGORITHM = 'vfi';
/** The upscale factor from which an upscaled picture is Ultra HD. */
const ULTRA_HD_SCALE = 4;

const switchedOn = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

/** The paid feature a form value asks for, if any: the HD switch on, or an upscale of ×4. */
export function fieldValueFeature(field: string, value: unknown): PlanFeature | null {
  if (field === 'hd' && switchedOn(value)) return 'ultraHd';
  if (field === 'scale' && Number(value) >= ULTRA_HD_SCALE) return 'ultraHd';
  return null;
}

/** The paid feature an algorithm is, if any (frame interpolation). */
export function algorithmFeature(algorithm: string): PlanFeature | null {
  return algorithm === FRAME_INTERPOLATION_ALGORITHM ? 'frameInterpolation' : null;
}

/** The first paid feature a task asks for, if any: by its algorithm, else by a param's value. */
export function taskFeature(algorithm: string, params: Record<string, unknown>): PlanFeature | null {
  const own = algorithmFeature(algorithm);
  if (own) return own;
  for (const [field, value] of Object.entries(params)) {
    const feature = fieldValueFeature(field, value);
    if (feature) return feature;
  }
  return null;
}

export function levelHasFeature(level: UserLevel, feature: PlanFeature): boolean {
  return PLAN_BENEFITS[planTierOfLevel(level)][feature];
}
