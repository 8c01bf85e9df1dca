/**
 * Stripe's webhook: the only way the Stripe store grants anything. The event's signature is verified by the
 * library (stripe.webhooks.constructEvent, with its 5-minute tolerance); every verified event id is recorded
 * once, so a replay grants nothing; a completed session is granted only if it is one this server created, it is
 * paid, and the amount and currency are the ones its sku was offered at.
 */
import type Stripe from 'stripe';
import type { Db } from '../../db/database';
import { statement } from '../../db/statements';
import { ApiError } from '../../http/envelope';
import { recordPurchase } from '../purchase';
import { stripeSessionRow } from './stripe-checkout';

/** What became of an event (stored with it, and answered to Stripe). */
export type WebhookOutcome =
  | 'granted'
  | 'replay'
  | 'ignored'
  | 'not paid yet'
  | 'unknown session'
  | 'already granted'
  | 'amount mismatch'
  | 'refused';

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

function applyEvent(db: Db, event: Stripe.Event, now: number): WebhookOutcome {
  if (!PAID_EVENTS.has(event.type)) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid') return 'not paid yet';
  const row = stripeSessionRow(db, session.id);
  if (!row) return 'unknown session';
  if (row.order_id) return 'already granted';
  if (session.amount_total !== row.amount || session.currency?.toLowerCase() !== row.currency) {
    return 'amount mismatch';
  }
  try {
    const { order } = recordPurchase(
      db,
      {
        userId: row.user_id,
        skuId: row.sku_id,
        shoppingId: row.shopping_id,
        trial: false,
        amount: row.amount,
        provider: 'stripe',
      },
      now,
    );
    statement(db, 'UPDATE stripe_checkout_sessions SET order_id = ? WHERE id = ?').run(order.id, row.id);
    return 'granted';
  } catch (error) {
    // Paid but no longer allowed (say, premium bought elsewhere meanwhile): kept for a refund by hand.
    if (error instanceof ApiError) return 'refused';
    throw error;
  }
}

/** Applies a verified event once, in one transaction with its record. */
export function handleStripeEvent(db: Db, event: Stripe.Event, now: number): WebhookOutcome {
  return db.transaction((): WebhookOutcome => {
    if (statement(db, 'SELECT 1 FROM stripe_events WHERE id = ?').get(event.id)) return 'replay';
    const outcome = applyEvent(db, event, now);
    statement(db, 'INSERT INTO stripe_events (id, type, outcome, received_at) VALUES (?, ?, ?, ?)').run(
      event.id,
      event.type,
      outcome,
      now,
    );
    return outcome;
  })();
}
