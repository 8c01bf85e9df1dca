/**
 * Video generations a plan runs at once: free 1, standard 3, premium 5 (the plan benefits table). Every task that
 * makes a video counts, the generators, effects and video enhancers alike: each holds the video engine as long.
 * A task counts from its create until it ends (queued or running), so a queue of waiting videos is capped too.
 */
import { PLAN_BENEFITS, planTierOfLevel } from './plan-tiers';
import { algorithmOutput } from './task-story';
import type { UserLevel } from './user-level';

export function countsAsVideoGeneration(algorithm: string): boolean {
  return algorithmOutput(algorithm) === 'video';
}

export function videoGenerationsAtOnce(level: UserLevel): number {
  return PLAN_BENEFITS[planTierOfLevel(level)].videoGenerations;
}

/** Whether one more video generation may start while `inProgress` of the user's are queued or running. */
export function mayStartVideoGeneration(level: UserLevel, inProgress: number): boolean {
  return inProgress < videoGenerationsAtOnce(level);
}
