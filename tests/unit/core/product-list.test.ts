import { describe, expect, it } from 'vitest';
import type { SkuItem } from '../../../src/core/contract/commerce';
import { isHotRecommend, listedSkus } from '../../../src/core/product-list';
import { withRetries } from '../../../src/core/retry';

const sku = (sku_id: number) => ({ sku_id }) as SkuItem;

describe('listedSkus', () => {
  it('keeps the skus the config lists, in its order, and drops the rest', () => {
    const skus = [sku(1), sku(2), sku(3)];
    expect(listedSkus(skus, { list: [3, 1, 9], hotRecommend: null }).map((s) => s.sku_id)).toEqual([3, 1]);
  });

  it('lists every sku as it came when there is no config', () => {
    expect(listedSkus([sku(2), sku(1)], null).map((s) => s.sku_id)).toEqual([2, 1]);
  });
});

describe('isHotRecommend', () => {
  it('marks only the recommended sku, and nothing without a config or a pick', () => {
    expect(isHotRecommend({ hotRecommend: 5 }, 5)).toBe(true);
    expect(isHotRecommend({ hotRecommend: 5 }, 6)).toBe(false);
    expect(isHotRecommend({ hotRecommend: null }, 5)).toBe(false);
    expect(isHotRecommend(null, 5)).toBe(false);
  });
});

describe('withRetries', () => {
  it('asks again up to the retries, pausing between tries, and then gives the answer', async () => {
    const pauses: number[] = [];
    let calls = 0;
    const answer = await withRetries(
      async () => {
        if (++calls < 4) throw new Error(`try ${calls}`);
        return 'ok';
      },
      { retries: 3, delayMs: 1000, sleep: async (ms) => void pauses.push(ms) },
    );
    expect(answer).toBe('ok');
    expect(pauses).toEqual([1000, 1000, 1000]);
  });

  it('throws the last failure once the retries are spent', async () => {
    let calls = 0;
    const run = withRetries(
      async () => {
        throw new Error(`try ${++calls}`);
      },
      { retries: 3, delayMs: 1000, sleep: async () => {} },
    );
    await expect(run).rejects.toThrow('try 4');
    expect(calls).toBe(4);
  });
});
