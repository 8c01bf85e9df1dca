/**
 * Paying at the store (the test store's Pay, or a Stripe payment its webhook confirmed): one order, and what it
 * buys, in one transaction.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
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
import { inTransaction, lockAccount } from './commerce-transaction';
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
export async function purchaseRefusal(
  kdb: Kysely<DB>,
  req: Pick<PurchaseRequest, 'userId' | 'trial'>,
  sku: CatalogueSku,
  now: number,
): Promise<ServerText | undefined> {
  if (sku.kind !== 'membership') return req.trial ? NO_TRIAL : undefined;
  const level = await planLevelOf(kdb, req.userId, now);
  if (!canBuyPlan(level, skuItem(sku, ''))) {
    return say(
      'You are on the Premium plan, which already includes everything in Standard: Standard cannot be bought',
    );
  }
  if (req.trial && !sku.zeroBuy) return NO_TRIAL;
  if (req.trial && !(await canStartTrial(kdb, req.userId))) {
    return say('The free trial is only for accounts that have never had a membership');
  }
  return undefined;
}

/** The order already recorded for this checkout: the same one again, or a refusal when it bought another sku. */
function samePurchase(existing: OrderRow, sku: CatalogueSku): PurchaseResult | ApiError {
  if (existing.sku_id !== sku.sku_id) {
    return new ApiError(CODE_PARAMS_ERROR, say('This checkout was already paid for another product'), 409);
  }
  return { order: existing, sku, created: false };
}

/**
 * Records the order for (user, shopping id) once: a second call with the same shopping id and sku returns the
 * first order unchanged; with another sku it is refused (409). Credits skus add a lot; membership skus add a
 * period, and a premium period starting now gets its first 500 monthly credits at once. In one transaction (the
 * caller's, for a webhook) holding the account, so two payments of one account are decided one after the other;
 * the orders key makes a checkout paid twice at once one order even so. A refusal is decided before anything is
 * written and thrown after the transaction ends, not inside it: ending it by a rollback would also undo a write
 * another area made meanwhile on the shared SQLite connection, while areas still write there synchronously.
 */
export async function recordPurchase(
  kdb: Kysely<DB>,
  req: PurchaseRequest,
  now = nowSeconds(),
): Promise<PurchaseResult> {
  const sku = knownSku(req.skuId);
  const result = await inTransaction(kdb, async (trx): Promise<PurchaseResult | ApiError> => {
    await lockAccount(trx, req.userId);
    const existing = await orderByShoppingId(trx, req.userId, req.shoppingId);
    if (existing) return samePurchase(existing, sku);
    const refused = await purchaseRefusal(trx, req, sku, now);
    if (refused) return new ApiError(CODE_PARAMS_ERROR, refused, 409);

    const trial = req.trial && sku.kind === 'membership';
    const order = await insertOrder(trx, {
      user_id: req.userId,
      sku_id: sku.sku_id,
      shopping_id: req.shoppingId,
      amount: trial ? 0 : req.amount,
      status: trial ? 'trial' : 'paid',
      kind: 'checkout',
      provider: req.provider,
      created_at: now,
    });
    if (!order) return samePurchase((await orderByShoppingId(trx, req.userId, req.shoppingId))!, sku);
    await grantSku(trx, { userId: req.userId, order, sku, trial, start: now, provider: req.provider, now });
    if (sku.kind === 'membership') await grantDueMembershipCredits(trx, now, req.userId);
    return { order, sku, created: true };
  });
  if (result instanceof ApiError) throw result;
  return result;
}
