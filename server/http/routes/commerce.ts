/** Store API: the sku list and the orders the purchase poll looks for. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok, parseInput } from '../envelope';
import { optionalUser, requireUser } from '../auth-guard';
import { requestOrigin } from '../origin';
import { nowSeconds } from '../../../src/core/dates';
import { SKU_CATALOGUE, skuItem } from '../../commerce/skus';
import { canStartTrial, planLevelOf } from '../../commerce/memberships';
import { grantDueMembershipCredits } from '../../commerce/membership-credits';
import { orderOfUser, ordersSince, tradeInfoItem } from '../../commerce/orders';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import {
  tradeInfoQuerySchema,
  type SkuInfoData,
  type TradeInfoData,
} from '../../../src/core/contract/commerce';
import { isSubscribedLevel } from '../../../src/core/user-level';

export function commerceRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Premium months that started while the server was down are granted when it starts again.
  app.addHook('onReady', async () => {
    grantDueMembershipCredits(ctx.db);
  });

  /**
   * Visitors see the catalogue too (they may see pricing but not buy). The trial box starts ticked unless the signed-in
   * account can no longer start a trial (subscribed, or had a membership before).
   */
  app.get('/v1/buy/sku-info', async (req) => {
    const user = await optionalUser(ctx, req);
    const origin = requestOrigin(req);
    const trialOpen =
      !user ||
      (!isSubscribedLevel(planLevelOf(ctx.db, user.userId, nowSeconds())) &&
        canStartTrial(ctx.db, user.userId));
    return ok<SkuInfoData>(req, {
      sku_buy_list: SKU_CATALOGUE.map((sku) => skuItem(sku, origin)),
      zero_buy_checked: trialOpen,
    });
  });

  /** The caller's orders created at or after time_before (seconds), newest first; order_id narrows to one. */
  app.get('/v1/buy/trade-info', async (req) => {
    const user = await requireUser(ctx, req);
    const query = parseInput(tradeInfoQuerySchema, req.query);
    if (query.order_id !== undefined) {
      const order = orderOfUser(ctx.db, user.userId, query.order_id);
      if (!order) throw new ApiError(CODE_PARAMS_ERROR, `You have no order ${query.order_id}`, 404);
      const hit = order.created_at >= query.time_before ? [tradeInfoItem(order)] : [];
      return ok<TradeInfoData>(req, { total: hit.length, list: hit });
    }
    const { total, list } = ordersSince(ctx.db, user.userId, query.time_before);
    return ok<TradeInfoData>(req, { total, list: list.map(tradeInfoItem) });
  });
}
