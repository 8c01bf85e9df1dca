/** Store orders: reading them back for trade-info and the checkout's success state. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { OrderStatus, TradeInfoItem } from '../../src/core/contract/commerce';
import type { PaymentProvider } from './subscriptions';

export interface OrderRow {
  id: string;
  user_id: number;
  sku_id: number;
  shopping_id: string;
  /** Cents. */
  amount: number;
  currency: string;
  status: OrderStatus;
  /** checkout: bought at the store; renewal: recorded by the renewal job when a period ended. */
  kind: 'checkout' | 'renewal';
  provider: PaymentProvider;
  created_at: number;
}

/** trade-info answers at most this many orders: the newest ones. */
const TRADE_INFO_MAX = 50;

/** The table's text columns are checked by the schema (CHECK constraints): the row is an OrderRow. */
const asOrder = (row: unknown) => row as OrderRow;

export async function orderByShoppingId(
  kdb: Kysely<DB>,
  userId: number,
  shoppingId: string,
): Promise<OrderRow | undefined> {
  const row = await kdb
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('shopping_id', '=', shoppingId)
    .executeTakeFirst();
  return row && asOrder(row);
}

/** One of the user's orders; another user's order id is treated as unknown. */
export async function orderOfUser(
  kdb: Kysely<DB>,
  userId: number,
  orderId: string,
): Promise<OrderRow | undefined> {
  const row = await kdb
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && asOrder(row);
}

/**
 * The user's orders created at or after `since` (seconds), newest first, and how many there are. Orders of the
 * same second come in id order, descending (the id is not a sequence: PostgreSQL has no insertion order to use).
 */
export async function ordersSince(
  kdb: Kysely<DB>,
  userId: number,
  since: number,
): Promise<{ total: number; list: OrderRow[] }> {
  const mine = kdb.selectFrom('orders').where('user_id', '=', userId).where('created_at', '>=', since);
  const [{ n }, list] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    mine.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(TRADE_INFO_MAX).execute(),
  ]);
  return { total: Number(n), list: list.map(asOrder) };
}

export function tradeInfoItem(order: OrderRow): TradeInfoItem {
  return {
    order_id: order.id,
    sku_id_list: [order.sku_id],
    shopping_id: order.shopping_id,
    created_at: order.created_at,
    amount: order.amount / 100,
    currency: order.currency,
    status: order.status,
  };
}
