/**
 * Selling through Stripe Checkout (official `stripe` package): a session per Pay, for the price the sku has at
 * that moment, remembered with that amount so the webhook can check what was paid.
 */
import Stripe from 'stripe';
import type { Db } from '../../db/database';
import { statement } from '../../db/statements';
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

export function stripeSessionRow(db: Db, id: string): StripeSessionRow | undefined {
  return statement(db, 'SELECT * FROM stripe_checkout_sessions WHERE id = ?').get(id) as
    StripeSessionRow | undefined;
}

/** Creates the Checkout session for one Pay and records it; answers the URL of Stripe's payment page. */
export async function createCheckoutSession(
  db: Db,
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
  statement(
    db,
    `INSERT OR IGNORE INTO stripe_checkout_sessions (id, user_id, sku_id, shopping_id, amount, currency, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(session.id, userId, sku.sku_id, shoppingId, amount, STRIPE_CURRENCY, input.now);
  return session.url;
}
