/**
 * Selling through Stripe Checkout (official `stripe` package): a session per Pay, for the price the sku has at
 * that moment, remembered with that amount so the webhook can check what was paid.
 */
import Stripe from 'stripe';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { forUpdate } from '../../db/dialect';
import type { StripeSettings } from '../store-settings';
import type { CatalogueSku } from '../skus';

export function stripeClient(settings: StripeSettings): Stripe {
  // api: another address that answers like Stripe (tests, stripe-mock); Stripe's own otherwise.
  return new Stripe(settings.secretKey, { ...settings.api, maxNetworkRetries: 1, timeout: 20_000 });
}

/** Stripe counts money in the currency's smallest unit and names currencies in lower case. */
const STRIPE_CURRENCY = 'usd';

export interface StripeSessionRow {
  id: string;
  user_id: number;
  sku_id: number;
  shopping_id: string;
  amount: number;
  currency: string;
  created_at: number;
  order_id: string | null;
}

export function stripeSessionRow(kdb: Kysely<DB>, id: string): Promise<StripeSessionRow | undefined> {
  return kdb.selectFrom('stripe_checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The session read by the webhook's transaction that may grant it: held until that ends (FOR UPDATE on
 * PostgreSQL), so two different events paying one session at once grant it once (the second reads its order).
 */
export function stripeSessionForUpdate(trx: Kysely<DB>, id: string): Promise<StripeSessionRow | undefined> {
  return forUpdate(
    trx,
    trx.selectFrom('stripe_checkout_sessions').selectAll().where('id', '=', id),
  ).executeTakeFirst();
}

/** Creates the Checkout session for one Pay and records it; answers the URL of Stripe's payment page. */
export async function createCheckoutSession(
  kdb: Kysely<DB>,
  stripe: Stripe,
  input: {
    userId: number;
    email: string;
    sku: CatalogueSku;
    shoppingId: string;
    /** Cents. */
    amount: number;
    successUrl: string;
    cancelUrl: string;
    now: number;
  },
): Promise<string> {
  const { userId, sku, shoppingId, amount } = input;
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: STRIPE_CURRENCY, unit_amount: amount, product_data: { name: sku.name } },
        },
      ],
      customer_email: input.email,
      client_reference_id: String(userId),
      metadata: { user_id: String(userId), sku_id: String(sku.sku_id), shopping_id: shoppingId },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    },
    // Pressing Pay twice for one checkout gets the same session back from Stripe.
    { idempotencyKey: `checkout-${userId}-${shoppingId}-${sku.sku_id}-${amount}` },
  );
  if (!session.url) throw new Error(`Stripe answered session ${session.id} without a payment page URL`);
  // Stripe answers the same session to a repeated Pay (idempotency key): it is recorded once.
  await kdb
    .insertInto('stripe_checkout_sessions')
    .values({
      id: session.id,
      user_id: userId,
      sku_id: sku.sku_id,
      shopping_id: shoppingId,
      amount,
      currency: STRIPE_CURRENCY,
      created_at: input.now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return session.url;
}
