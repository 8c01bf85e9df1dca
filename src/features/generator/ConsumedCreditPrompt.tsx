import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { ConsumedData } from '../../core/audio-edit';

/**
 * The consumed-credit prompt (spec "Consumed-credit prompt"): before a paid audio run, what it costs. Continue
 * runs `data.continue` (the run the server charges); Cancel, Escape and the close button charge nothing.
 */
export function ConsumedCreditPrompt<D>({ data, onCancel }: { data: ConsumedData<D>; onCancel(): void }) {
  const { t } = useLingui();
  const { needCredit } = data;
  return (
    <ConfirmDialog
      title={t`Unlock the full audio`}
      hideTitle
      message={
        <Plural
          value={needCredit}
          one="Use # credit to unlock the full audio"
          other="Use # credits to unlock the full audio"
        />
      }
      cancelLabel={<Trans>Cancel</Trans>}
      confirmLabel={<Trans>Continue</Trans>}
      onCancel={onCancel}
      onConfirm={data.continue}
    />
  );
}
