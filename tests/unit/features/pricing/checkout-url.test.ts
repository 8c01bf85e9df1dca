import { describe, expect, it } from 'vitest';
import { buildCheckoutUrl } from '../../../../src/features/pricing/checkout-url';

const sku = {
  sku_id: 24109015,
  buy_url: 'http://app.test/store/checkout?sku_id=24109015',
  zero_buy_url: 'http://app.test/store/checkout?sku_id=24109015&trial=1',
  isSubscription: true,
};

describe('checkout URL', () => {
  const base = {
    sku,
    shoppingId: 'abc123',
    deviceId: 'dev-1',
    platform: 'web' as const,
    buttonName: 'buy_premium',
    origin: 'http://app.test',
    lang: 'ja',
  };

  it('carries the shopping id and an encoded extra_param; the framed variant adds dep and embeding', () => {
    const url = new URL(buildCheckoutUrl({ ...base, trial: false, embedded: true }));
    expect(url.searchParams.get('sku_id')).toBe('24109015');
    expect(url.searchParams.get('trial')).toBeNull();
    expect(url.searchParams.get('shopping_id')).toBe('abc123');
    expect(url.searchParams.get('embeding')).toBe('1');
    expect(url.searchParams.get('dep')).toBe('http://app.test');
    expect(url.searchParams.get('lang')).toBe('ja');
    expect(JSON.parse(url.searchParams.get('extra_param')!)).toMatchObject({
      pid: 24109015,
      shopping_id: 'abc123',
      device_id: 'dev-1',
      platform: 'web',
      type: 'buy',
    });
  });

  it('uses the zero-buy URL for the trial and adds nothing for a new tab', () => {
    const url = new URL(buildCheckoutUrl({ ...base, trial: true, embedded: false }));
    expect(url.searchParams.get('trial')).toBe('1');
    expect(url.searchParams.get('embeding')).toBeNull();
    expect(JSON.parse(url.searchParams.get('extra_param')!).type).toBe('trial');
  });
});
