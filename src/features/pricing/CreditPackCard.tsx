/** One credit pack: credits, price, old price with 'N% OFF', price per credit, period and a Buy button. */
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SkuItem } from '../../core/contract/commerce';
import { creditsOfSku, periodLabelKey, pricePerCredit, priceLabelKeys } from '../../core/pricing';
import { Discount, HotMark, money } from './PricingBits';
import { PERIOD_LABELS, PRICE_LABELS } from './price-labels';
import { buySku } from './store-actions';
import type { CheckoutOrigin } from './store-state';

function CreditPackCard({ sku, from }: { sku: SkuItem; from: CheckoutOrigin }) {
  const { i18n } = useLingui();
  const id = useId();
  const credits = creditsOfSku(sku);
  const perCredit = pricePerCredit(sku.price, credits);
  const perCreditText = money(sku, perCredit);
  const priceLabel = priceLabelKeys(sku)[0];
  return (
    <article className="pack-card card" aria-labelledby={id}>
      <HotMark skuId={sku.sku_id} />
      <h3 id={id} className="pack-credits">
        <Trans>{credits} credits</Trans>
      </h3>
      <p className="pack-price">
        <strong>{money(sku, sku.price)}</strong>
        <span className="muted">
          {priceLabel && sku.isSubscription
            ? i18n._(PRICE_LABELS[priceLabel])
            : i18n._(PERIOD_LABELS[periodLabelKey(sku)])}
        </span>
      </p>
      <Discount sku={sku} />
      {perCredit && (
        <p className="muted pack-per-credit">
          <Trans>{perCreditText} per credit</Trans>
        </p>
      )}
      <button type="button" className="btn btn-primary" onClick={() => void buySku(sku, from, 'buy_credits')}>
        <Trans>Buy now</Trans>
      </button>
    </article>
  );
}

/** Packs in a grid; an empty list says so instead of showing nothing. */
export function CreditPackList({ skus, from }: { skus: readonly SkuItem[]; from: CheckoutOrigin }) {
  if (skus.length === 0)
    return (
      <p className="muted">
        <Trans>No credit packs are available right now.</Trans>
      </p>
    );
  return (
    <div className="pack-grid">
      {skus.map((sku) => (
        <CreditPackCard key={sku.sku_id} sku={sku} from={from} />
      ))}
    </div>
  );
}
