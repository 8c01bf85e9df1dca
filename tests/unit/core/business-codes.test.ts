import { describe, expect, it } from 'vitest';
import {
  codeMessage,
  CODE_PARAMS_ERROR,
  isDriveSpaceError,
  isVideoSiteLoginError,
  CODE_RELOGIN,
  CODE_UNAUTHORIZED,
  needsRelogin,
} from '../../../src/core/business-codes';

describe('business codes', () => {
  it('asks for a new sign-in on 490010, 400 and 401 only', () => {
    expect(needsRelogin(CODE_RELOGIN)).toBe(true);
    expect(needsRelogin(CODE_UNAUTHORIZED)).toBe(true);
    expect(needsRelogin(400)).toBe(true);
    expect(needsRelogin(CODE_PARAMS_ERROR)).toBe(false);
    expect(needsRelogin(0)).toBe(false);
  });
  it('opens the drive-space modal on 490602 and 661051 only', () => {
    expect(isDriveSpaceError(490602)).toBe(true);
    expect(isDriveSpaceError(661051)).toBe(true);
    expect(isDriveSpaceError(490001)).toBe(false);
    expect(isDriveSpaceError(0)).toBe(false);
  });
  it('knows the two video-site login errors', () => {
    expect([661031, 660013, 661051, 490001].map(isVideoSiteLoginError)).toEqual([true, true, false, false]);
  });
  it('formats the code/msg transport text', () => {
    expect(codeMessage(490001, 'bad')).toBe('code: 490001 msg: bad');
  });
});
