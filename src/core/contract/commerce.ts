/** Store contract: GET /v1/buy/sku-info and GET /v1/buy/trade-info. */
import { z } from 'zod';

export type PeriodUnit = 'week' | 'month' | 'year';
export type PlanKey = 'yearly' | 'monthly' | 'weekly';

interface SkuFeatureCode {
  feature_code: string;
  /** For the credits code (MI-Credits-2024) this is the credit amount. */
  sale_unit_value: number;
}

export interface SkuFeature {
  key: string;
  yes: boolean;
  tipsInfo?: string;
}

export interface SkuItem {
  sku_id: number;
  sub_tpl_name: string;
  price: number;
  /** Struck-through old price. */
  recommend_price?: number | null;
  show_rec_price?: boolean;
  currency_symbol: string;
  original_price?: number | null;
  isSubscription: boolean;
  period_unit: PeriodUnit;
  plan?: PlanKey;
  feature_code_list: SkuFeatureCode[];
  buy_url: string;
  /** 3-day free trial flag. */
  zero_buy?: boolean;
  zero_buy_url?: string;
  /** Local checkbox state, not sent by the server. */
  buyZeroChecked?: boolean;
  /** Local: the last checkout URL built for this sku. */
  lastUrl?: string;
  extInfo?: { planKey?: string; features?: SkuFeature[] };
}

export interface SkuInfoData {
  sku_buy_list: SkuItem[];
  /** Whether the free-trial checkbox starts ticked. */
  zero_buy_checked: boolean;
}

/**
 * GET /v1/buy/trade-info query. `time_before` is read as "orders created at or after this time" (seconds): the
 * UI passes the moment its pricing dialog opened and polls for orders since then. `order_id` narrows the answer
 * to one of the caller's orders.
 */
export const tradeInfoQuerySchema = z.object({
  time_before: z.coerce
    .number<number>({ error: 'time_before must be a time in seconds' })
    .int('time_before must be whole seconds')
    .min(0, 'time_before must not be negative')
    .max(99_999_999_999, 'time_before must be in seconds, not milliseconds'),
  order_id: z.string().trim().min(1).max(64).optional(),
});
export type TradeInfoQuery = z.input<typeof tradeInfoQuerySchema>;

export type OrderStatus = 'paid' | 'trial';

export interface TradeInfoItem {
  order_id: string;
  sku_id_list: number[];
  shopping_id: string;
  /** Seconds. */
  created_at: number;
  /** What was charged, in currency units (0 for a free trial). */
  amount: number;
  currency: string;
  status: OrderStatus;
}

export interface TradeInfoData {
  total: number;
  list: TradeInfoItem[];
}

/**
 * One subscription of the account (GET /v1/buy/subscriptions): a membership tier or a subscription credit pack,
 * what its next renewal buys and when its paid (or free-trial) period ends.
 */
export interface SubscriptionItem {
  id: number;
  /** What the next renewal buys (switching monthly/yearly changes it). */
  sku_id: number;
  name: string;
  period_unit: PeriodUnit;
  /** Seconds: the end of the period paid for, or of the free trial. */
  period_end: number;
  /** The period ending at period_end is a free trial: its renewal is the first payment. */
  trial: 0 | 1;
  /** It renews at period_end (1) or ends then (0). */
  auto_renew: 0 | 1;
  /** 0 when it can only be renewed by buying again (the Stripe store takes one payment per period). */
  can_auto_renew: 0 | 1;
  is_expired: 0 | 1;
  /** What the renewal will cost, in currency units. */
  renewal_price: number;
  currency_symbol: string;
}

export interface SubscriptionListData {
  list: SubscriptionItem[];
}

/** POST /v1/buy/subscription/auto-renew: cancel (false) or resume (true) a subscription's auto-renewal. */
export const autoRenewRequestSchema = z.object({
  subscription_id: z.number({ error: 'subscription_id must be a number' }).int().positive(),
  auto_renew: z.boolean({ error: 'auto_renew must be true or false' }),
});
export type AutoRenewRequest = z.input<typeof autoRenewRequestSchema>;
