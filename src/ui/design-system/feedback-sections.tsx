import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../Modal';
import { ProgressBar } from '../ProgressBar';
import { Skeleton, SkeletonRegion, SkeletonText } from '../Skeleton';
import { showToast } from '../toasts';
import { Section } from './Section';

export function Dialogs() {
  const [open, setOpen] = useState(false);
  return (
    <Section title={<Trans>Dialog</Trans>}>
      <div className="modal-panel ds-static-dialog">
        <div className="modal-head">
          <h4 className="modal-title">
            <Trans>Delete this creation?</Trans>
          </h4>
        </div>
        <p className="confirm-message">
          <Trans>It is removed from your library on every device.</Trans>
        </p>
        <div className="modal-actions">
          <button type="button" className="btn">
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="btn btn-danger">
            <Trans>Delete</Trans>
          </button>
        </div>
      </div>
      <div className="ds-row">
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
          <Trans>Open the dialog</Trans>
        </button>
      </div>
      {open && (
        <Modal title={<Trans>Delete this creation?</Trans>} onClose={() => setOpen(false)} width={420}>
          <p className="confirm-message">
            <Trans>It is removed from your library on every device.</Trans>
          </p>
          <div className="modal-actions">
            <button type="button" className="btn" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button type="button" className="btn btn-danger" onClick={() => setOpen(false)}>
              <Trans>Delete</Trans>
            </button>
          </div>
        </Modal>
      )}
    </Section>
  );
}

export function Toasts() {
  const { t } = useLingui();
  return (
    <Section title={<Trans>Toasts</Trans>}>
      <div className="ds-toasts">
        <div className="toast toast-info">
          <Trans>Generating…</Trans>
        </div>
        <div className="toast toast-success">
          <Trans>Done</Trans>
        </div>
        <div className="toast toast-error">
          <Trans>Generation failed</Trans>
        </div>
      </div>
      <div className="ds-row">
        <button type="button" className="btn btn-secondary" onClick={() => showToast(t`Done`, 'success')}>
          <Trans>Show a toast</Trans>
        </button>
      </div>
    </Section>
  );
}

export function Loading() {
  const { t } = useLingui();
  return (
    <Section title={<Trans>Skeleton and progress</Trans>}>
      <SkeletonRegion label={t`Loading`} className="ds-skeleton-card card">
        <Skeleton className="ds-skeleton-media" />
        <div className="ds-skeleton-body">
          <Skeleton shape="text" width="50%" />
          <SkeletonText lines={3} />
          <div className="ds-row">
            <Skeleton shape="pill" width={96} />
            <Skeleton shape="circle" width={30} height={30} />
          </div>
        </div>
      </SkeletonRegion>
      <div className="ds-progress">
        <ProgressBar value={0} label={t`Generation progress`} />
        <ProgressBar value={42} label={t`Generation progress`} />
        <ProgressBar value={100} label={t`Generation progress`} />
        <div className="ds-row">
          <span className="spinner" role="img" aria-label={t`Loading`} />
        </div>
      </div>
    </Section>
  );
}
