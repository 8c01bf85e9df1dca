import crypto from 'node:crypto';
import { AB_PLAN_A, AB_PLAN_B, AB_PLAN_NONE, isAbTestCode, type AbPlan } from '../../src/core/experiments';

/**
 * The plan of one user in one experiment: a hash of (test code, user id) splits users evenly and
 * keeps each user in the same arm on every call and server. Unknown experiments give plan 0.
 */
export function abTestPlan(testCode: string, userId: string): AbPlan {
  if (!isAbTestCode(testCode)) return AB_PLAN_NONE;
  const digest = crypto.createHash('sha256').update(`${testCode}\u0000${userId}`).digest();
  return digest[0] % 2 === 0 ? AB_PLAN_A : AB_PLAN_B;
}
