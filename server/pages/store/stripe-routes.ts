/**
 * The Stripe store's routes: Pay makes a Checkout session and sends the browser to Stripe; Stripe's return
 * shows the order once the webhook has granted it; the webhook (raw body, signature verified by the library)
 * is the only place an order is recorded.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, failure, ok, parseInput } from '../../http/envelope';
import { requestOrigin } from '../../http/origin';
import { findUserById } from '../../accounts/users';
import { nowSeconds } from '../../../src/core/dates';
import { CODE_PARAMS_ERROR, CODE_RELOGIN } from '../../../src/core/business-codes';
import { payBodySchema, type CheckoutQuery } from '../../../src/core/contract/store';
import { STORE_CHECKOUT_PATH } from '../../../src/core/store-messages';
import { toSearchParams } from '../../../src/core/contract/search-params';
import { knownSku, purchaseRefusal, soldSku } from '../../commerce/purchase';
import { orderOfUser } from '../../commerce/orders';
import { cents, listedSku, offerAt } from '../../commerce/prices';
import { createCheckoutSession, stripeClient, stripeSessionRow } from '../../commerce/stripe/stripe-checkout';
import { handleStripeEvent } from '../../commerce/stripe/stripe-webhook';
import { escapeHtml, renderPage, sendPage } from '../html';
import { isSameOriginPost, pageUser } from '../page-user';
import { paidPage, type StorePayment } from './checkout-page';
import {
  priceChangeNotice,
  refuse,
  SIGN_IN_TEXT,
  SIGN_IN_TITLE,
  storeLanguage,
  type CheckoutRequest,
} from './store-replies';
import type { Language } from '../../../src/core/language';
import { say } from '../../i18n/server-text';
import { sayIn, translate } from '../../i18n/translate';
import { STRIPE_RETURN_PATH, STRIPE_SESSION_PATH, STRIPE_WEBHOOK_PATH } from './stripe-paths';

/** How often the return page looks again while Stripe's confirmation has not arrived. */
const RETURN_RELOAD_MS = 2000;

function waitingPage(lang: Language): string {
  const body = `<main><h1 role="status">${escapeHtml(sayIn(lang, 'Waiting for Stripe to confirm your payment…'))}</h1>
<p class="hint">${escapeHtml(sayIn(lang, 'This page updates by itself. Your purchase appears in the app as soon as Stripe confirms it.'))}</p></main>`;
  return renderPage({
    lang,
    title: sayIn(lang, 'Confirming payment'),
    body,
    script: `setTimeout(function () { location.reload(); }, ${RETURN_RELOAD_MS});`,
  });
}

export function stripeStorePages(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    payment: StorePayment;
    renderCheckout: (req: FastifyRequest, c: CheckoutRequest) => Promise<string>;
  },
): void {
  const settings = ctx.config.store.stripe!;
  const stripe = stripeClient(settings);
  const { payment } = deps;

  /** Pay: a Checkout session at the price the sku sells for now, then Stripe's payment page. */
  app.post(STRIPE_SESSION_PATH, async (req, reply) => {
    if (!isSameOriginPost(req)) {
      const error = new ApiError(CODE_PARAMS_ERROR, say('Payments are only taken from this site'), 403);
      return refuse(req, reply, error, say('Payment refused'), payment);
    }
    const authed = await pageUser(ctx, req);
    const user = authed && (await findUserById(ctx.kdb, authed.userId));
    if (!user) {
      return refuse(req, reply, new ApiError(CODE_RELOGIN, SIGN_IN_TEXT, 401), SIGN_IN_TITLE, payment);
    }
    try {
      const body = parseInput(payBodySchema, req.body);
      const lang = storeLanguage(req);
      const sku = soldSku(ctx.config, body.sku_id);
      const now = nowSeconds();
      const refused = await purchaseRefusal(ctx.kdb, { userId: user.id, trial: false }, sku, now);
      if (refused) throw new ApiError(CODE_PARAMS_ERROR, refused, 409);
      const amount = cents(offerAt(sku, ctx.config.promotion, now).price);
      const checkout: CheckoutRequest = {
        lang,
        userId: user.id,
        email: user.email,
        sku,
        shoppingId: body.shopping_id,
        embed: Boolean(body.embed),
        trial: false,
        thirdParty: false,
      };
      const notice = priceChangeNotice(body.amount, amount);
      if (notice) {
        return sendPage(
          reply,
          409,
          await deps.renderCheckout(req, { ...checkout, notice: translate(notice, lang) }),
        );
      }
      const origin = requestOrigin(req);
      const back: CheckoutQuery = { sku_id: sku.sku_id, shopping_id: body.shopping_id, lang };
      const url = await createCheckoutSession(ctx.kdb, stripe, {
        userId: user.id,
        email: user.email,
        sku,
        shoppingId: body.shopping_id,
        amount,
        // Stripe puts the session id in place of the {CHECKOUT_SESSION_ID} placeholder.
        // The return page speaks the checkout's language too.
        successUrl: `${origin}${STRIPE_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}&lang=${lang}`,
        cancelUrl: `${origin}${STORE_CHECKOUT_PATH}?${toSearchParams(back)}`,
        now,
      }).catch((error: unknown) => {
        req.log.error(error);
        throw new ApiError(
          CODE_PARAMS_ERROR,
          say('Stripe could not be reached: nothing was charged, try again'),
          502,
        );
      });
      return reply.redirect(url, 303);
    } catch (error) {
      if (error instanceof ApiError)
        return refuse(req, reply, error, say('This purchase is not possible'), payment);
      throw error;
    }
  });

  /** Back from Stripe: the paid page once the webhook granted the order, else a page that looks again. */
  app.get(STRIPE_RETURN_PATH, async (req, reply) => {
    const lang = storeLanguage(req);
    const authed = await pageUser(ctx, req);
    if (!authed) {
      return refuse(req, reply, new ApiError(CODE_RELOGIN, SIGN_IN_TEXT, 401), SIGN_IN_TITLE, payment);
    }
    const id = (req.query as { session_id?: unknown }).session_id;
    const session = typeof id === 'string' ? await stripeSessionRow(ctx.kdb, id) : undefined;
    if (!session || session.user_id !== authed.userId) {
      const error = new ApiError(CODE_PARAMS_ERROR, say('This payment is not one of yours'), 404);
      return refuse(req, reply, error, say('Unknown payment'), payment);
    }
    const order = session.order_id ? await orderOfUser(ctx.kdb, authed.userId, session.order_id) : undefined;
    if (!order) return sendPage(reply, 200, waitingPage(lang));
    const sku = knownSku(order.sku_id);
    const item = listedSku(ctx.config, sku, requestOrigin(req), nowSeconds());
    return sendPage(reply, 200, paidPage(lang, sku, item, order, payment));
  });

  // The webhook needs the body exactly as Stripe signed it: its own JSON parser keeps the raw bytes.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (req, reply) => {
      const signature = req.headers['stripe-signature'];
      let event;
      try {
        if (!Buffer.isBuffer(req.body) || typeof signature !== 'string') throw new Error('unsigned');
        event = stripe.webhooks.constructEvent(req.body, signature, settings.webhookSecret);
      } catch {
        return reply
          .status(400)
          .send(failure(req, CODE_PARAMS_ERROR, 'The webhook signature could not be verified'));
      }
      return ok(req, { outcome: await handleStripeEvent(ctx.kdb, event, nowSeconds()) });
    });
  });
}
