/** The drive-space-error modal (spec commerce §2) and the API codes that open it (490602, 661051). */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../app/api-client';
import { isDriveSpaceError } from '../../core/business-codes';
import { Modal } from '../../ui/Modal';
import { openPricing } from '../pricing/store-actions';
import { sessionState } from '../session/session-state';
import { closeDriveSpaceError, driveState, resetDriveState, showDriveSpaceError } from './drive-store';
import { openExternalStore } from './external-store';

export function DriveSpaceErrorModal({ subtitle }: { subtitle?: string }) {
  const { t } = useLingui();
  const upgrade = () => {
    closeDriveSpaceError();
    // In-app popup when the account may pay to upgrade; otherwise the store page in a new tab.
    if (driveState.driveOpenStatus === 'payToUpgrade') void openPricing('membership');
    else openExternalStore();
  };
  return (
    <Modal title={t`Not enough space`} onClose={closeDriveSpaceError} width={440}>
      <p>
        {subtitle ?? (
          <Trans>Remaining cloud storage not enough. Please upgrade your plan and try uploading again</Trans>
        )}
      </p>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={closeDriveSpaceError}>
          <Trans>Close</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={upgrade}>
          <Trans>Upgrade Plan</Trans>
        </button>
      </div>
    </Modal>
  );
}

export function DriveLayer() {
  const { spaceError } = useSnapshot(driveState);
  const { token } = useSnapshot(sessionState);
  // Logging out resets the drive account state (spec commerce §4 "A logout action resets all account state").
  useEffect(() => {
    if (token === null) resetDriveState();
  }, [token]);
  useEffect(
    () =>
      api.addCodeListener((code) => {
        if (isDriveSpaceError(code)) showDriveSpaceError();
      }),
    [],
  );
  return spaceError ? <DriveSpaceErrorModal subtitle={spaceError.subtitle} /> : null;
}
