/** The test-mode store: GET /store/checkout shows a product and Pay; POST /store/pay records the order. */
import crypto from 'node:crypto';
import type { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, failure, ok, parseInput } from '../../http/envelope';
import { sendPage } from '../html';
import { isSameOriginPost, pageUser, wantsJson } from '../page-user';
import { checkoutPage, paidPage, storeNoticePage } from './checkout-page';
import { findUserById } from '../../accounts/users';
import { canStartTrial, planLevelOf } from '../../commerce/memberships';
import { knownSku, purchaseRefusal, recordPurchase } from '../../commerce/purchase';
import { orderByShoppingId, tradeInfoItem } from '../../commerce/orders';
import { skuItem } from '../../commerce/skus';
import { requestOrigin } from '../../http/origin';
import { nowSeconds } from '../../../src/core/dates';
import { CODE_PARAMS_ERROR, CODE_RELOGIN } from '../../../src/core/business-codes';
import { STORE_CHECKOUT_PATH, STORE_PAY_PATH } from '../../../src/core/store-messages';
import { isSubscribedLevel } from '../../../src/core/user-level';
import { showTrialCheckbox } from '../../../src/core/pricing';
import { checkoutQuerySchema, payBodySchema } from '../../../src/core/contract/store';

/** The app may pass the shopping id inside extra_param (JSON) instead of on its own. */
function shoppingIdFromExtra(extra: unknown): unknown {
  if (typeof extra !== 'string') return undefined;
  try {
    return (JSON.parse(extra) as { shopping_id?: unknown }).shopping_id;
  } catch {
    return undefined;
  }
}

const SIGN_IN_TITLE = 'Please sign in first';
const SIGN_IN_TEXT = 'Buying needs your account: log in to the app, then open the store again.';

export function storePages(app: FastifyInstance, ctx: AppContext): void {
  /** Answers a refusal as a page, or as an envelope for JSON clients; nothing has been written. */
  const refuse = (req: FastifyRequest, reply: FastifyReply, error: ApiError, title: string) =>
    wantsJson(req)
      ? reply.status(error.status).send(failure(req, error.code, error.message))
      : sendPage(reply, error.status, storeNoticePage(title, error.message));

  app.get(STORE_CHECKOUT_PATH, async (req, reply) => {
    let query: z.infer<typeof checkoutQuerySchema>;
    let sku: ReturnType<typeof knownSku>;
    try {
      const raw = (req.query ?? {}) as Record<string, unknown>;
      query = parseInput(checkoutQuerySchema, {
        ...raw,
        shopping_id: raw.shopping_id ?? shoppingIdFromExtra(raw.extra_param),
      });
      sku = knownSku(query.sku_id);
    } catch (error) {
      if (error instanceof ApiError) return refuse(req, reply, error, 'This product is not available');
      throw error;
    }
    const authed = await pageUser(ctx, req);
    const user = authed && findUserById(ctx.db, authed.userId);
    if (!user) return refuse(req, reply, new ApiError(CODE_RELOGIN, SIGN_IN_TEXT, 401), SIGN_IN_TITLE);

    const origin = requestOrigin(req);
    const item = skuItem(sku, origin);
    const id = query.shopping_id ?? crypto.randomUUID();
    // A shopping id already paid shows the paid state: reloading or reopening never charges twice.
    const paid = orderByShoppingId(ctx.db, user.id, id);
    if (paid && paid.sku_id === sku.sku_id) return sendPage(reply, 200, paidPage(sku, item, paid));

    const refused = purchaseRefusal(
      ctx.db,
      { userId: user.id, skuId: sku.sku_id, shoppingId: id, trial: false },
      sku,
      nowSeconds(),
    );
    if (refused)
      return refuse(
        req,
        reply,
        new ApiError(CODE_PARAMS_ERROR, refused, 409),
        'This purchase is not possible',
      );

    const subscribed = isSubscribedLevel(planLevelOf(ctx.db, user.id, nowSeconds()));
    const trialOffered = showTrialCheckbox(subscribed, item) && canStartTrial(ctx.db, user.id);
    return sendPage(
      reply,
      200,
      checkoutPage({
        sku,
        item,
        shoppingId: id,
        embed: Boolean(query.embed || query.embeding),
        email: user.email,
        trialOffered,
        trialChecked: trialOffered && Boolean(query.trial),
        thirdParty: query.provider === 'paypal',
      }),
    );
  });

  app.post(STORE_PAY_PATH, async (req, reply) => {
    if (!isSameOriginPost(req)) {
      return refuse(
        req,
        reply,
        new ApiError(CODE_PARAMS_ERROR, 'Payments are only taken from this site', 403),
        'Payment refused',
      );
    }
    const authed = await pageUser(ctx, req);
    if (!authed) return refuse(req, reply, new ApiError(CODE_RELOGIN, SIGN_IN_TEXT, 401), SIGN_IN_TITLE);
    try {
      const body = parseInput(payBodySchema, req.body);
      const result = recordPurchase(ctx.db, {
        userId: authed.userId,
        skuId: body.sku_id,
        shoppingId: body.shopping_id,
        trial: Boolean(body.trial),
      });
      if (wantsJson(req)) return ok(req, { ...tradeInfoItem(result.order), created: result.created });
      return sendPage(
        reply,
        200,
        paidPage(result.sku, skuItem(result.sku, requestOrigin(req)), result.order),
      );
    } catch (error) {
      if (error instanceof ApiError) return refuse(req, reply, error, 'This purchase is not possible');
      throw error;
    }
  });
}
