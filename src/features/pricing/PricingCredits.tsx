/** Credit packs by surface: desktop monthly + pay-as-you-go, phone weekly + monthly. */
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { desktopCreditPacks, mobileCreditPacks } from '../../core/sku-lists';
import { useIsMobile } from '../../ui/use-media';
import { CreditPackList } from './CreditPackCard';
import { storeState, useSkuInfos, type CheckoutOrigin } from './store-state';

export function PricingCredits({ from }: { from: CheckoutOrigin }) {
  const mobile = useIsMobile();
  const store = useSnapshot(storeState);
  const skus = useSkuInfos();
  if (!store.isBuyDataInited)
    return (
      <p className="muted" role="status">
        <Trans>Loading credit packs…</Trans>
      </p>
    );
  if (mobile) {
    const packs = mobileCreditPacks(skus, store.isCredits10User);
    return (
      <div className="pack-sections">
        <h3 className="pack-heading">
          <Trans>Monthly</Trans>
        </h3>
        <CreditPackList skus={packs.monthly} from={from} />
        <h3 className="pack-heading">
          <Trans>Weekly</Trans>
        </h3>
        <CreditPackList skus={packs.weekly} from={from} />
      </div>
    );
  }
  const packs = desktopCreditPacks(skus, store.isCredits10User);
  return (
    <div className="pack-sections">
      <h3 className="pack-heading">
        <Trans>Monthly</Trans>
      </h3>
      <CreditPackList skus={packs.monthly} from={from} />
      <h3 className="pack-heading">
        <Trans>Pay as you go</Trans>
      </h3>
      <CreditPackList skus={packs.yearly} from={from} />
    </div>
  );
}
