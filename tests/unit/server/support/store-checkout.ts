/** The store's checkout as a browser uses it: the Pay form, and what a purchase writes. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppContext } from '../../../../server/context';
import { tokenCookie, type TestUser } from './test-app';
import { countRows } from './databases';
import type { PurchaseRequest } from '../../../../server/commerce/purchase';

export interface PayOptions {
  trial?: boolean;
  /** Ask for the envelope instead of the paid page. */
  json?: boolean;
  origin?: string;
  cookie?: boolean;
  /** The price the checkout showed, in cents (as the page's form sends it). */
  amount?: number;
}

/** Posts the checkout's Pay form as the browser would: urlencoded, signed in by the app's token cookie. */
export function pay(
  app: FastifyInstance,
  user: TestUser | undefined,
  skuId: number | string,
  shoppingId: string,
  options: PayOptions = {},
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams({ sku_id: String(skuId), shopping_id: shoppingId, embed: '1' });
  if (options.trial) form.set('trial', '1');
  if (options.amount !== undefined) form.set('amount', String(options.amount));
  return app.inject({
    method: 'POST',
    url: '/store/pay',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: options.origin ?? 'http://localhost',
      accept: options.json ? 'application/json' : 'text/html',
      ...(user ? tokenCookie(user.token) : {}),
    },
    payload: form.toString(),
  });
}

/** Moves the user's memberships `seconds` into the past, as if bought that much earlier. */
export async function backdateMemberships(ctx: AppContext, userId: number, seconds: number): Promise<void> {
  await ctx.kdb
    .updateTable('memberships')
    .set((eb) => ({
      started_at: eb('started_at', '-', seconds),
      expires_at: eb('expires_at', '-', seconds),
    }))
    .where('user_id', '=', userId)
    .execute();
}

/** Row counts of the tables a purchase writes: a refused purchase must leave all of them as they were. */
export async function purchaseFootprint(server: { ctx: AppContext }) {
  return {
    orders: await countRows(server.ctx.kdb, 'orders'),
    memberships: await countRows(server.ctx.kdb, 'memberships'),
    lots: await countRows(server.ctx.kdb, 'credit_lots'),
    records: await countRows(server.ctx.kdb, 'credit_records'),
  };
}

/** The store's standard monthly plan, the purchase the commerce tests make unless told otherwise. */
export const STANDARD_MONTHLY = 24109013;

/** A paid standard monthly purchase by the test store (shopping id `shop-1`), changed by `over`. */
export function purchaseRequest(userId: number, over: Partial<PurchaseRequest> = {}): PurchaseRequest {
  return {
    userId,
    skuId: STANDARD_MONTHLY,
    shoppingId: 'shop-1',
    trial: false,
    amount: 999,
    provider: 'test',
    ...over,
  };
}
