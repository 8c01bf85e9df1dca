import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from './ConfirmDialog';

export interface GoBackModalProps {
  /** Each text has the spec's default; a page that loses something else can say what. */
  title?: ReactNode;
  message?: ReactNode;
  cancelLabel?: ReactNode;
  confirmLabel?: ReactNode;
  /** Leaves (navigates home); the modal closes after it. */
  onGoBack(): void;
  onClose(): void;
}

/**
 * The go-back modal: returning home discards the page's current work, so it asks first. Confirm runs the go-back
 * action, then closes; Cancel, Escape and ✕ only close.
 */
export function GoBackModal(props: GoBackModalProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      title={props.title ?? t`Exit current mission`}
      message={
        props.message ?? (
          <Trans>
            Returning to the home page will discard your current task. Are you sure you want to return?
          </Trans>
        )
      }
      cancelLabel={props.cancelLabel ?? <Trans>Cancel</Trans>}
      confirmLabel={props.confirmLabel ?? <Trans>Yes</Trans>}
      onCancel={props.onClose}
      onConfirm={() => {
        props.onGoBack();
        props.onClose();
      }}
    />
  );
}
