/**
 * Faster generation for the plans that sell it (premium): the queue takes their jobs as if they had been created
 * this much earlier. Within a tier the oldest job goes first, and a job that has waited longer than the lead goes
 * before any faster-plan job created after it, so free jobs are never starved.
 */
import { PLAN_BENEFITS, PLAN_TIERS } from './plan-tiers';

export const FASTER_QUEUE_LEAD_MS = 2 * 60_000;

/** The tiers whose jobs take the lead (the plan benefits' faster generation). */
export const FASTER_QUEUE_TIERS = PLAN_TIERS.filter((tier) => PLAN_BENEFITS[tier].fasterGeneration);
