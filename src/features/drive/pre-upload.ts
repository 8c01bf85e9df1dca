/** Pre-upload check (spec commerce §4): unknownErr, drivePay, noDriveSpace (shows the modal) or qualify. */
import { preUploadCheck, type DriveErrorType } from '../../core/drive-state';
import { driveState, loadDrive, showDriveSpaceError } from './drive-store';

export async function checkDriveBeforeUpload(): Promise<DriveErrorType> {
  if (!driveState.isDriveInfoReady) await loadDrive();
  const result = preUploadCheck(driveState);
  if (result === 'noDriveSpace') showDriveSpaceError();
  return result;
}
