/** Store orders: reading them back for trade-info and the checkout's success state. */
import type { Db } from '../db/database';
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

export function orderByShoppingId(db: Db, userId: number, shoppingId: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE user_id = ? AND shopping_id = ?').get(userId, shoppingId) as
    OrderRow | undefined;
}

/** One of the user's orders; another user's order id is treated as unknown. */
export function orderOfUser(db: Db, userId: number, orderId: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ?').get(orderId, userId) as
    OrderRow | undefined;
}

/** The user's orders created at or after `since` (seconds), newest first, and how many there are. */
export function ordersSince(db: Db, userId: number, since: number): { total: number; list: OrderRow[] } {
  const total = (
    db
      .prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND created_at >= ?')
      .get(userId, since) as {
      n: number;
    }
  ).n;
  const list = db
    .prepare(
      'SELECT * FROM orders WHERE user_id = ? AND created_at >= ? ORDER BY created_at DESC, rowid DESC LIMIT ?',
    )
    .all(userId, since, TRADE_INFO_MAX) as OrderRow[];
  return { total, list };
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
