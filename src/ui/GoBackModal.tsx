/**
 * Go-back modal (spec commerce §2): confirms leaving the current task for the home page. Every text may be
 * overridden; Confirm runs the go-back action and closes.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from './Modal';

export interface GoBackModalProps {
  onGoBack: () => void;
  onClose: () => void;
  title?: string;
  text?: ReactNode;
  cancelText?: string;
  confirmText?: string;
}

export function GoBackModal({ onGoBack, onClose, title, text, cancelText, confirmText }: GoBackModalProps) {
  const { t } = useLingui();
  return (
    <Modal title={title ?? t`Exit current mission`} onClose={onClose} width={420}>
      <p>
        {text ?? (
          <Trans>
            Returning to the home page will discard your current task. Are you sure you want to return?
          </Trans>
        )}
      </p>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose}>
          {cancelText ?? t`Cancel`}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            onGoBack();
            onClose();
          }}
        >
          {confirmText ?? t`Yes`}
        </button>
      </div>
    </Modal>
  );
}
