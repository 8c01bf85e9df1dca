/**
 * Cloud storage card: usage of an opened drive, the account action (Expand an opened drive, Open an inactive one,
 * nothing while pending or forbidden), and the card messages for the open outcomes (unpaid, restricted, server error, openable).
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { cloudStateFromUsage, type CloudCardMessageKey } from '../../core/cloud-state';
import { isDriveReady, profileCloudOutcome, type DriveOpenStatus } from '../../core/drive-state';
import { appPath } from '../../core/menu';
import { formatStorageSize } from '../../core/storage-size';
import { ProgressBar } from '../../ui/ProgressBar';
import { driveState, loadDrive, requestDriveOpen } from '../drive/drive-state';
import { openExternalStore } from '../drive/external-store';

/** The drive feature flag: on in this installation (the spec makes the card optional behind it). */
export const DRIVE_FEATURE_ON = true;
/** The spec names no cloud page; an opened drive expands into the libraries page, where saved work lives. */
const CLOUD_PAGE = appPath('libraries');

function messageFromStatus(status: DriveOpenStatus): CloudCardMessageKey | null {
  if (status === 'qualifyToOpen') return 'openable';
  if (status === 'payToUpgrade') return 'unpaid';
  if (status === 'forbidden') return 'restricted';
  if (status === 'openError') return 'error';
  return null;
}

export function CloudStorageCard() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const d = useSnapshot(driveState);
  const [outcome, setOutcome] = useState<CloudCardMessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void loadDrive();
  }, []);

  const ready = isDriveReady(d.accStatus);
  const state = ready ? cloudStateFromUsage(d.usedSize, d.totalSize) : 'inactive';
  const { action } = d.accOperation;
  const messages: Record<CloudCardMessageKey, string> = {
    unpaid: t`Inactive, purchase first.`,
    restricted: t`Restricted, contact support.`,
    error: t`Server error, try later.`,
    openable: t`Inactive, open now.`,
  };
  const message = ready ? null : (outcome ?? messageFromStatus(d.driveOpenStatus));
  const percent = d.totalSize > 0 ? Math.min(100, (d.usedSize / d.totalSize) * 100) : 0;
  const used = formatStorageSize(d.usedSize);
  const total = formatStorageSize(d.totalSize);

  const onClick = async () => {
    if (action === 'openCloudPage') {
      navigate(CLOUD_PAGE);
      return;
    }
    setBusy(true);
    const code = await requestDriveOpen();
    setBusy(false);
    const result = profileCloudOutcome(code);
    if (result === 'reload') {
      setOutcome(null);
      await loadDrive();
      return;
    }
    setOutcome(result);
    if (result === 'unpaid') openExternalStore();
  };

  return (
    <section className={`account-card cloud-card cloud-${state}`} aria-label={t`Cloud storage`}>
      <div className="cloud-main">
        <span className="muted">
          <Trans>Cloud storage</Trans>
        </span>
        {ready ? (
          <>
            <strong className="cloud-usage">
              <Trans>
                {used} of {total} used
              </Trans>
            </strong>
            <ProgressBar value={percent} label={t`Cloud storage used`} />
            {d.isExpired && (
              <span className="muted account-small">
                <Trans>Your plan has ended: the drive is read-only until you renew.</Trans>
              </span>
            )}
          </>
        ) : (
          message && (
            <span className="cloud-message" role="status">
              {messages[message]}
            </span>
          )
        )}
      </div>
      {action !== 'none' && (
        <button type="button" className="btn" disabled={busy} onClick={() => void onClick()}>
          {action === 'openDrive' ? <Trans>Open</Trans> : <Trans>Expand</Trans>}
        </button>
      )}
    </section>
  );
}
