import { describe, expect, it } from 'vitest';
import {
  afterClientInit,
  afterInfoFailed,
  afterInfoFetched,
  afterOpenSuccess,
  driveOpenStatusFromCode,
  initialDriveState,
  isDriveReady,
  profileCloudOutcome,
  resetDrive,
  refreshNeedsOpenCheck,
} from '../../../src/core/drive-state';

const NOW = Date.UTC(2025, 5, 1);

describe('drive account status transitions', () => {
  it('starts pending with cleared sizes', () => {
    const s = initialDriveState();
    expect(s).toMatchObject({ accStatus: 'pending', driveOpenStatus: 'pending', totalSize: 0, usedSize: 0 });
    expect(s.expiredTime).toBe(-1);
    expect(s.isDriveInfoReady).toBe(false);
    expect(s.accOperation).toEqual({ hint: null, action: 'none' });
  });
  it('becomes active with a space id, inactive without', () => {
    const active = afterClientInit(initialDriveState(), 'space-1');
    expect(active.accStatus).toBe('active');
    expect(active.driveOpenStatus).toBe('hadOpenedDrive');
    expect(active.accOperation.hint).toBe('expand');
    const inactive = afterClientInit(initialDriveState(), undefined);
    expect(inactive.accStatus).toBe('inactive');
    expect(inactive.driveOpenStatus).toBe('pending');
    expect(inactive.accOperation).toEqual({ hint: 'openDrive', action: 'openDrive' });
    expect(afterClientInit(initialDriveState(), '').accStatus).toBe('inactive');
  });
  it('turns expired when expired_time is set and in the past', () => {
    const active = afterClientInit(initialDriveState(), 's');
    const past = afterInfoFetched(
      active,
      { total_size: 100, used_size: 5, expired_time: NOW / 1000 - 1 },
      NOW,
    );
    expect(past).toMatchObject({
      accStatus: 'expired',
      isExpired: true,
      isDriveInfoReady: true,
      usedSize: 5,
    });
    const future = afterInfoFetched(
      active,
      { total_size: 100, used_size: 5, expired_time: NOW / 1000 + 60 },
      NOW,
    );
    expect(future).toMatchObject({ accStatus: 'active', isExpired: false });
    const none = afterInfoFetched(active, { total_size: 100, used_size: 5, expired_time: 0 }, NOW);
    expect(none).toMatchObject({ accStatus: 'active', isExpired: false, expiredTime: -1 });
  });
  it('marks info not ready on fetch failure', () => {
    const ready = afterInfoFetched(
      initialDriveState(),
      { total_size: 1, used_size: 0, expired_time: 0 },
      NOW,
    );
    expect(afterInfoFailed(ready).isDriveInfoReady).toBe(false);
  });
  it('becomes active + openSuccess after opening, and pending after reset', () => {
    const opened = afterOpenSuccess(afterClientInit(initialDriveState(), null));
    expect(opened).toMatchObject({ accStatus: 'active', driveOpenStatus: 'openSuccess' });
    expect(afterClientInit(opened, 's').driveOpenStatus).toBe('openSuccess');
    expect(resetDrive()).toEqual(initialDriveState());
  });
  it('is ready only when active or expired', () => {
    expect(isDriveReady('active')).toBe(true);
    expect(isDriveReady('expired')).toBe(true);
    for (const s of ['pending', 'inactive', 'forbidden'] as const) expect(isDriveReady(s)).toBe(false);
  });
});

describe('driveOpenStatusFromCode', () => {
  it('maps the spec codes and ignores others', () => {
    expect(driveOpenStatusFromCode(0, true, 'pending')).toBe('qualifyToOpen');
    expect(driveOpenStatusFromCode(0, false, 'pending')).toBe('pending');
    expect(driveOpenStatusFromCode(381301, false, 'pending')).toBe('forbidden');
    expect(driveOpenStatusFromCode(381305, false, 'pending')).toBe('forbidden');
    expect(driveOpenStatusFromCode(381300, false, 'pending')).toBe('hadOpenedDrive');
    expect(driveOpenStatusFromCode(381304, false, 'pending')).toBe('payToUpgrade');
    expect(driveOpenStatusFromCode(381200, false, 'pending')).toBe('openError');
    expect(driveOpenStatusFromCode(123456, false, 'payToUpgrade')).toBe('payToUpgrade');
  });
  it('checks whether a drive that is not active may be opened', () => {
    expect(refreshNeedsOpenCheck('inactive')).toBe(true);
    expect(refreshNeedsOpenCheck('active')).toBe(false);
  });
});

describe('profileCloudOutcome', () => {
  it('reloads on 371300 or success, else labels the failure', () => {
    expect(profileCloudOutcome(371300)).toBe('reload');
    expect(profileCloudOutcome(0)).toBe('reload');
    expect(profileCloudOutcome(381304)).toBe('unpaid');
    expect(profileCloudOutcome(381301)).toBe('restricted');
    expect(profileCloudOutcome(381305)).toBe('restricted');
    expect(profileCloudOutcome(381200)).toBe('error');
    expect(profileCloudOutcome(1)).toBe('error');
  });
});
