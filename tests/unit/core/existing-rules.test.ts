import { describe, expect, it } from 'vitest';
import {
  codeMessage,
  CODE_PARAMS_ERROR,
  isDriveSpaceError,
  CODE_RELOGIN,
  CODE_UNAUTHORIZED,
  needsRelogin,
} from '../../../src/core/business-codes';
import {
  CLIENT_TYPE_DESKTOP,
  CLIENT_TYPE_MOBILE,
  isEnvironment,
  PRODUCT_ID,
} from '../../../src/core/identity';
import { clampProgress, DISPLAYED_PROGRESS_SUCCESS, nextDisplayedProgress } from '../../../src/core/progress';
import {
  LOGIN_CHECK_INTERVAL_MS,
  loginStateChange,
  renewalDelayMs,
  TOKEN_LIFETIME_SECONDS,
} from '../../../src/core/session-rules';
import { isTaskFailure, isTaskFinished, isTaskSuccess } from '../../../src/core/task-status';
import { isEnvelope } from '../../../src/core/contract/envelope';
import * as timing from '../../../src/core/timing';

describe('identity', () => {
  it('holds the spec identity and recognises environments', () => {
    expect(PRODUCT_ID).toBe(5903);
    expect(CLIENT_TYPE_MOBILE).toBe(8);
    expect(CLIENT_TYPE_DESKTOP).toBe(7);
    for (const env of ['production', 'live', 'test', 'gray']) expect(isEnvironment(env)).toBe(true);
    expect(isEnvironment('staging')).toBe(false);
    expect(isEnvironment(undefined)).toBe(false);
  });
});

describe('business codes', () => {
  it('asks for a new sign-in on 490010 and 401 only', () => {
    expect(needsRelogin(CODE_RELOGIN)).toBe(true);
    expect(needsRelogin(CODE_UNAUTHORIZED)).toBe(true);
    expect(needsRelogin(CODE_PARAMS_ERROR)).toBe(false);
    expect(needsRelogin(0)).toBe(false);
  });
  it('opens the drive-space modal on 490602 and 661051 only', () => {
    expect(isDriveSpaceError(490602)).toBe(true);
    expect(isDriveSpaceError(661051)).toBe(true);
    expect(isDriveSpaceError(490001)).toBe(false);
    expect(isDriveSpaceError(0)).toBe(false);
  });
  it('formats the code/msg transport text', () => {
    expect(codeMessage(490001, 'bad')).toBe('code: 490001 msg: bad');
  });
});

describe('task status', () => {
  it('tells success, failure and unfinished apart', () => {
    expect(isTaskSuccess(3)).toBe(true);
    expect(isTaskFinished(3)).toBe(true);
    for (const s of [4, 5, 6, 20, 96, 97, 98, 15, 16, 21, 22]) {
      expect(isTaskFailure(s)).toBe(true);
      expect(isTaskFinished(s)).toBe(true);
    }
    for (const s of [0, 1, 2, 7, 99]) expect(isTaskFinished(s)).toBe(false);
  });
});

describe('progress', () => {
  it('clamps to 0..100 and treats non-numbers as 0', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(150)).toBe(100);
    expect(clampProgress(42.5)).toBe(42.5);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
  it('ticks +4, +1, +0.5, +0.01 by band and stops at 99', () => {
    expect(nextDisplayedProgress(0)).toBe(4);
    expect(nextDisplayedProgress(19)).toBe(23);
    expect(nextDisplayedProgress(20)).toBe(21);
    expect(nextDisplayedProgress(50)).toBe(50.5);
    expect(nextDisplayedProgress(80)).toBe(80.01);
    expect(nextDisplayedProgress(98.995)).toBe(99);
    expect(nextDisplayedProgress(99)).toBe(99);
  });
  it('never passes 99 however long it runs; success is 100', () => {
    let p = 0;
    for (let i = 0; i < 10_000; i++) p = nextDisplayedProgress(p);
    expect(p).toBe(99);
    expect(DISPLAYED_PROGRESS_SUCCESS).toBe(100);
  });
});

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

describe('envelope', () => {
  it('recognises the {code, data, msg} shape', () => {
    expect(isEnvelope({ code: 0, data: null, msg: '', trace_id: 't' })).toBe(true);
    expect(isEnvelope({ code: '0', data: null, msg: '' })).toBe(false);
    expect(isEnvelope({ code: 0, msg: '' })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});

describe('timing', () => {
  it('holds the spec timeouts and intervals', () => {
    expect(timing.DEFAULT_TIMEOUT_MS).toBe(30_000);
    expect(timing.CREATE_TIMEOUT_MS).toBe(600_000);
    expect(timing.PROGRESS_TIMEOUT_MS).toBe(300_000);
    expect([timing.RESULT_POLL_MS, timing.PROGRESS_POLL_MS]).toEqual([3000, 2000]);
    expect(timing.PURCHASE_REFRESH_AT_MS).toEqual([0, 3000, 6000, 9000]);
    // 450 polls 2 s apart: the purchase poll gives up after 15 minutes.
    expect(timing.PURCHASE_POLL_MS * timing.PURCHASE_POLL_MAX).toBe(15 * 60_000);
  });
});
