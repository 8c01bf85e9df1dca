/** Store contract: GET /v1/buy/sku-info and GET /v1/buy/trade-info (spec commerce §3 "Sku item", §7). */

export type PeriodUnit = 'week' | 'month' | 'year';
export type PlanKey = 'yearly' | 'monthly' | 'weekly';

export interface SkuFeatureCode {
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

export interface TradeInfoQuery {
  /** Server seconds: orders since this time. */
  time_before: number;
}

export interface TradeInfoData {
  total: number;
  list: Array<{ sku_id_list: number[] }>;
}
