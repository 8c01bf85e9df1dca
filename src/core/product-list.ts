/**
 * The product list config: per environment (live, test, gray) the operator's choice of which skus are sold, in
 * which order (`list`), and which one is marked hot, the recommended buy (`hotRecommend`). The sku list
 * (GET /v1/buy/sku-info) says what each sku is; this config says which of them the pricing views show.
 */
import type { SkuItem } from './contract/commerce';

export const PRODUCT_ENVS = ['live', 'test', 'gray'] as const;
export type ProductEnv = (typeof PRODUCT_ENVS)[number];

/**
 * The application type: which app of the provider this deployment is. It picks the logo variant and the plan set
 * (the product list the environment's config holds for that app).
 */
export const APP_TYPES = ['video', 'image'] as const;
export type AppType = (typeof APP_TYPES)[number];
export const DEFAULT_APP_TYPE: AppType = 'video';

export function isAppType(value: unknown): value is AppType {
  return (APP_TYPES as readonly unknown[]).includes(value);
}

export interface ProductListConfig {
  /** Sku ids that are listed, in the order the views take them. */
  list: number[];
  /** The sku marked hot (recommended); null: none. */
  hotRecommend: number | null;
}

/**
 * The skus the config lists, in its order; skus it does not name are not sold here. No config (its fetch failed
 * its retries) lists the whole sku list as it came: a failed config must not empty the store.
 */
export function listedSkus(skus: readonly SkuItem[], config: ProductListConfig | null): SkuItem[] {
  if (!config) return [...skus];
  return config.list.flatMap((id) => skus.filter((s) => Number(s.sku_id) === id).slice(0, 1));
}

/** Whether a sku carries the hot (recommended) mark. */
export function isHotRecommend(
  config: Pick<ProductListConfig, 'hotRecommend'> | null,
  skuId: number,
): boolean {
  return config?.hotRecommend != null && config.hotRecommend === Number(skuId);
}
