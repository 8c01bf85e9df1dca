/** What the store's routes share: refusals as a page or an envelope, the price-change notice, a checkout's inputs. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, failure } from '../../http/envelope';
import type { CatalogueSku } from '../../commerce/skus';
import type { Language } from '../../../src/core/language';
import { say, type ServerText } from '../../i18n/server-text';
import { pageLanguage, translate } from '../../i18n/translate';
import { sendPage } from '../html';
import { wantsJson } from '../page-user';
import { storeNoticePage, type StorePayment } from './checkout-page';

export const SIGN_IN_TITLE = say('Please sign in first');
export const SIGN_IN_TEXT = say('Buying needs your account: log in to the app, then open the store again.');

/**
 * A store page's language: the link's or the form's `lang` (the app's), else Accept-Language. Read from the raw
 * query or body, so a refusal of a broken request is in it too.
 */
export function storeLanguage(req: FastifyRequest): Language {
  const fields = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | undefined;
  return pageLanguage(req, fields?.lang);
}

/** Answers a refusal as a page, or as an envelope for JSON clients; nothing has been written. */
export function refuse(
  req: FastifyRequest,
  reply: FastifyReply,
  error: ApiError,
  title: ServerText,
  payment: StorePayment,
) {
  const lang = storeLanguage(req);
  const msg = error.messageIn(lang);
  return wantsJson(req)
    ? reply.status(error.status).send(failure(req, error.code, msg))
    : sendPage(reply, error.status, storeNoticePage(lang, translate(title, lang), msg, payment));
}

/** Why Pay was not taken: the price changed between showing the checkout and pressing Pay. */
export function priceChangeNotice(shownCents: number | undefined, nowCents: number): ServerText | undefined {
  if (shownCents === undefined || shownCents === nowCents) return undefined;
  return say(
    'The price changed from {from} to {to} (the offer ended). Nothing was charged: check the new price and pay again.',
    { from: `$${(shownCents / 100).toFixed(2)}`, to: `$${(nowCents / 100).toFixed(2)}` },
  );
}

export interface CheckoutRequest {
  lang: Language;
  userId: number;
  email: string;
  sku: CatalogueSku;
  shoppingId: string;
  embed: boolean;
  trial: boolean;
  thirdParty: boolean;
  /** Already in `lang`. */
  notice?: string;
}
