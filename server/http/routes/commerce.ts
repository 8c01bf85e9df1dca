/** Store API: the sku list and the orders the purchase poll looks for. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok, parseInput } from '../envelope';
import { optionalUser, requireUser } from '../auth-guard';
import { requestOrigin } from '../origin';
import { nowSeconds } from '../../../src/core/dates';
import { SKU_CATALOGUE } from '../../commerce/skus';
import { listedSku } from '../../commerce/prices';
import { setAutoRenew, subscriptionsOfUser } from '../../commerce/subscriptions';
import { startRenewalJob } from '../../commerce/renewals';
import { canStartTrial, planLevelOf } from '../../commerce/memberships';
import { grantDueMembershipCredits } from '../../commerce/membership-credits';
import { orderOfUser, ordersSince, tradeInfoItem } from '../../commerce/orders';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import {
  autoRenewRequestSchema,
  tradeInfoQuerySchema,
  type SkuInfoData,
  type SubscriptionItem,
  type SubscriptionListData,
  type TradeInfoData,
} from '../../../src/core/contract/commerce';
import { isSubscribedLevel } from '../../../src/core/user-level';

export function commerceRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Premium months that started while the server was down are granted when it starts again.
  // The test store renews subscriptions whose period ended (now and every RENEWAL_CHECK_SECONDS).
  app.addHook('onReady', async () => {
    await grantDueMembershipCredits(ctx.kdb);
    if (ctx.config.store.mode === 'test') startRenewalJob(ctx);
  });

  /**
   * Visitors see the catalogue too (they may see pricing but not buy). The trial box starts ticked unless the signed-in
   * account can no longer start a trial (subscribed, or had a membership before).
   */
  app.get('/v1/buy/sku-info', async (req) => {
    const user = await optionalUser(ctx, req);
    const origin = requestOrigin(req);
    const now = nowSeconds();
    const trialOpen =
      !user ||
      (!isSubscribedLevel(await planLevelOf(ctx.kdb, user.userId, nowSeconds())) &&
        (await canStartTrial(ctx.kdb, user.userId)));
    return ok<SkuInfoData>(req, {
      sku_buy_list: SKU_CATALOGUE.map((sku) => listedSku(ctx.config, sku, origin, now)),
      zero_buy_checked: trialOpen,
    });
  });

  /** The caller's orders created at or after time_before (seconds), newest first; order_id narrows to one. */
  app.get('/v1/buy/trade-info', async (req) => {
    const user = await requireUser(ctx, req);
    const query = parseInput(tradeInfoQuerySchema, req.query);
    if (query.order_id !== undefined) {
      const order = await orderOfUser(ctx.kdb, user.userId, query.order_id);
      if (!order) throw new ApiError(CODE_PARAMS_ERROR, `You have no order ${query.order_id}`, 404);
      const hit = order.created_at >= query.time_before ? [tradeInfoItem(order)] : [];
      return ok<TradeInfoData>(req, { total: hit.length, list: hit });
    }
    const { total, list } = await ordersSince(ctx.kdb, user.userId, query.time_before);
    return ok<TradeInfoData>(req, { total, list: list.map(tradeInfoItem) });
  });

  /** The caller's subscriptions: what renews when, what ends when. */
  app.get('/v1/buy/subscriptions', async (req) => {
    const user = await requireUser(ctx, req);
    const list = await subscriptionsOfUser(ctx.kdb, user.userId, nowSeconds());
    return ok<SubscriptionListData>(req, { list });
  });

  /** Cancels or resumes a subscription's auto-renewal; answers the subscription as it now is. */
  app.post('/v1/buy/subscription/auto-renew', async (req) => {
    const user = await requireUser(ctx, req);
    const body = parseInput(autoRenewRequestSchema, req.body);
    const item = await setAutoRenew(
      ctx.kdb,
      user.userId,
      body.subscription_id,
      body.auto_renew,
      nowSeconds(),
    );
    return ok<SubscriptionItem>(req, item);
  });
}
