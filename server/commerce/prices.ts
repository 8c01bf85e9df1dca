/**
 * What a sku costs at a moment. While the promotion runs (PROMOTION_DEADLINE) the skus it names cost 28% less:
 * that price is what the plans list, the checkout shows, Stripe is asked for and the order records; the regular
 * price becomes the struck-through one. Renewals are at the regular price (the promotion is for buying now).
 */
import { PROMOTION_SKU_IDS, promotionPrice } from '../../src/core/pricing';
import type { ServerConfig } from '../config';
import type { SkuItem } from '../../src/core/contract/commerce';
import { skuItem, type CatalogueSku, type Offer } from './skus';

function promotionRunning(promotion: ServerConfig['promotion'], now: number): boolean {
  return promotion !== undefined && now < promotion.deadline;
}

export function offerAt(sku: CatalogueSku, promotion: ServerConfig['promotion'], now: number): Offer {
  if (!promotion || !promotionRunning(promotion, now) || !PROMOTION_SKU_IDS.includes(sku.sku_id)) {
    return { price: sku.price, recommend_price: sku.recommend_price };
  }
  return { price: promotionPrice(sku.price), recommend_price: sku.price, promotionEnds: promotion.deadline };
}

/** Integer cents, as orders and Stripe count money. */
export function cents(price: number): number {
  return Math.round(price * 100);
}

/** A sku as the store lists and sells it now: at its offer, with the free trial only in the test store. */
export function listedSku(
  config: Pick<ServerConfig, 'promotion' | 'store'>,
  sku: CatalogueSku,
  origin: string,
  now: number,
): SkuItem {
  return skuItem(sku, origin, offerAt(sku, config.promotion, now), config.store.mode === 'test');
}
