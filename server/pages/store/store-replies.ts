/** What the store's routes share: refusals as a page or an envelope, the price-change notice, a checkout's inputs. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, failure } from '../../http/envelope';
import type { CatalogueSku } from '../../commerce/skus';
import { sendPage } from '../html';
import { wantsJson } from '../page-user';
import { storeNoticePage, type StorePayment } from './checkout-page';

export const SIGN_IN_TITLE = 'Please sign in first';
export const SIGN_IN_TEXT = 'Buying needs your account: log in to the app, then open the store again.';

/** Answers a refusal as a page, or as an envelope for JSON clients; nothing has been written. */
export function refuse(
  req: FastifyRequest,
  reply: FastifyReply,
  error: ApiError,
  title: string,
  payment: StorePayment,
) {
  return wantsJson(req)
    ? reply.status(error.status).send(failure(req, error.code, error.message))
    : sendPage(reply, error.status, storeNoticePage(title, error.message, payment));
}

/** Why Pay was not taken: the price changed between showing the checkout and pressing Pay. */
export function priceChangeNotice(shownCents: number | undefined, nowCents: number): string | undefined {
  if (shownCents === undefined || shownCents === nowCents) return undefined;
  return `The price changed from $${(shownCents / 100).toFixed(2)} to $${(nowCents / 100).toFixed(2)} (the offer ended). Nothing was charged: check the new price and pay again.`;
}

export interface CheckoutRequest {
  userId: number;
  email: string;
  sku: CatalogueSku;
  shoppingId: string;
  embed: boolean;
  trial: boolean;
  thirdParty: boolean;
  notice?: string;
}
