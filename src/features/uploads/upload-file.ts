/**
 * The page's uploader: the same bearer token, device id, client type and language as
 * src/features/session/api-client.ts.
 */
import { isDriveSpaceError, needsRelogin } from '../../core/business-codes';
import type { UploadedFile } from '../../core/contract/uploads';
import { currentClientType, getOrCreateDeviceSn } from '../../api/browser-identity';
import { driveState, loadDrive, showDriveSpaceError } from '../drive/drive-state';
import { preUploadCheck } from '../../core/drive-state';
import { openLoginDialog, sessionState } from '../session/session-state';
import { resetAccountState } from '../session/session-actions';
import type { ApiFailure } from '../../api/errors';
import { NoDriveSpace } from './check-upload';
import { createUploader, type UploadFile, type UploadFileOptions } from './upload-request';
import { i18n } from '@lingui/core';

let uploader: UploadFile | undefined;

/**
 * What SessionLayer and DriveLayer do for api calls, for every upload refusal: an expired session asks for a new
 * sign-in; a full drive (uploads are what fill it) opens the drive-space modal.
 */
export function onUploadFailure(failure: ApiFailure): void {
  if (isDriveSpaceError(failure.code)) showDriveSpaceError();
  if (!needsRelogin(failure.code) || !sessionState.token) return;
  void resetAccountState().then(() => openLoginDialog('relogin'));
}

/**
 * Uploads one file with real progress; resolves with the stored file's description (its `file` id goes into task
 * params). Rejects with ApiFailure (the server's clear refusal in `msg`) or ApiTransportError (network, cancel).
 */
export function uploadFile(file: Blob, options?: UploadFileOptions): Promise<UploadedFile> {
  uploader ??= withDriveCheck(
    createUploader({
      baseURL: location.origin,
      getToken: () => sessionState.token,
      getClientSn: () => getOrCreateDeviceSn(),
      clientType: () => currentClientType(),
      getLanguage: () => i18n.locale || undefined,
      createXhr: () => new XMLHttpRequest(),
      onFailure: onUploadFailure,
    }),
  );
  return uploader(file, options);
}

/**
 * The pre-upload check around an uploader: an opened drive that is full, or too full for this file, refuses
 * before a byte is sent (the server would refuse after them) and opens the drive-space modal. A drive not known
 * or not opened (unknownErr, drivePay) leaves the decision to the server: uploads do not need a drive.
 */
export function withDriveCheck(upload: UploadFile): UploadFile {
  return (file, options) => {
    if (preUploadCheck(driveState, file.size) === 'noDriveSpace') {
      showDriveSpaceError();
      return Promise.reject(new NoDriveSpace());
    }
    const stored = upload(file, options);
    // What the drive has left changes with every stored file.
    if (driveState.isDriveInfoReady)
      void stored.then(
        () => loadDrive(),
        () => undefined,
      );
    return stored;
  };
}
