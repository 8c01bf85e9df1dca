import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config';
import { AB_PLAN_A, AB_PLAN_B } from '../../../src/core/experiments';
import { envelope, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function plans(testCode: string, users: string[]): Promise<number[]> {
  const answers = await Promise.all(
    users.map((user) =>
      t.app.inject({ method: 'GET', url: `/v1/common/ab-test?test_code=${testCode}&user_id=${user}` }),
    ),
  );
  return answers.map((res) => envelope<{ plan: number }>(res).data.plan);
}

const users = Array.from({ length: 16 }, (_, i) => `device-${i}`);

describe('AB_TEST_PLANS pins an experiment for everyone', () => {
  it('gives every user the pinned plan and leaves the other experiments split', async () => {
    t = await startTestApp({ env: { AB_TEST_PLANS: 'login_test=1' } });
    expect(new Set(await plans('login_test', users))).toEqual(new Set([AB_PLAN_A]));
    expect(new Set(await plans('ad_banner', users))).toEqual(new Set([AB_PLAN_A, AB_PLAN_B]));
  });

  it('refuses an unknown experiment or plan at start', () => {
    expect(() => configFromEnv({ AB_TEST_PLANS: 'nope=1' })).toThrow(/AB_TEST_PLANS/);
    expect(() => configFromEnv({ AB_TEST_PLANS: 'login_test=3' })).toThrow(/AB_TEST_PLANS/);
  });
});
