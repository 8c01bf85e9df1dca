/** Membership content of the tabbed popups: premium plans, most expensive first, with benefits. */
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { membershipList } from '../../core/sku-lists';
import { BenefitTable } from './BenefitTable';
import { MembershipCard } from './MembershipCard';
import { storeState, useSkuInfos, type CheckoutOrigin } from './store-state';

export function PricingMembership({ from, withTable }: { from: CheckoutOrigin; withTable?: boolean }) {
  const store = useSnapshot(storeState);
  const skus = useSkuInfos();
  if (!store.isBuyDataInited)
    return (
      <p className="muted" role="status">
        <Trans>Loading plans…</Trans>
      </p>
    );
  return (
    <div className="membership-plans">
      <div className="plan-grid">
        {membershipList(skus).map((sku) => (
          <MembershipCard key={sku.sku_id} sku={sku} from={from} />
        ))}
      </div>
      {withTable && <BenefitTable />}
    </div>
  );
}
