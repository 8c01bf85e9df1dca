/**
 * Checkout URLs: the sku's buy_url (or zero_buy_url for the free trial) with
 * url_ab_testing, an encoded extra_param and the app's language (the store's pages speak it); the embedded variant
 * adds dep and embeding.
 */
import type { SkuItem } from '../../core/contract/commerce';
import type { CheckoutQuery } from '../../core/contract/store';

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
  /** The app's language, so the checkout is in it. */
  lang: string;
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
  // Added to the sku_id (and trial) the buy_url carries. url_ab_testing and dep are the spec's store's tracking
  // fields, which the local store ignores.
  const query: Partial<CheckoutQuery> & { url_ab_testing: number; dep?: string } = {
    url_ab_testing: input.abPlan ?? 0,
    shopping_id: input.shoppingId,
    extra_param: JSON.stringify(extra),
    lang: input.lang,
    ...(input.embedded && { dep: input.origin, embeding: 1 }),
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  return url.toString();
}
