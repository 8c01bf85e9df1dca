/** Benefit comparison of the tiers (phone purchase popup), from core's benefit table. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Minus } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FREE_PLAN_CREDITS } from '../../core/pricing';
import { FREE_DAILY_EFFECTS } from '../../core/effect-allowance';
import { PLAN_BENEFITS, PLAN_TIERS, type PlanBenefits } from '../../core/plan-tiers';
import { BENEFIT_LABELS } from './price-labels';

/** A cell: a count, or whether the tier has the benefit (a tier without a count has it not). */
type Row = { key: string; value: (b: PlanBenefits, i18n: I18n) => string | boolean };

const ROWS: Row[] = [
  {
    key: 'monthly_credits',
    value: (b) =>
      b.signUpCreditsOnly ? String(FREE_PLAN_CREDITS) : b.monthlyCredits > 0 && String(b.monthlyCredits),
  },
  { key: 'watermark_free', value: (b) => b.watermarkFree },
  { key: 'ultra_hd', value: (b) => b.ultraHd },
  { key: 'frame_interpolation', value: (b) => b.frameInterpolation },
  { key: 'video_generations', value: (b) => b.videoGenerations > 0 && String(b.videoGenerations) },
  // Without unlimited effects, the free plan's daily allowance.
  {
    key: 'unlimited_effects',
    value: (b, i18n) => b.unlimitedEffects || i18n._(msg`${FREE_DAILY_EFFECTS} a day`),
  },
  { key: 'faster_generation', value: (b) => b.fasterGeneration },
];

export function BenefitTable() {
  const { t, i18n } = useLingui();
  const tierNames = { basic: t`Free`, standard: t`Standard`, premium: t`Premium` };
  return (
    <table className="benefit-table">
      <caption>
        <Trans>Compare plans</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Benefit</Trans>
          </th>
          {PLAN_TIERS.map((tier) => (
            <th key={tier} scope="col">
              {tierNames[tier]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.key}>
            <th scope="row">{i18n._(BENEFIT_LABELS[row.key])}</th>
            {PLAN_TIERS.map((tier) => {
              const v = row.value(PLAN_BENEFITS[tier], i18n);
              return (
                <td key={tier}>
                  {typeof v === 'string' ? (
                    v
                  ) : (
                    <span
                      role="img"
                      aria-label={v ? t`Yes` : t`No`}
                      className={v ? 'benefit-yes' : 'benefit-no'}
                    >
                      {v ? <Check aria-hidden="true" /> : <Minus aria-hidden="true" />}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
