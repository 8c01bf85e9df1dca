import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans } from '@lingui/react/macro';
import { PricingTabs } from '../features/pricing/PricingTabs';
import { PricingCredits } from '../features/pricing/PricingCredits';
import { MembershipPlans } from '../features/pricing/MembershipPlans';
import { loadBuyData } from '../features/pricing/store-actions';
import { usePurchasePolling } from '../features/pricing/purchase-polling';
import { newShoppingId, storeState, type PricingTab } from '../features/pricing/store-state';
import { sessionState } from '../features/session/session-state';
import '../features/pricing/pricing.css';

/** /ai/pricing: membership and credit tabs; after a checkout starts here it polls for the purchase like a dialog. */
export default function PricingPage() {
  const [tab, setTab] = useState<PricingTab>('membership');
  const { token } = useSnapshot(sessionState);
  useEffect(() => {
    storeState.shoppingId = newShoppingId();
    void loadBuyData(true);
  }, [token]);
  const { pageCheckoutAt } = useSnapshot(storeState);
  usePurchasePolling(pageCheckoutAt, token !== null, () => (storeState.pageCheckoutAt = null));
  return (
    <section className="page pricing-page">
      <h1>
        <Trans>Pricing</Trans>
      </h1>
      <p className="muted">
        <Trans>Choose a membership or buy credits. Cancel anytime.</Trans>
      </p>
      <PricingTabs value={tab} onChange={setTab} order={['membership', 'credits']}>
        {tab === 'membership' ? <MembershipPlans from="page" /> : <PricingCredits from="page" />}
      </PricingTabs>
    </section>
  );
}
