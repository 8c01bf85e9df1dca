/**
 * Faster generation for the plans that sell it (premium): the queue takes their jobs as if they had been created
 * this much earlier. Within a tier the oldest job goes first, and a job that has waited longer than the lead goes
 * before any faster-plan job created after it, so free jobs are never starved.
 *
 * Fair share across users: each job of the same user queued or running when a job is created counts that job a
 * step later, so one account sending twenty jobs does not make everyone else wait for all twenty: users take
 * turns. The offset is fixed when the job is created, so a job's place only improves as time passes and every job
 * comes up in the end.
 */
import { PLAN_BENEFITS, PLAN_TIERS } from './plan-tiers';

export const FASTER_QUEUE_LEAD_MS = 2 * 60_000;
const FAIR_SHARE_STEP_MS = 60_000;

/** The tiers whose jobs take the lead (the plan benefits' faster generation). */
export const FASTER_QUEUE_TIERS = PLAN_TIERS.filter((tier) => PLAN_BENEFITS[tier].fasterGeneration);

/** A new job's time in the queue's order (before any lead): later by a step for each of the user's jobs in flight. */
export function turnMs(createdMs: number, userJobsInFlight: number): number {
  return createdMs + FAIR_SHARE_STEP_MS * userJobsInFlight;
}
