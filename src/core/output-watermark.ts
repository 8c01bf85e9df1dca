/**
 * Whether a task's output carries the product's watermark: the free plan's output is marked, the paid plans are
 * watermark-free (the benefits table). Decided from the owner's level when the task is created, so a plan bought
 * or ended while it runs does not change what it makes.
 */
import { PLAN_BENEFITS, planTierOfLevel } from './plan-tiers';
import type { UserLevel } from './user-level';

export function outputWatermarked(level: UserLevel): boolean {
  return !PLAN_BENEFITS[planTierOfLevel(level)].watermarkFree;
}
