import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config';
import { startTestApp, type TestApp } from './support/test-app';
import {
  SYSTEM_CONFIG_APP,
  SYSTEM_CONFIG_APP_TYPE,
  SYSTEM_CONFIG_PROMOTION,
} from '../../../src/core/contract/common';
import { parsePromotionConfig } from '../../../src/features/promotions/promotion-config';

describe('system_config promotion', () => {
  let withPromo: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    withPromo = await startTestApp({
      env: { PROMOTION_DEADLINE: '2099-01-01T00:00:00Z', PROMOTION_INTERVAL_HOURS: '6' },
    });
    without = await startTestApp();
  });
  afterAll(async () => {
    await withPromo.app.close();
    await without.app.close();
  });

  it('carries the configured promotion, which the app reads back', async () => {
    const res = await withPromo.app.inject({ method: 'GET', url: '/v1/common/system_config' });
    const items = res.json().data as Array<{ code: string; value: string }>;
    expect(items.map((i) => i.code)).toEqual([
      SYSTEM_CONFIG_APP,
      SYSTEM_CONFIG_APP_TYPE,
      SYSTEM_CONFIG_PROMOTION,
    ]);
    expect(parsePromotionConfig(items)).toEqual({
      deadline: Date.parse('2099-01-01T00:00:00Z') / 1000,
      interval_hours: 6,
    });
  });

  it('has no promotion item unless one is configured', async () => {
    const res = await without.app.inject({ method: 'GET', url: '/v1/common/system_config' });
    const items = res.json().data as Array<{ code: string; value: string }>;
    expect(items.map((i) => i.code)).toEqual([SYSTEM_CONFIG_APP, SYSTEM_CONFIG_APP_TYPE]);
    expect(parsePromotionConfig(items)).toBeNull();
  });

  it('reads epoch seconds and refuses a deadline it cannot read', () => {
    expect(configFromEnv({ PROMOTION_DEADLINE: '1900000000' }).promotion).toEqual({
      deadline: 1900000000,
      intervalHours: 24,
    });
    expect(() => configFromEnv({ PROMOTION_DEADLINE: 'soon' })).toThrow(/PROMOTION_DEADLINE/);
  });
});
