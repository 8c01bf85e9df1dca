/** Consumed-credit prompt (spec commerce §2): 'Use N credits to unlock the full audio', Cancel / Continue. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';

export interface ConsumedCreditModalProps {
  needCredit: number;
  onContinue: () => void;
  onClose: () => void;
}

export function ConsumedCreditModal({ needCredit, onContinue, onClose }: ConsumedCreditModalProps) {
  const { t } = useLingui();
  return (
    <Modal title={t`Unlock the full audio`} onClose={onClose} width={400}>
      <p>
        <Trans>Use {needCredit} credits to unlock the full audio</Trans>
      </p>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            onClose();
            onContinue();
          }}
        >
          <Trans>Continue</Trans>
        </button>
      </div>
    </Modal>
  );
}
