/**
 * Stripe's webhook: the only way the Stripe store grants anything. The event's signature is verified by the
 * library (stripe.webhooks.constructEvent, with its 5-minute tolerance); every verified event id is recorded
 * once, so a replay grants nothing; a completed session is granted only if it is one this server created, it is
 * paid, and the amount and currency are the ones its sku was offered at.
 */
import type Stripe from 'stripe';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { recordPurchase } from '../purchase';
import { stripeSessionForUpdate } from './stripe-checkout';

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

async function applyEvent(trx: Kysely<DB>, event: Stripe.Event, now: number): Promise<WebhookOutcome> {
  if (!PAID_EVENTS.has(event.type)) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid') return 'not paid yet';
  const row = await stripeSessionForUpdate(trx, session.id);
  if (!row) return 'unknown session';
  if (row.order_id) return 'already granted';
  if (session.amount_total !== row.amount || session.currency?.toLowerCase() !== row.currency) {
    return 'amount mismatch';
  }
  try {
    const { order } = await recordPurchase(
      trx,
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
    await trx
      .updateTable('stripe_checkout_sessions')
      .set({ order_id: order.id })
      .where('id', '=', row.id)
      .execute();
    return 'granted';
  } catch (error) {
    // Paid but no longer allowed (say, premium bought elsewhere meanwhile): kept for a refund by hand. The
    // refusal comes before recordPurchase writes anything, so the transaction goes on to record the event.
    if (error instanceof ApiError) return 'refused';
    throw error;
  }
}

/**
 * Applies a verified event once, in one transaction with its record. The event's row is written first, with ON
 * CONFLICT DO NOTHING on its id: of two deliveries of one event at once (two processes), the second waits for
 * the first to commit, writes nothing, and answers replay; the first applies it and stores the outcome.
 */
export function handleStripeEvent(
  kdb: Kysely<DB>,
  event: Stripe.Event,
  now: number,
): Promise<WebhookOutcome> {
  return kdb.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const first = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type, outcome: 'pending', received_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!first) return 'replay';
    const outcome = await applyEvent(trx, event, now);
    await trx.updateTable('stripe_events').set({ outcome }).where('id', '=', event.id).execute();
    return outcome;
  });
}
