/**
 * The store's pages: checkout, paid, and the refusals (sign-in needed, not buyable). The test store's Pay records
 * the order at once; the Stripe store's Pay goes to Stripe Checkout (a new tab when framed: Stripe's pages refuse
 * to be framed).
 */
import { escapeHtml, renderPage } from '../html';
import { storeScript } from './store-script';
import type { SkuItem } from '../../../src/core/contract/commerce';
import type { Language } from '../../../src/core/language';
import {
  creditsOfSku,
  displayCurrency,
  FREE_TRIAL_DAYS,
  PREMIUM_MONTHLY_CREDITS,
  PROMOTION_DISCOUNT,
} from '../../../src/core/pricing';
import { sayIn } from '../../i18n/translate';
import { discountText, featureText, modeText, skuName, skuTerms, type StorePayment } from './store-copy';
import { STORE_CHECKOUT_PATH, STORE_MESSAGES, STORE_PAY_PATH } from '../../../src/core/store-messages';
import type { CheckoutQuery } from '../../../src/core/contract/store';
import { toSearchParams } from '../../../src/core/contract/search-params';
import type { CatalogueSku } from '../../commerce/skus';
import type { OrderRow } from '../../commerce/orders';
import { storeDate, type PurchaseNotes } from '../../commerce/purchase-notes';
import { STRIPE_SESSION_PATH } from './stripe-paths';

const STORE_CSS = `<style>
.product{margin:0 0 16px;padding:16px;background:#fff;border:1px solid #d9d6e4;border-radius:12px}
.price{font-size:28px;font-weight:700;margin:4px 0}
.old{text-decoration:line-through;color:#5c5870;margin-right:8px}.off{color:#b3261e;font-weight:600}
.mode{font-size:14px;color:#5c5870;margin:0 0 16px}
.promo{margin:8px 0 0;font-weight:600;color:#b3261e}.effect{margin:0 0 8px}
.check{display:flex;gap:8px;align-items:center;font-weight:400}.check input{width:auto}
.row{display:flex;gap:8px}.row button{margin-top:12px}
.third{display:block;margin-top:12px;text-align:center}
#leave{margin-top:16px;padding:16px;border:2px solid #6d4aff;border-radius:12px}
ul{padding-left:20px;margin:8px 0 0}
@media (prefers-color-scheme:dark){.product{background:#22202c;border-color:#4a4760}.old,.mode{color:#a9a5bd}}
</style>`;

export type { StorePayment } from './store-copy';

/** Back and Cancel: Back reopens the app's pricing dialog, Cancel closes the store. */
const navButtons = (lang: Language) => `<div class="row">
<button type="button" class="secondary" data-post="${STORE_MESSAGES.goBack}">${escapeHtml(sayIn(lang, 'Back'))}</button>
<button type="button" class="secondary" data-post="${STORE_MESSAGES.confirmClosePop}">${escapeHtml(sayIn(lang, 'Cancel'))}</button>
</div>`;

const leaveDialog = (
  lang: Language,
) => `<section id="leave" role="alertdialog" aria-labelledby="leave-title" hidden>
<h2 id="leave-title">${escapeHtml(sayIn(lang, 'Leave checkout?'))}</h2><p>${escapeHtml(sayIn(lang, 'Your purchase is not complete.'))}</p>
<div class="row"><button type="button" id="stay" class="secondary">${escapeHtml(sayIn(lang, 'Stay'))}</button>
<button type="button" data-post="${STORE_MESSAGES.confirmClosePop}">${escapeHtml(sayIn(lang, 'Leave'))}</button></div></section>`;

const modeLine = (lang: Language, payment: StorePayment, email?: string) =>
  `<p class="mode">${escapeHtml(modeText(lang, payment, email))}</p>`;

const money = (item: SkuItem, value: number) => `${displayCurrency(item.currency_symbol)}${value.toFixed(2)}`;

function productCard(lang: Language, sku: CatalogueSku, item: SkuItem, promotionEnds?: number): string {
  const off = discountText(lang, item.price, item.recommend_price);
  const old = item.recommend_price
    ? `<span class="old">${escapeHtml(money(item, item.recommend_price))}</span>`
    : '';
  const features =
    sku.kind === 'membership'
      ? `<ul>${(item.extInfo?.features ?? [])
          .filter((f) => f.yes)
          .map((f) => `<li>${escapeHtml(featureText(lang, sku, f))}</li>`)
          .join('')}</ul>`
      : `<p>${escapeHtml(sayIn(lang, '{count} credits', { count: creditsOfSku(item) }))}</p>`;
  const promo = promotionEnds
    ? sayIn(
        lang,
        'Limited-time offer until {date}: {discount}% off Premium, {credits} credits every month, plus free image and audio AI.',
        {
          date: storeDate(promotionEnds, lang),
          discount: PROMOTION_DISCOUNT,
          credits: PREMIUM_MONTHLY_CREDITS,
        },
      )
    : '';
  return `<section class="product" aria-labelledby="product-name">
<h2 id="product-name">${escapeHtml(skuName(lang, sku))}</h2>
<p class="price">${old}${escapeHtml(money(item, item.price))} ${off ? `<span class="off">${escapeHtml(off)}</span>` : ''}</p>
<p class="hint">${escapeHtml(skuTerms(lang, sku))}</p>${promo ? `<p class="promo">${escapeHtml(promo)}</p>` : ''}${features}</section>`;
}

export interface CheckoutView {
  /** The checkout's language (the app's, from the link). */
  lang: Language;
  sku: CatalogueSku;
  /** The sku at the price it sells for now. */
  item: SkuItem;
  shoppingId: string;
  embed: boolean;
  email: string;
  payment: StorePayment;
  /** What Pay (and the trial box) will do to this account. */
  notes: PurchaseNotes;
  /** Seconds: the end of the promotion whose price this is. */
  promotionEnds?: number;
  /** Show the free-trial box (sku has zero_buy and the account may still start a trial). */
  trialOffered: boolean;
  trialChecked: boolean;
  /** The third-party payment tab (test mode: the same form under another heading). */
  thirdParty: boolean;
  /** Why the checkout is shown again (the price changed before Pay). */
  notice?: string;
}

/** The Pay form: the test store records the order; the Stripe store opens Stripe Checkout. */
function payForm(v: CheckoutView): string {
  const { lang } = v;
  const amount = Math.round(v.item.price * 100);
  const hidden = `<input type="hidden" name="sku_id" value="${v.sku.sku_id}">
<input type="hidden" name="shopping_id" value="${escapeHtml(v.shoppingId)}">
<input type="hidden" name="amount" value="${amount}">
<input type="hidden" name="embed" value="${v.embed ? 1 : 0}">
<input type="hidden" name="lang" value="${lang}">`;
  const price = money(v.item, v.item.price);
  const payText = sayIn(lang, 'Pay {price}', { price });
  if (v.payment.mode === 'stripe') {
    // Stripe Checkout cannot be shown in a frame: from the app's store frame it opens in a new tab.
    const target = v.embed ? ' target="_blank"' : '';
    const text = v.embed
      ? sayIn(lang, 'Pay {price} with Stripe (opens a new tab)', { price })
      : sayIn(lang, 'Pay {price} with Stripe', { price });
    return `<form id="pay-form" method="post" action="${STRIPE_SESSION_PATH}"${target}>${hidden}
<button type="submit" id="pay"${v.embed ? ` data-post="${STORE_MESSAGES.jumpToThirdParty}"` : ''}>${escapeHtml(text)}</button>
</form>`;
  }
  const days = { days: FREE_TRIAL_DAYS };
  const trialBox = v.trialOffered
    ? `<label class="check"><input type="checkbox" id="trial" name="trial" value="1"${v.trialChecked ? ' checked' : ''}>
${escapeHtml(sayIn(lang, 'Start with a {days}-day free trial', days))}</label><p class="hint">${escapeHtml(v.notes.trial)}</p>`
    : '';
  return `<form id="pay-form" method="post" action="${STORE_PAY_PATH}">${hidden}
${trialBox}
<button type="submit" id="pay" data-pay-text="${escapeHtml(payText)}" data-trial-text="${escapeHtml(sayIn(lang, 'Get {days} days free', days))}">${escapeHtml(payText)}</button>
</form>`;
}

export function checkoutPage(v: CheckoutView): string {
  const { lang } = v;
  const thirdParty: CheckoutQuery = {
    sku_id: v.sku.sku_id,
    shopping_id: v.shoppingId,
    provider: 'paypal',
    lang,
  };
  const body = `<main>
<h1>${escapeHtml(v.thirdParty ? sayIn(lang, 'PayPal (test mode)') : sayIn(lang, 'Checkout'))}</h1>
${modeLine(lang, v.payment, v.email)}
${v.notice ? `<p class="error" role="alert">${escapeHtml(v.notice)}</p>` : ''}
${productCard(lang, v.sku, v.item, v.promotionEnds)}
<p class="effect" id="effect">${escapeHtml(v.notes.effect)}</p>
${payForm(v)}
${
  v.thirdParty || v.payment.mode === 'stripe'
    ? ''
    : `<a class="third" href="${escapeHtml(`${STORE_CHECKOUT_PATH}?${toSearchParams(thirdParty)}`)}" target="_blank" rel="noopener" data-post="${STORE_MESSAGES.jumpToThirdParty}">${escapeHtml(sayIn(lang, 'Pay with PayPal (opens a new tab)'))}</a>`
}
${navButtons(lang)}${leaveDialog(lang)}</main>${STORE_CSS}`;
  return renderPage({ lang, title: sayIn(lang, 'Checkout'), body, script: storeScript() });
}

export function paidPage(
  lang: Language,
  sku: CatalogueSku,
  item: SkuItem,
  order: OrderRow,
  payment: StorePayment,
): string {
  const trial = order.status === 'trial';
  const heading = trial
    ? sayIn(lang, 'Your {days}-day free trial has started', { days: FREE_TRIAL_DAYS })
    : sayIn(lang, 'Payment complete');
  const orderLine = sayIn(lang, 'Order {id}: {amount}', {
    id: order.id,
    amount: money(item, order.amount / 100),
  });
  const body = `<main>
<h1 role="status">${escapeHtml(heading)}</h1>
${modeLine(lang, payment)}
${productCard(lang, sku, item)}
<p>${escapeHtml(orderLine)}</p>
<button type="button" data-post="${STORE_MESSAGES.startJourney}">${escapeHtml(sayIn(lang, 'Start creating'))}</button>
<button type="button" class="secondary" data-post="${STORE_MESSAGES.closePopUpdateUserInfo}">${escapeHtml(sayIn(lang, 'Close'))}</button>
</main>${STORE_CSS}`;
  return renderPage({
    lang,
    title: sayIn(lang, 'Payment complete'),
    body,
    script: storeScript({ postOnLoad: STORE_MESSAGES.purchaseSuccess }),
  });
}

/** A page that only explains: not signed in, unknown product, purchase refused (title and text in `lang`). */
export function storeNoticePage(lang: Language, title: string, text: string, payment: StorePayment): string {
  const body = `<main><h1>${escapeHtml(title)}</h1>${modeLine(lang, payment)}<p class="error" role="alert">${escapeHtml(text)}</p>
${navButtons(lang)}${leaveDialog(lang)}</main>${STORE_CSS}`;
  return renderPage({ lang, title, body, script: storeScript() });
}
