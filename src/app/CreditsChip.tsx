import { Trans, useLingui } from '@lingui/react/macro';
import { Gem } from 'lucide-react';
import { Tooltip } from '../ui/Tooltip';

/** The header's credit balance; its tooltip says what credits are for. */
export default function CreditsChip({ credits }: { credits: number }) {
  const { t } = useLingui();
  return (
    <Tooltip
      label={t`Credits balance`}
      className="credits"
      align="end"
      content={<Trans>Your credits. Each generation uses some, the ones expiring first go first.</Trans>}
    >
      <Gem aria-hidden="true" className="credits-icon" />
      <span className="credits-value">{credits}</span>
    </Tooltip>
  );
}
