import type { ReactNode } from 'react';
import { Modal } from './Modal';
import './confirm.css';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** Hide the title visually (it still names the dialog) when the message says it all. */
  hideTitle?: boolean;
  message: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** Style the confirm button as destructive. */
  danger?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** A yes/no question on the modal stack; Escape and the close button count as "no". */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal title={props.title} hideTitle={props.hideTitle} onClose={props.onCancel} width={420}>
      <p className="confirm-message">{props.message}</p>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
        <button
          type="button"
          className={props.danger ? 'btn btn-danger' : 'btn btn-primary'}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
