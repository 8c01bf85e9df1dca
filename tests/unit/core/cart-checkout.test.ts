import { describe, expect, it } from 'vitest';
import { cartCheckoutUrl, isSameCart } from '../../../src/core/cart-checkout';

const checkout = (query: string) => `http://localhost:5903/store/checkout?${query}`;
const built = checkout('sku_id=24109015&url_ab_testing=2&shopping_id=abc&lang=en');

describe('cartCheckoutUrl', () => {
  it('reopens the last checkout of the same sku, shopping id and trial choice', () => {
    const last = checkout('sku_id=24109015&url_ab_testing=2&shopping_id=abc&lang=de');
    expect(isSameCart(last, built)).toBe(true);
    expect(cartCheckoutUrl(last, built)).toBe(last);
  });

  it('builds the URL anew without a last URL, for a new shopping id, a trial choice or a page past checkout', () => {
    expect(cartCheckoutUrl(undefined, built)).toBe(built);
    expect(cartCheckoutUrl(checkout('sku_id=24109015&shopping_id=old'), built)).toBe(built);
    expect(cartCheckoutUrl(checkout('sku_id=24109015&shopping_id=abc&trial=1'), built)).toBe(built);
    expect(cartCheckoutUrl('http://localhost:5903/store/pay', built)).toBe(built);
  });
});
