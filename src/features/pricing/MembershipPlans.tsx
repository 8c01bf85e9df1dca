/** The membership columns (pricing v2 modal and pricing page): yearly/monthly switch, Free, Standard, Premium. */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import {
  currentPlanSkuId,
  DEFAULT_PERIOD,
  FREE_PLAN_CREDITS,
  isCurrentPlan,
  MEMBERSHIP_SKU_IDS,
  membershipTierOfSku,
  preselectedPlanId,
} from '../../core/pricing';
import { skusByIds } from '../../core/sku-lists';
import { CREDITS_PER_FREE_USE } from '../../core/plan-tiers';
import { sessionState } from '../session/session-state';
import { MembershipCard } from './MembershipCard';
import { PeriodSwitch, type Period } from './PricingBits';
import { currentLevel } from './store-actions';
import { storeState, useSkuInfos, type CheckoutOrigin } from './store-state';

function FreeColumn() {
  const { t } = useLingui();
  const session = useSnapshot(sessionState);
  const current = session.token !== null && isCurrentPlan(session.user ? currentLevel() : 'inactive', 'free');
  const credits = FREE_PLAN_CREDITS;
  const perUse = CREDITS_PER_FREE_USE;
  return (
    <article className="plan-card card" aria-label={t`Free`}>
      <h3>
        <Trans>Free</Trans>
      </h3>
      <p className="plan-price">
        <strong>$0</strong>
      </p>
      <p className="muted plan-billing">
        <Trans>Forever</Trans>
      </p>
      <ul className="plan-features">
        <li>
          <Check aria-hidden="true" className="plan-feature-icon" />{' '}
          <Trans>{credits} credits at sign-up</Trans>
        </li>
        <li>
          <Check aria-hidden="true" className="plan-feature-icon" />{' '}
          <Plural value={perUse} one="# credit per use" other="# credits per use" />
        </li>
      </ul>
      {current && (
        <p className="plan-current" role="note">
          <Trans>Your current plan</Trans>
        </p>
      )}
    </article>
  );
}

export function MembershipPlans({ from, onBuyCredits }: { from: CheckoutOrigin; onBuyCredits?: () => void }) {
  const [chosen, setPeriod] = useState<Period | null>(null);
  const store = useSnapshot(storeState);
  const session = useSnapshot(sessionState);
  const skuInfos = useSkuInfos();
  // A subscriber sees their own plan's period first, where its Renew is; others the spec's default (yearly).
  const level = session.user ? currentLevel() : 'inactive';
  const currentSku = currentPlanSkuId(level, session.user?.subscribe ?? []);
  const currentUnit = skuInfos.find((s) => s.sku_id === currentSku)?.period_unit;
  const period: Period = chosen ?? (currentUnit === 'month' ? 'monthly' : DEFAULT_PERIOD);
  const unit = period === 'yearly' ? 'year' : 'month';
  const plans = skusByIds(skuInfos, MEMBERSHIP_SKU_IDS)
    .filter((s) => s.period_unit === unit)
    .sort(
      (a, b) =>
        (membershipTierOfSku(a) === 'standard' ? -1 : 0) - (membershipTierOfSku(b) === 'standard' ? -1 : 0),
    );
  const preselected = preselectedPlanId(level, currentSku, plans);
  return (
    <div className="membership-plans">
      <div className="plans-toolbar">
        <PeriodSwitch value={period} onChange={setPeriod} />
        {onBuyCredits && (
          <button type="button" className="btn btn-ghost link-btn" onClick={onBuyCredits}>
            <Trans>Buy credits directly</Trans>
          </button>
        )}
      </div>
      {!store.isBuyDataInited ? (
        <p className="muted" role="status">
          <Trans>Loading plans…</Trans>
        </p>
      ) : (
        <div className="plan-grid">
          <FreeColumn />
          {plans.map((sku) => (
            <MembershipCard key={sku.sku_id} sku={sku} from={from} preselected={sku.sku_id === preselected} />
          ))}
        </div>
      )}
    </div>
  );
}
