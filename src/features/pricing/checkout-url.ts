/**
 * Checkout URLs (spec commerce §7 "Purchase URLs"): the sku's buy_url (or zero_buy_url for the free trial) with
 * url_ab_testing and an encoded extra_param; the embedded variant adds dep and embeding.
 */
import type { SkuItem } from '../../core/contract/commerce';

export interface CheckoutUrlInput {
  sku: Pick<SkuItem, 'sku_id' | 'buy_url' | 'zero_buy_url' | 'isSubscription'>;
  trial: boolean;
  shoppingId: string;
  deviceId: string;
  /** 'web' on desktop, 'wap' on phones. */
  platform: 'web' | 'wap';
  /** Which button started it (tracking). */
  buttonName: string;
  embedded: boolean;
  /** The page the store returns to (dep). */
  origin: string;
  abPlan?: number;
}

export function buildCheckoutUrl(input: CheckoutUrlInput): string {
  const base = input.trial && input.sku.zero_buy_url ? input.sku.zero_buy_url : input.sku.buy_url;
  const url = new URL(base, input.origin);
  const extra = {
    code_type: input.sku.isSubscription ? 'subscription' : 'one_off',
    button_name: input.buttonName,
    pid: input.sku.sku_id,
    type: input.trial ? 'trial' : 'buy',
    buy_type: input.sku.isSubscription ? 'subscribe' : 'credits',
    shopping_id: input.shoppingId,
    device_id: input.deviceId,
    platform: input.platform,
  };
  url.searchParams.set('url_ab_testing', String(input.abPlan ?? 0));
  url.searchParams.set('shopping_id', input.shoppingId);
  url.searchParams.set('extra_param', JSON.stringify(extra));
  if (input.embedded) {
    url.searchParams.set('dep', input.origin);
    url.searchParams.set('embeding', '1');
  }
  return url.toString();
}
