/**
 * Which URL the checkout opens for a cart item: its last URL when that is a checkout of the same cart (same sku,
 * same shopping id, same trial choice), so a user who steps back from the store and buys the same item again
 * returns to the checkout they had; otherwise the URL just built with the current shopping id. A last URL of
 * another shopping id (a new pricing visit, or one after a purchase) or of a page that is no checkout (the pay
 * form's answer) is never reopened: it would record the order under a stale cart or show a spent page.
 */
import { STORE_CHECKOUT_PATH } from './store-messages';

function checkoutParams(url: string): URLSearchParams | null {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0];
  if (path !== STORE_CHECKOUT_PATH) return null;
  const query = url.split('#')[0].split('?')[1] ?? '';
  return new URLSearchParams(query);
}

/** Whether two checkout URLs are the same cart: same sku, shopping id and trial choice. */
export function isSameCart(a: string, b: string): boolean {
  const pa = checkoutParams(a);
  const pb = checkoutParams(b);
  if (!pa || !pb || !pa.get('shopping_id')) return false;
  return (['sku_id', 'shopping_id', 'trial'] as const).every((name) => pa.get(name) === pb.get(name));
}

export function cartCheckoutUrl(lastUrl: string | undefined, built: string): string {
  return lastUrl && isSameCart(lastUrl, built) ? lastUrl : built;
}
