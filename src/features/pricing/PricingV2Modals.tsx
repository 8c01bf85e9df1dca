/** Pricing v2 (desktop, new pricing variant): the membership modal and the credits modal. */
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { CREDITS_SKU_IDS } from '../../core/pricing';
import { skusByIds } from '../../core/sku-lists';
import { Modal } from '../../ui/Modal';
import { sessionState } from '../session/session-state';
import { CreditPackList } from './CreditPackCard';
import { MembershipPlans } from './MembershipPlans';
import { closePricing, switchPricingDialog } from './store-actions';
import { storeState, useSkuInfos } from './store-state';
import './pricing.css';

export function MembershipModal() {
  const { t } = useLingui();
  return (
    <Modal title={t`Choose your plan`} onClose={closePricing} width={1040} className="pricing-v2">
      <MembershipPlans from="membership" onBuyCredits={() => switchPricingDialog('credits')} />
    </Modal>
  );
}

export function CreditsModal() {
  const { t } = useLingui();
  const store = useSnapshot(storeState);
  const skus = useSkuInfos();
  const session = useSnapshot(sessionState);
  const balance = session.user?.integral.integral;
  return (
    <Modal title={t`Buy credits`} onClose={closePricing} width={960} className="pricing-v2">
      {balance !== undefined && (
        <p className="credits-now">
          <Trans>Current credits: {balance}</Trans>
        </p>
      )}
      {store.isBuyDataInited ? (
        <CreditPackList skus={skusByIds(skus, CREDITS_SKU_IDS)} from="credits" />
      ) : (
        <p className="muted" role="status">
          <Trans>Loading credit packs…</Trans>
        </p>
      )}
      <button
        type="button"
        className="btn btn-ghost link-btn"
        onClick={() => switchPricingDialog('membership')}
      >
        <Trans>See membership plans</Trans>
      </button>
    </Modal>
  );
}
