import crypto from 'node:crypto';
import {
  AB_PLAN_A,
  AB_PLAN_B,
  AB_PLAN_NONE,
  isAbTestCode,
  type AbPlan,
  type AbTestCode,
} from '../../src/core/experiments';

/** AB_TEST_PLANS: "login_test=1,ad_banner=2" pins experiments to a plan; an unknown code or plan stops the start. */
export function pinnedAbPlansFromEnv(value: string | undefined): Partial<Record<AbTestCode, AbPlan>> {
  const pinned: Partial<Record<AbTestCode, AbPlan>> = {};
  for (const part of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [code, plan] = part.split('=').map((p) => p.trim());
    const n = Number(plan);
    if (!isAbTestCode(code) || (n !== AB_PLAN_A && n !== AB_PLAN_B)) {
      throw new Error(`AB_TEST_PLANS: "${part}" is not <experiment>=1 or <experiment>=2`);
    }
    pinned[code] = n;
  }
  return pinned;
}

/**
 * The plan of one user in one experiment: a hash of (test code, user id) splits users evenly and
 * keeps each user in the same arm on every call and server. Unknown experiments give plan 0. An experiment the
 * deployment pins (AB_TEST_PLANS, e.g. to stop one or to test one arm) gives everyone its pinned plan.
 */
export function abTestPlan(
  testCode: string,
  userId: string,
  pinned: Readonly<Partial<Record<AbTestCode, AbPlan>>> = {},
): AbPlan {
  if (!isAbTestCode(testCode)) return AB_PLAN_NONE;
  const plan = pinned[testCode];
  if (plan !== undefined) return plan;
  const digest = crypto.createHash('sha256').update(`${testCode}\u0000${userId}`).digest();
  return digest[0] % 2 === 0 ? AB_PLAN_A : AB_PLAN_B;
}
