/**
 * The store: GET /store/checkout shows a product and Pay. The test store's POST /store/pay records the order at
 * once; with STORE_MODE=stripe that route does not exist and Pay goes to Stripe Checkout (stripe-routes.ts).
 */
import crypto from 'node:crypto';
import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok, parseInput } from '../../http/envelope';
import { sendPage } from '../html';
import { isSameOriginPost, pageUser, wantsJson } from '../page-user';
import { checkoutPage, paidPage, type StorePayment } from './checkout-page';
import { findUserById } from '../../accounts/users';
import { canStartTrial, planLevelOf } from '../../commerce/memberships';
import { knownSku, purchaseRefusal, recordPurchase, soldSku } from '../../commerce/purchase';
import { orderByShoppingId, tradeInfoItem } from '../../commerce/orders';
import { cents, listedSku, offerAt } from '../../commerce/prices';
import { purchaseNotes } from '../../commerce/purchase-notes';
import { stripeStorePages } from './stripe-routes';
import {
  priceChangeNotice,
  refuse,
  SIGN_IN_TEXT,
  SIGN_IN_TITLE,
  storeLanguage,
  type CheckoutRequest,
} from './store-replies';
import { say } from '../../i18n/server-text';
import { translate } from '../../i18n/translate';
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

export function storePages(app: FastifyInstance, ctx: AppContext): void {
  const payment: StorePayment =
    ctx.config.store.mode === 'test'
      ? { mode: 'test' }
      : { mode: 'stripe', testKeys: ctx.config.store.stripe!.secretKey.startsWith('sk_test_') };

  /** The checkout of one sku for one account, at the price it sells for now. */
  const renderCheckout = async (req: FastifyRequest, c: CheckoutRequest): Promise<string> => {
    const now = nowSeconds();
    const item = listedSku(ctx.config, c.sku, requestOrigin(req), now);
    const subscribed = isSubscribedLevel(await planLevelOf(ctx.kdb, c.userId, now));
    const trialOffered =
      payment.mode === 'test' &&
      showTrialCheckbox(subscribed, item) &&
      (await canStartTrial(ctx.kdb, c.userId));
    return checkoutPage({
      lang: c.lang,
      sku: c.sku,
      item,
      shoppingId: c.shoppingId,
      embed: c.embed,
      email: c.email,
      payment,
      notes: await purchaseNotes(ctx.kdb, {
        userId: c.userId,
        sku: c.sku,
        price: item.price,
        mode: payment.mode,
        now,
        lang: c.lang,
      }),
      promotionEnds: offerAt(c.sku, ctx.config.promotion, now).promotionEnds,
      trialOffered,
      trialChecked: trialOffered && c.trial,
      thirdParty: c.thirdParty,
      notice: c.notice,
    });
  };

  app.get(STORE_CHECKOUT_PATH, async (req, reply) => {
    const lang = storeLanguage(req);
    let query: z.infer<typeof checkoutQuerySchema>;
    let sku: ReturnType<typeof knownSku>;
    try {
      const raw = (req.query ?? {}) as Record<string, unknown>;
      query = parseInput(checkoutQuerySchema, {
        ...raw,
        shopping_id: raw.shopping_id ?? shoppingIdFromExtra(raw.extra_param),
      });
      sku = soldSku(ctx.config, query.sku_id);
    } catch (error) {
      if (error instanceof ApiError) {
        return refuse(req, reply, error, say('This product is not available'), payment);
      }
      throw error;
    }
    const authed = await pageUser(ctx, req);
    const user = authed && (await findUserById(ctx.kdb, authed.userId));
    if (!user) {
      return refuse(req, reply, new ApiError(CODE_RELOGIN, SIGN_IN_TEXT, 401), SIGN_IN_TITLE, payment);
    }

    const id = query.shopping_id ?? crypto.randomUUID();
    // A shopping id already paid shows the paid state: reloading or reopening never charges twice.
    const paid = await orderByShoppingId(ctx.kdb, user.id, id);
    if (paid && paid.sku_id === sku.sku_id) {
      const item = listedSku(ctx.config, sku, requestOrigin(req), nowSeconds());
      return sendPage(reply, 200, paidPage(lang, sku, item, paid, payment));
    }

    const refused = await purchaseRefusal(ctx.kdb, { userId: user.id, trial: false }, sku, nowSeconds());
    if (refused) {
      const error = new ApiError(CODE_PARAMS_ERROR, refused, 409);
      return refuse(req, reply, error, say('This purchase is not possible'), payment);
    }
    return sendPage(
      reply,
      200,
      await renderCheckout(req, {
        lang,
        userId: user.id,
        email: user.email,
        sku,
        shoppingId: id,
        embed: Boolean(query.embed || query.embeding),
        trial: Boolean(query.trial),
        thirdParty: query.provider === 'paypal',
      }),
    );
  });

  if (payment.mode === 'stripe') {
    stripeStorePages(app, ctx, { payment, renderCheckout });
    return;
  }

  app.post(STORE_PAY_PATH, async (req, reply) => {
    if (!isSameOriginPost(req)) {
      const error = new ApiError(CODE_PARAMS_ERROR, say('Payments are only taken from this site'), 403);
      return refuse(req, reply, error, say('Payment refused'), payment);
    }
    const authed = await pageUser(ctx, req);
    if (!authed) {
      return refuse(req, reply, new ApiError(CODE_RELOGIN, SIGN_IN_TEXT, 401), SIGN_IN_TITLE, payment);
    }
    try {
      const body = parseInput(payBodySchema, req.body);
      const lang = storeLanguage(req);
      const sku = soldSku(ctx.config, body.sku_id);
      const now = nowSeconds();
      const amount = cents(offerAt(sku, ctx.config.promotion, now).price);
      const notice = priceChangeNotice(body.amount, amount);
      if (notice) {
        if (wantsJson(req)) throw new ApiError(CODE_PARAMS_ERROR, notice, 409);
        const user = await findUserById(ctx.kdb, authed.userId);
        const page = await renderCheckout(req, {
          lang,
          userId: authed.userId,
          email: user?.email ?? '',
          sku,
          shoppingId: body.shopping_id,
          embed: Boolean(body.embed),
          trial: Boolean(body.trial),
          thirdParty: false,
          notice: translate(notice, lang),
        });
        return sendPage(reply, 409, page);
      }
      const result = await recordPurchase(
        ctx.kdb,
        {
          userId: authed.userId,
          skuId: body.sku_id,
          shoppingId: body.shopping_id,
          trial: Boolean(body.trial),
          amount,
          provider: 'test',
        },
        now,
      );
      if (wantsJson(req)) return ok(req, { ...tradeInfoItem(result.order), created: result.created });
      const item = listedSku(ctx.config, result.sku, requestOrigin(req), now);
      return sendPage(reply, 200, paidPage(lang, result.sku, item, result.order, payment));
    } catch (error) {
      if (error instanceof ApiError)
        return refuse(req, reply, error, say('This purchase is not possible'), payment);
      throw error;
    }
  });
}
