/** Membership content of the tabbed popups: premium plans, most expensive first, with benefits. */
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { membershipList } from '../../core/sku-lists';
import { currentPlanSkuId, preselectedPlanId } from '../../core/pricing';
import { sessionState } from '../session/session-state';
import { currentLevel } from './store-actions';
import { BenefitTable } from './BenefitTable';
import { MembershipCard } from './MembershipCard';
import { storeState, useSkuInfos, type CheckoutOrigin } from './store-state';

export function PricingMembership({ from, withTable }: { from: CheckoutOrigin; withTable?: boolean }) {
  const store = useSnapshot(storeState);
  const skus = useSkuInfos();
  const session = useSnapshot(sessionState);
  if (!store.isBuyDataInited)
    return (
      <p className="muted" role="status">
        <Trans>Loading plans…</Trans>
      </p>
    );
  const plans = membershipList(skus);
  const level = session.user ? currentLevel() : 'inactive';
  const preselected = preselectedPlanId(level, currentPlanSkuId(level, session.user?.subscribe ?? []), plans);
  return (
    <div className="membership-plans">
      <div className="plan-grid">
        {plans.map((sku) => (
          <MembershipCard key={sku.sku_id} sku={sku} from={from} preselected={sku.sku_id === preselected} />
        ))}
      </div>
      {withTable && <BenefitTable />}
    </div>
  );
}
