/**
 * The store's pages: checkout, paid, and the refusals (sign-in needed, not buyable). The test store's Pay records
 * the order at once; the Stripe store's Pay goes to Stripe Checkout (a new tab when framed: Stripe's pages refuse
 * to be framed).
 */
import { escapeHtml, renderPage } from '../html';
import { storeScript } from './store-script';
import type { SkuItem } from '../../../src/core/contract/commerce';
import {
  creditsOfSku,
  discountLabel,
  displayCurrency,
  FREE_TRIAL_DAYS,
  PREMIUM_MONTHLY_CREDITS,
  PROMOTION_DISCOUNT,
} from '../../../src/core/pricing';
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

/** Back and Cancel: Back reopens the app's pricing dialog, Cancel closes the store. */
const NAV_BUTTONS = `<div class="row">
<button type="button" class="secondary" data-post="${STORE_MESSAGES.goBack}">Back</button>
<button type="button" class="secondary" data-post="${STORE_MESSAGES.confirmClosePop}">Cancel</button>
</div>`;

const LEAVE_DIALOG = `<section id="leave" role="alertdialog" aria-labelledby="leave-title" hidden>
<h2 id="leave-title">Leave checkout?</h2><p>Your purchase is not complete.</p>
<div class="row"><button type="button" id="stay" class="secondary">Stay</button>
<button type="button" data-post="${STORE_MESSAGES.confirmClosePop}">Leave</button></div></section>`;

/** How this store takes payment, shown on every store page ("Test mode" in the test store). */
export type StorePayment = { mode: 'test' } | { mode: 'stripe'; testKeys: boolean };

function modeLine(payment: StorePayment, email?: string): string {
  const who = email ? ` Signed in as ${escapeHtml(email)}.` : '';
  const text =
    payment.mode === 'test'
      ? 'Test mode: no real payment is taken.'
      : payment.testKeys
        ? 'Payments by Stripe (Stripe test keys: no real card is charged).'
        : 'Payments by Stripe.';
  return `<p class="mode">${text}${who}</p>`;
}

const money = (item: SkuItem, value: number) => `${displayCurrency(item.currency_symbol)}${value.toFixed(2)}`;

function termsOf(sku: CatalogueSku): string {
  if (sku.kind === 'credits' && !sku.isSubscription) return 'One-off purchase; credits valid for 1 year';
  const per = sku.period === 'year' ? 'year' : sku.period === 'week' ? 'week' : 'month';
  return sku.kind === 'credits' ? `Per ${per}; credits valid for the ${per}` : `Billed per ${per}`;
}

function productCard(sku: CatalogueSku, item: SkuItem, promotionEnds?: number): string {
  const off = discountLabel(item.price, item.recommend_price);
  const old = item.recommend_price
    ? `<span class="old">${escapeHtml(money(item, item.recommend_price))}</span>`
    : '';
  const features =
    sku.kind === 'membership'
      ? `<ul>${(item.extInfo?.features ?? [])
          .filter((f) => f.yes)
          .map((f) => `<li>${escapeHtml(f.tipsInfo ?? f.key)}</li>`)
          .join('')}</ul>`
      : `<p>${creditsOfSku(item)} credits</p>`;
  return `<section class="product" aria-labelledby="product-name">
<h2 id="product-name">${escapeHtml(item.sub_tpl_name)}</h2>
<p class="price">${old}${escapeHtml(money(item, item.price))} ${off ? `<span class="off">${escapeHtml(off)}</span>` : ''}</p>
<p class="hint">${escapeHtml(termsOf(sku))}</p>${
    promotionEnds
      ? `<p class="promo">Limited-time offer until ${escapeHtml(storeDate(promotionEnds))}: ${PROMOTION_DISCOUNT}% off Premium, ${PREMIUM_MONTHLY_CREDITS} credits every month, plus free image and audio AI.</p>`
      : ''
  }${features}</section>`;
}

export interface CheckoutView {
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
  const amount = Math.round(v.item.price * 100);
  const hidden = `<input type="hidden" name="sku_id" value="${v.sku.sku_id}">
<input type="hidden" name="shopping_id" value="${escapeHtml(v.shoppingId)}">
<input type="hidden" name="amount" value="${amount}">
<input type="hidden" name="embed" value="${v.embed ? 1 : 0}">`;
  const payText = `Pay ${money(v.item, v.item.price)}`;
  if (v.payment.mode === 'stripe') {
    // Stripe Checkout cannot be shown in a frame: from the app's store frame it opens in a new tab.
    const target = v.embed ? ' target="_blank"' : '';
    return `<form id="pay-form" method="post" action="${STRIPE_SESSION_PATH}"${target}>${hidden}
<button type="submit" id="pay"${v.embed ? ` data-post="${STORE_MESSAGES.jumpToThirdParty}"` : ''}>${escapeHtml(payText)} with Stripe${v.embed ? ' (opens a new tab)' : ''}</button>
</form>`;
  }
  const trialBox = v.trialOffered
    ? `<label class="check"><input type="checkbox" id="trial" name="trial" value="1"${v.trialChecked ? ' checked' : ''}>
Start with a ${FREE_TRIAL_DAYS}-day free trial</label><p class="hint">${escapeHtml(v.notes.trial)}</p>`
    : '';
  return `<form id="pay-form" method="post" action="${STORE_PAY_PATH}">${hidden}
${trialBox}
<button type="submit" id="pay" data-pay-text="${escapeHtml(payText)}" data-trial-text="Get ${FREE_TRIAL_DAYS} days free">${escapeHtml(payText)}</button>
</form>`;
}

export function checkoutPage(v: CheckoutView): string {
  const thirdParty: CheckoutQuery = { sku_id: v.sku.sku_id, shopping_id: v.shoppingId, provider: 'paypal' };
  const body = `<main>
<h1>${v.thirdParty ? 'PayPal (test mode)' : 'Checkout'}</h1>
${modeLine(v.payment, v.email)}
${v.notice ? `<p class="error" role="alert">${escapeHtml(v.notice)}</p>` : ''}
${productCard(v.sku, v.item, v.promotionEnds)}
<p class="effect" id="effect">${escapeHtml(v.notes.effect)}</p>
${payForm(v)}
${
  v.thirdParty || v.payment.mode === 'stripe'
    ? ''
    : `<a class="third" href="${escapeHtml(`${STORE_CHECKOUT_PATH}?${toSearchParams(thirdParty)}`)}" target="_blank" rel="noopener" data-post="${STORE_MESSAGES.jumpToThirdParty}">Pay with PayPal (opens a new tab)</a>`
}
${NAV_BUTTONS}${LEAVE_DIALOG}</main>${STORE_CSS}`;
  return renderPage({ title: 'Checkout', body, script: storeScript() });
}

export function paidPage(sku: CatalogueSku, item: SkuItem, order: OrderRow, payment: StorePayment): string {
  const trial = order.status === 'trial';
  const body = `<main>
<h1 role="status">${trial ? `Your ${FREE_TRIAL_DAYS}-day free trial has started` : 'Payment complete'}</h1>
${modeLine(payment)}
${productCard(sku, item)}
<p>Order ${escapeHtml(order.id)}: ${escapeHtml(money(item, order.amount / 100))}</p>
<button type="button" data-post="${STORE_MESSAGES.startJourney}">Start creating</button>
<button type="button" class="secondary" data-post="${STORE_MESSAGES.closePopUpdateUserInfo}">Close</button>
</main>${STORE_CSS}`;
  return renderPage({
    title: 'Payment complete',
    body,
    script: storeScript({ postOnLoad: STORE_MESSAGES.purchaseSuccess }),
  });
}

/** A page that only explains: not signed in, unknown product, purchase refused. */
export function storeNoticePage(title: string, text: string, payment: StorePayment): string {
  const body = `<main><h1>${escapeHtml(title)}</h1>${modeLine(payment)}<p class="error" role="alert">${escapeHtml(text)}</p>
${NAV_BUTTONS}${LEAVE_DIALOG}</main>${STORE_CSS}`;
  return renderPage({ title, body, script: storeScript() });
}
