import { describe, expect, it } from 'vitest';
import {
  LOGIN_CHECK_INTERVAL_MS,
  loginStateChange,
  renewalDelayMs,
  TOKEN_LIFETIME_SECONDS,
} from '../../../src/core/session-rules';

describe('session rules', () => {
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
