/** Small shared pieces of the pricing cards: price line, discount badge, period switch, trial box. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { SkuItem } from '../../core/contract/commerce';
import { isHotRecommend } from '../../core/product-list';
import { storeState } from './store-state';
import { discountPercent, displayCurrency, FREE_TRIAL_DAYS } from '../../core/pricing';

export type Period = 'yearly' | 'monthly';

export function money(sku: Pick<SkuItem, 'currency_symbol'>, amount: string | number): string {
  return `${displayCurrency(sku.currency_symbol)}${typeof amount === 'number' ? amount.toFixed(2) : amount}`;
}

/** 'N% OFF' next to the struck-through old price; nothing without a discount. */
export function Discount({ sku }: { sku: SkuItem }) {
  const percent = discountPercent(sku.price, sku.recommend_price);
  if (percent === undefined) return null;
  return (
    <span className="price-discount">
      {sku.show_rec_price !== false && sku.recommend_price ? (
        <s className="price-old">{money(sku, sku.recommend_price)}</s>
      ) : null}{' '}
      <span className="badge badge-off">
        <Trans>{percent}% OFF</Trans>
      </span>
    </span>
  );
}

export function PeriodSwitch({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const { t } = useLingui();
  return (
    <div className="period-switch" role="group" aria-label={t`Billing period`}>
      <button
        type="button"
        className={`pill${value === 'yearly' ? ' active' : ''}`}
        aria-pressed={value === 'yearly'}
        onClick={() => onChange('yearly')}
      >
        <Trans>Yearly</Trans>
      </button>
      <button
        type="button"
        className={`pill${value === 'monthly' ? ' active' : ''}`}
        aria-pressed={value === 'monthly'}
        onClick={() => onChange('monthly')}
      >
        <Trans>Monthly</Trans>
      </button>
    </div>
  );
}

export function TrialBox({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const days = FREE_TRIAL_DAYS;
  return (
    <label className="trial-box">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <Trans>Start with a {days}-day free trial</Trans>
    </label>
  );
}

/**
 * The HOT mark of the sku the product list config recommends (hotRecommend): one card per list, so the operator's
 * pick stands out wherever it is listed.
 */
export function HotMark({ skuId }: { skuId: number }) {
  const { productList } = useSnapshot(storeState);
  if (!isHotRecommend(productList, skuId)) return null;
  return (
    <span className="sku-hot">
      <Trans>HOT</Trans>
    </span>
  );
}
