import { describe, expect, it, vi } from 'vitest';
import { buildCheckoutUrl } from '../../../src/features/pricing/checkout-url';
import { isTrialChecked } from '../../../src/features/pricing/store-state';
import { recordCredits, recordDate, throttle } from '../../../src/features/transactions/record-format';
import { hasMoreTransactions } from '../../../src/features/transactions/transactions-state';
import { FEEDBACK_SESSION_IDLE_MS, feedbackSessionId } from '../../../src/features/feedback/feedback-session';
import { browserCountry, parsePromotionConfig } from '../../../src/features/promotions/promotion-config';

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
  };

  it('carries the shopping id and an encoded extra_param; the framed variant adds dep and embeding', () => {
    const url = new URL(buildCheckoutUrl({ ...base, trial: false, embedded: true }));
    expect(url.searchParams.get('sku_id')).toBe('24109015');
    expect(url.searchParams.get('trial')).toBeNull();
    expect(url.searchParams.get('shopping_id')).toBe('abc123');
    expect(url.searchParams.get('embeding')).toBe('1');
    expect(url.searchParams.get('dep')).toBe('http://app.test');
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

describe('trial checkbox state', () => {
  it('follows the server default until the user touches the box', () => {
    expect(isTrialChecked({ trialChecked: {}, zeroBuyChecked: true }, 1)).toBe(true);
    expect(isTrialChecked({ trialChecked: { 1: false }, zeroBuyChecked: true }, 1)).toBe(false);
  });
});

describe('credit record display', () => {
  it("formats seconds as a local date and gives null for 0 or invalid (shown as 'Invalid Date')", () => {
    const seconds = new Date(2025, 0, 2, 3, 4).getTime() / 1000;
    expect(recordDate(seconds)).toBe('2025-01-02 03:04');
    expect(recordDate(0)).toBeNull();
    expect(recordDate('nope')).toBeNull();
    expect(recordDate(1e20)).toBeNull();
  });

  it('signs credits by type', () => {
    expect(recordCredits('Acquisition', 100)).toBe('+100');
    expect(recordCredits('Consumption', 5)).toBe('-5');
    expect(recordCredits('Consumption', -5)).toBe('-5');
  });

  it('has more pages until the total is reached', () => {
    expect(hasMoreTransactions({ list: [], total: 0, loaded: false })).toBe(true);
    expect(hasMoreTransactions({ list: [1, 2], total: 3, loaded: true })).toBe(true);
    expect(hasMoreTransactions({ list: [1, 2, 3], total: 3, loaded: true })).toBe(false);
  });

  it('throttles to one call per window, running a late call once at its end', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('feedback session id', () => {
  const store = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
  };

  it('keeps the id while in use and renews it after 30 idle minutes', () => {
    const s = store();
    let n = 0;
    const newId = () => `id-${++n}`;
    expect(feedbackSessionId(s, 0, newId)).toBe('id-1');
    expect(feedbackSessionId(s, FEEDBACK_SESSION_IDLE_MS - 1, newId)).toBe('id-1');
    const later = 2 * FEEDBACK_SESSION_IDLE_MS;
    expect(feedbackSessionId(s, later, newId)).toBe('id-2');
  });
});

describe('promotion config and country', () => {
  it('ignores a missing or malformed promotion item', () => {
    expect(parsePromotionConfig([])).toBeNull();
    expect(parsePromotionConfig([{ code: 'promotion', value: '{' }])).toBeNull();
    expect(
      parsePromotionConfig([{ code: 'promotion', value: '{"deadline":0,"interval_hours":1}' }]),
    ).toBeNull();
  });

  it('takes the first region a browser language names; a bare language names none', () => {
    expect(browserCountry(['en-US', 'fr-FR'])).toBe('US');
    expect(browserCountry(['de', 'pt-BR'])).toBe('BR');
    expect(browserCountry(['en'])).toBe('');
    expect(browserCountry([])).toBe('');
  });
});
