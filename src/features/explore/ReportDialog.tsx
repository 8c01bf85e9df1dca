import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EXPLORE_REPORT_OTHER_MAX,
  EXPLORE_REPORT_REASONS,
  type ExploreReportReason,
} from '../../core/contract/explore';
import { isApiFailure } from '../../api/errors';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toasts';
import { reportExploreItem } from './explore-api';

const REASONS: Record<ExploreReportReason, MessageDescriptor> = {
  sexual: msg`Sexual content`,
  violence: msg`Violence`,
  hate: msg`Hate speech`,
  harassment: msg`Harassment`,
  spam: msg`Spam`,
  copyright: msg`Copyright`,
  misleading: msg`Misleading`,
  other: msg`Other`,
};

/** Report an explore item (POST /v1/explore/report): a reason, and a note required for 'Other'. */
export function ReportDialog({ exploreId, onClose }: { exploreId: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<ExploreReportReason | null>(null);
  const [other, setOther] = useState('');
  const [busy, setBusy] = useState(false);
  const needsNote = reason === 'other';
  const ready = !!reason && (!needsNote || other.trim().length > 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason || !ready) return;
    setBusy(true);
    try {
      await reportExploreItem({ explore_id: exploreId, reason, ...(needsNote && { other }) });
      showToast(t`Thanks, we will look at it.`, 'success');
      onClose();
    } catch (err) {
      showToast(isApiFailure(err) ? err.msg : t`The report could not be sent. Try again.`, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={<Trans>Report this item</Trans>} onClose={onClose} width={420}>
      <form onSubmit={submit} className="report-form">
        <fieldset>
          <legend className="muted">
            <Trans>What is wrong with it?</Trans>
          </legend>
          {EXPLORE_REPORT_REASONS.map((r) => (
            <label key={r} className="report-reason">
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              {i18n._(REASONS[r])}
            </label>
          ))}
        </fieldset>
        {needsNote && (
          <label className="report-note">
            <Trans>Tell us more</Trans>
            <textarea
              value={other}
              maxLength={EXPLORE_REPORT_OTHER_MAX}
              rows={3}
              required
              onChange={(e) => setOther(e.target.value)}
            />
          </label>
        )}
        <div className="modal-actions">
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={!ready || busy}>
            <Trans>Send report</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
