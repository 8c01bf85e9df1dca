/** The drive-space-error modal: 'Not enough space', with Close and Upgrade Plan. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import { openPricing } from '../pricing/store-actions';
import { closeDriveSpaceError, driveState } from './drive-state';
import { openExternalStore } from './external-store';

export function DriveSpaceErrorModal({ subtitle }: { subtitle?: string }) {
  const { t } = useLingui();
  const upgrade = () => {
    closeDriveSpaceError();
    // In-app popup when the account may pay to upgrade; otherwise the store page in a new tab.
    if (driveState.driveOpenStatus === 'payToUpgrade') void openPricing('membership', 'drive_space');
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
