/**
 * The cloud drive state, driven by core's state machine. The "storage
 * client" is this server's drive endpoints: space list, space info, open check and open.
 */
import { proxy } from 'valtio';
import { api } from '../session/api-client';
import { isApiFailure } from '../../api/errors';
import { CODE_CLOUD_OK, CODE_SUCCESS } from '../../core/business-codes';
import type {
  DriveInfoData,
  DriveOpenCheckData,
  DriveOpenData,
  DriveSpaceInfoQuery,
  DriveSpaceListData,
  DriveSpaceListQuery,
} from '../../core/contract/drive';
import {
  afterClientInit,
  afterInfoFailed,
  afterInfoFetched,
  afterOpenSuccess,
  driveOpenStatusFromCode,
  initialDriveState,
  isDriveReady,
  refreshNeedsOpenCheck,
  resetDrive,
  SPACE_LIST_PAGE_SIZE,
  type DriveState,
  type SpaceInfo,
} from '../../core/drive-state';
import { sessionState } from '../session/session-state';

export interface DriveUiState extends DriveState {
  /** GET /v1/drive/info: the plan the drive follows and its file limit. */
  info: DriveInfoData | null;
  spaceId: string | null;
  /** The drive-space-error modal: open with an optional subtitle. */
  spaceError: { subtitle?: string } | null;
}

export const driveState = proxy<DriveUiState>({
  ...initialDriveState(),
  info: null,
  spaceId: null,
  spaceError: null,
});

function apply(next: DriveState): void {
  Object.assign(driveState, next);
}

const snapshot = (): DriveState => ({ ...driveState, accOperation: { ...driveState.accOperation } });

/** Drive calls need a signed-in user; otherwise no client. */
function hasClient(): boolean {
  if (sessionState.token) return true;
  console.warn('pds init error,please login first');
  return false;
}

/** Code and data of a call whose business codes are answers, not failures (open check, open). */
async function codeOf<T>(method: 'POST', url: string): Promise<{ code: number; data: T | null }> {
  try {
    const envelope = await api.requestEnvelope<T>(method, url);
    return { code: envelope.code, data: envelope.data ?? null };
  } catch (err) {
    if (isApiFailure(err)) return { code: err.code, data: (err.envelope?.data as T) ?? null };
    throw err;
  }
}

async function fetchSpaceInfo(): Promise<void> {
  try {
    const query: DriveSpaceInfoQuery | undefined = driveState.spaceId
      ? { space_id: driveState.spaceId }
      : undefined;
    const info = await api.get<SpaceInfo>('/v1/drive/space/info', { query });
    apply(afterInfoFetched(snapshot(), info, Date.now()));
  } catch (err) {
    console.warn('drive info failed', err);
    apply(afterInfoFailed(snapshot()));
  }
}

/** Loads the account status, sizes and, for a drive not yet opened, whether it may be opened. */
export async function loadDrive(): Promise<void> {
  if (!hasClient()) return;
  const query: DriveSpaceListQuery = { page: 1, page_size: SPACE_LIST_PAGE_SIZE };
  try {
    const [spaces, info] = await Promise.all([
      api.get<DriveSpaceListData>('/v1/drive/spaces', { query }),
      api.get<DriveInfoData>('/v1/drive/info'),
    ]);
    driveState.info = info;
    driveState.spaceId = spaces.list[0]?.space_id ?? null;
    apply(afterClientInit(snapshot(), driveState.spaceId));
  } catch (err) {
    console.warn('drive client init failed', err);
    apply(resetDrive());
    return;
  }
  // Sizes for an opened drive; for one that is not active, whether it may be opened (an expired one: both).
  if (isDriveReady(driveState.accStatus)) await fetchSpaceInfo();
  if (refreshNeedsOpenCheck(driveState.accStatus)) await checkOpen();
}

/** POST /v1/drive/open/check → the open status (qualifyToOpen, payToUpgrade, forbidden…). */
async function checkOpen(): Promise<void> {
  try {
    const { code, data } = await codeOf<DriveOpenCheckData>('POST', '/v1/drive/open/check');
    driveState.driveOpenStatus = driveOpenStatusFromCode(code, data !== null, driveState.driveOpenStatus);
  } catch (err) {
    console.warn('drive open check failed', err);
  }
}

/** POST /v1/drive/open; 371300 (or 0) with data is success: active, openSuccess, then fresh info. */
export async function requestDriveOpen(): Promise<number> {
  if (!hasClient()) return -1;
  try {
    const { code, data } = await codeOf<DriveOpenData>('POST', '/v1/drive/open');
    if ((code === CODE_CLOUD_OK || code === CODE_SUCCESS) && data) {
      apply(afterOpenSuccess(snapshot()));
      await loadDrive();
    } else {
      driveState.driveOpenStatus = driveOpenStatusFromCode(code, false, driveState.driveOpenStatus);
    }
    return code;
  } catch (err) {
    console.warn('drive open failed', err);
    return -1;
  }
}

export function resetDriveState(): void {
  Object.assign(driveState, { ...resetDrive(), info: null, spaceId: null, spaceError: null });
}

export function showDriveSpaceError(subtitle?: string): void {
  driveState.spaceError = { subtitle };
}

export function closeDriveSpaceError(): void {
  driveState.spaceError = null;
}
