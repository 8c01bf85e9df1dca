import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** The restart-generation confirmation: starting over drops the running task's progress. */
export function RestartConfirm({ onNo, onYes }: { onNo: () => void; onYes: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      title={t`Restart generation`}
      hideTitle
      message={
        <Trans>If you restart the generation task, your current progress will not be saved. Continue?</Trans>
      }
      cancelLabel={<Trans>No</Trans>}
      confirmLabel={<Trans>Yes</Trans>}
      onCancel={onNo}
      onConfirm={onYes}
    />
  );
}
