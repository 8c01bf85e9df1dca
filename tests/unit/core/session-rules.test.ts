import { describe, expect, it } from 'vitest';
import {
  LOGIN_CHECK_INTERVAL_MS,
  loginStateChange,
  renewalDelayMs,
  SECOND_WAY_LOGIN_WINDOW_MS,
  secondWayLoginApplies,
  TOKEN_LIFETIME_SECONDS,
} from '../../../src/core/session-rules';

describe('session rules', () => {
  it('applies a second-way login flag for one hour after it was set', () => {
    const now = 10 * SECOND_WAY_LOGIN_WINDOW_MS;
    expect(SECOND_WAY_LOGIN_WINDOW_MS).toBe(3_600_000);
    expect(secondWayLoginApplies(now - 30 * 60_000, now)).toBe(true);
    expect(secondWayLoginApplies(now - SECOND_WAY_LOGIN_WINDOW_MS, now)).toBe(false);
    expect(secondWayLoginApplies(undefined, now)).toBe(false);
    // A flag from the future (a clock put back) is not trusted.
    expect(secondWayLoginApplies(now + 1000, now)).toBe(false);
  });
  it('renews 1 s after the token enters its last 40 minutes, at least after 3 s', () => {
    expect(renewalDelayMs(LOGIN_CHECK_INTERVAL_MS + 60_000)).toBe(61_000);
    expect(renewalDelayMs(LOGIN_CHECK_INTERVAL_MS - 60_000)).toBe(3000);
    expect(renewalDelayMs(0)).toBe(3000);
    expect(TOKEN_LIFETIME_SECONDS).toBe(2 * 86400);
  });
  it('classifies login changes seen on focus', () => {
    expect(loginStateChange(undefined, undefined)).toBe('none');
    expect(loginStateChange(undefined, '7')).toBe('tologin');
    expect(loginStateChange('7', undefined)).toBe('tologout');
    expect(loginStateChange('7', '7')).toBe('normal');
    expect(loginStateChange('7', '8')).toBe('change');
  });
});
