/**
 * Paying at the store (the test store's Pay, or a Stripe payment its webhook confirmed): one order, and what it
 * buys, in one transaction.
 */
import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import { ApiError } from '../http/envelope';
import { CODE_PARAMS_ERROR } from '../../src/core/business-codes';
import { canBuyPlan } from '../../src/core/pricing';
import { canStartTrial, planLevelOf } from './memberships';
import { grantDueMembershipCredits } from './membership-credits';
import { orderByShoppingId, type OrderRow } from './orders';
import { findSku, skuItem, type CatalogueSku } from './skus';
import { grantSku, insertOrder } from './fulfil';
import type { PaymentProvider } from './subscriptions';
import { say, type ServerText } from '../i18n/server-text';
import type { ServerConfig } from '../config';
import { productListConfig } from '../common/product-lists';

const NO_TRIAL = say('This product has no free trial');

export interface PurchaseRequest {
  userId: number;
  skuId: number;
  shoppingId: string;
  /** The free-trial box was ticked (only for skus with zero_buy). */
  trial: boolean;
  /** Cents charged: the sku's price at the moment of paying (the promotional one while it runs). */
  amount: number;
  provider: PaymentProvider;
}

export interface PurchaseResult {
  order: OrderRow;
  sku: CatalogueSku;
  /** false when this shopping id had already been paid: nothing new was recorded. */
  created: boolean;
}

export function knownSku(skuId: number): CatalogueSku {
  const sku = findSku(skuId);
  if (!sku) throw new ApiError(CODE_PARAMS_ERROR, `There is no product with sku_id ${skuId}`, 400);
  return sku;
}

/**
 * A sku this deployment sells now: known, and listed by the product list config of its environment and app type
 * (a checkout link made by hand for an unlisted sku is refused like an unknown one). Renewals and orders already
 * paid read knownSku: a sku taken off the list keeps the subscriptions sold before.
 */
export function soldSku(config: Pick<ServerConfig, 'productEnv' | 'appType'>, skuId: number): CatalogueSku {
  const sku = knownSku(skuId);
  if (!productListConfig(config.productEnv, config.appType).list.includes(sku.sku_id)) {
    throw new ApiError(CODE_PARAMS_ERROR, `The product with sku_id ${skuId} is not sold here`, 400);
  }
  return sku;
}

/** Refusals that depend on the account, checked before anything is written (the checkout page shows them too). */
export function purchaseRefusal(
  db: Db,
  req: Pick<PurchaseRequest, 'userId' | 'trial'>,
  sku: CatalogueSku,
  now: number,
): ServerText | undefined {
  if (sku.kind !== 'membership') return req.trial ? NO_TRIAL : undefined;
  const level = planLevelOf(db, req.userId, now);
  if (!canBuyPlan(level, skuItem(sku, ''))) {
    return say(
      'You are on the Premium plan, which already includes everything in Standard: Standard cannot be bought',
    );
  }
  if (req.trial && !sku.zeroBuy) return NO_TRIAL;
  if (req.trial && !canStartTrial(db, req.userId)) {
    return say('The free trial is only for accounts that have never had a membership');
  }
  return undefined;
}

/**
 * Records the order for (user, shopping id) once: a second call with the same shopping id and sku returns the
 * first order unchanged; with another sku it is refused (409). Credits skus add a lot; membership skus add a
 * period, and a premium period starting now gets its first 500 monthly credits at once.
 */
export function recordPurchase(db: Db, req: PurchaseRequest, now = nowSeconds()): PurchaseResult {
  const sku = knownSku(req.skuId);
  const run = db.transaction((): PurchaseResult => {
    const existing = orderByShoppingId(db, req.userId, req.shoppingId);
    if (existing) {
      if (existing.sku_id !== sku.sku_id) {
        throw new ApiError(CODE_PARAMS_ERROR, say('This checkout was already paid for another product'), 409);
      }
      return { order: existing, sku, created: false };
    }
    const refused = purchaseRefusal(db, req, sku, now);
    if (refused) throw new ApiError(CODE_PARAMS_ERROR, refused, 409);

    const trial = req.trial && sku.kind === 'membership';
    const order = insertOrder(db, {
      user_id: req.userId,
      sku_id: sku.sku_id,
      shopping_id: req.shoppingId,
      amount: trial ? 0 : req.amount,
      status: trial ? 'trial' : 'paid',
      kind: 'checkout',
      provider: req.provider,
      created_at: now,
    });
    grantSku(db, { userId: req.userId, order, sku, trial, start: now, provider: req.provider, now });
    if (sku.kind === 'membership') grantDueMembershipCredits(db, now, req.userId);
    return { order, sku, created: true };
  });
  return run();
}
