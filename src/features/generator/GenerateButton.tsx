import { Plural, Trans } from '@lingui/react/macro';
import { algorithmCost } from '../../core/algorithm-costs';

/** The submit button of a generator form, showing what one task of `algorithm` costs. */
export function GenerateButton({
  algorithm,
  disabled,
  busy,
}: {
  algorithm: string;
  disabled?: boolean;
  busy?: boolean;
}) {
  const cost = algorithmCost(algorithm);
  return (
    <button type="submit" className="btn btn-primary generate-btn" disabled={disabled || busy}>
      {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
      <Trans>Generate</Trans>
      {cost > 0 && (
        <span className="generate-cost">
          <span aria-hidden="true">◆</span> <Plural value={cost} one="# credit" other="# credits" />
        </span>
      )}
    </button>
  );
}
