/** Cloud drive account state machine. */
import {
  CODE_CLOUD_OK,
  CODE_DRIVE_FORBIDDEN,
  CODE_DRIVE_FORBIDDEN_2,
  CODE_DRIVE_HAD_OPENED,
  CODE_DRIVE_OPEN_ERROR,
  CODE_DRIVE_PAY_TO_UPGRADE,
  CODE_SUCCESS,
} from './business-codes';
import { isDriveFull } from './cloud-state';
import { serverSecondsToMs } from './dates';

export type AccStatus = 'pending' | 'inactive' | 'active' | 'expired' | 'forbidden';

export type DriveOpenStatus =
  'pending' | 'hadOpenedDrive' | 'qualifyToOpen' | 'openSuccess' | 'payToUpgrade' | 'forbidden' | 'openError';

/** Space list page size. Only the first space id is used. */
export const SPACE_LIST_PAGE_SIZE = 10;

type AccHint = 'expand' | 'openDrive';
type AccAction = 'openCloudPage' | 'openDrive' | 'none';
interface AccOperation {
  hint: AccHint | null;
  action: AccAction;
}

export interface DriveState {
  totalSize: number;
  usedSize: number;
  /** Server seconds; -1 when unknown. */
  expiredTime: number;
  isExpired: boolean;
  isDriveInfoReady: boolean;
  accStatus: AccStatus;
  driveOpenStatus: DriveOpenStatus;
  accOperation: AccOperation;
}

/** Space info as getSpaceInfo returns it. */
export interface SpaceInfo {
  total_size: number;
  used_size: number;
  expired_time: number;
}

/** Initial and reset state: pending, sizes cleared. */
export function initialDriveState(): DriveState {
  return withOperation({
    totalSize: 0,
    usedSize: 0,
    expiredTime: -1,
    isExpired: false,
    isDriveInfoReady: false,
    accStatus: 'pending',
    driveOpenStatus: 'pending',
    accOperation: { hint: null, action: 'none' },
  });
}

/**
 * The spec names the reset separately; it is the initial state again.
 * @alias of initialDriveState, so knip does not report it as a duplicate export.
 */
export const resetDrive = initialDriveState;

function withOperation(state: DriveState): DriveState {
  return { ...state, accOperation: accountActionHint(state.accStatus) };
}

/** Already active or expired means the drive had been opened. */
function withOpenStatusFromAcc(state: DriveState): DriveState {
  return isDriveReady(state.accStatus) && state.driveOpenStatus !== 'openSuccess'
    ? { ...state, driveOpenStatus: 'hadOpenedDrive' }
    : state;
}

/** After the storage client initialises: active with a space id, otherwise inactive. */
export function afterClientInit(state: DriveState, spaceId: string | number | null | undefined): DriveState {
  const hasSpace = spaceId !== null && spaceId !== undefined && spaceId !== '';
  return withOperation(withOpenStatusFromAcc({ ...state, accStatus: hasSpace ? 'active' : 'inactive' }));
}

/** Fetched space info: sizes and expiry; expired_time > 0 and earlier than now gives expired. */
export function afterInfoFetched(state: DriveState, info: SpaceInfo, nowMs: number): DriveState {
  const expiredTime = Number(info.expired_time) || 0;
  const isExpired = expiredTime > 0 && serverSecondsToMs(expiredTime) < nowMs;
  return withOperation(
    withOpenStatusFromAcc({
      ...state,
      totalSize: Number(info.total_size) || 0,
      usedSize: Number(info.used_size) || 0,
      expiredTime: expiredTime > 0 ? expiredTime : -1,
      isExpired,
      isDriveInfoReady: true,
      accStatus: isExpired ? 'expired' : state.accStatus,
    }),
  );
}

/** A failed info fetch marks the info not ready and leaves the rest. */
export function afterInfoFailed(state: DriveState): DriveState {
  return { ...state, isDriveInfoReady: false };
}

/** A successful open call (code 0 with data) gives active and openSuccess; the caller then refreshes info. */
export function afterOpenSuccess(state: DriveState): DriveState {
  return withOperation({ ...state, accStatus: 'active', driveOpenStatus: 'openSuccess' });
}

/** Ready only when active or expired. */
export function isDriveReady(accStatus: AccStatus): boolean {
  return accStatus === 'active' || accStatus === 'expired';
}

/**
 * Open status after an open check or open call. Code 0 with data → qualifyToOpen; mapped codes per the spec;
 * other codes (the spec's unseen table) are ignored and the current status is kept.
 */
export function driveOpenStatusFromCode(
  code: number,
  hasData: boolean,
  current: DriveOpenStatus,
): DriveOpenStatus {
  if (code === CODE_SUCCESS) return hasData ? 'qualifyToOpen' : current;
  switch (code) {
    case CODE_DRIVE_FORBIDDEN:
    case CODE_DRIVE_FORBIDDEN_2:
      return 'forbidden';
    case CODE_DRIVE_HAD_OPENED:
      return 'hadOpenedDrive';
    case CODE_DRIVE_PAY_TO_UPGRADE:
      return 'payToUpgrade';
    case CODE_DRIVE_OPEN_ERROR:
      return 'openError';
    default:
      return current;
  }
}

/** The profile panel's reaction to a cloud open code. */
export type ProfileCloudOutcome = 'reload' | 'unpaid' | 'restricted' | 'error';

export function profileCloudOutcome(code: number): ProfileCloudOutcome {
  if (code === CODE_CLOUD_OK || code === CODE_SUCCESS) return 'reload';
  if (code === CODE_DRIVE_PAY_TO_UPGRADE) return 'unpaid';
  if (code === CODE_DRIVE_FORBIDDEN || code === CODE_DRIVE_FORBIDDEN_2) return 'restricted';
  return 'error';
}

/** Account action hint: active/expired → expand (opens the cloud page); inactive → open drive; else nothing. */
function accountActionHint(accStatus: AccStatus): AccOperation {
  if (isDriveReady(accStatus)) return { hint: 'expand', action: 'openCloudPage' };
  if (accStatus === 'inactive') return { hint: 'openDrive', action: 'openDrive' };
  return { hint: null, action: 'none' };
}

/**
 * Refresh flow step: a drive that is not active (inactive, or expired, or not known yet) checks whether it may be
 * opened; the card then offers Open. The product does not open it automatically (see the README).
 */
export function refreshNeedsOpenCheck(accStatus: AccStatus): boolean {
  return accStatus !== 'active';
}

export type PreUploadCheck = 'unknownErr' | 'drivePay' | 'noDriveSpace' | 'qualify';

/**
 * Pre-upload check, before any byte is sent: unknownErr while the drive info is not ready; else drivePay when the
 * drive is not active; noDriveSpace when it is full (the drive-full rule) or the file does not fit in what is left;
 * else qualify.
 */
export function preUploadCheck(
  state: Pick<DriveState, 'isDriveInfoReady' | 'accStatus' | 'totalSize' | 'usedSize'>,
  bytes: number,
): PreUploadCheck {
  if (!state.isDriveInfoReady) return 'unknownErr';
  if (state.accStatus !== 'active') return 'drivePay';
  if (isDriveFull(state.totalSize, state.usedSize)) return 'noDriveSpace';
  return state.usedSize + bytes > state.totalSize ? 'noDriveSpace' : 'qualify';
}
