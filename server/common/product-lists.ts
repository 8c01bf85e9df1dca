/**
 * The product list config each environment serves (GET /v1/common/product-list): for each app type the skus
 * sold and their order (`list`) and the hot, recommended one (`hotRecommend`). Fixed data of this installation,
 * like the sku catalogue it names.
 */
import {
  APP_TYPES,
  DEFAULT_APP_TYPE,
  isAppType,
  PRODUCT_ENVS,
  type AppType,
  type ProductEnv,
  type ProductListConfig,
} from '../../src/core/product-list';
import type { StoreMode } from '../commerce/store-settings';
import { SKU_CATALOGUE, type CatalogueSku } from '../commerce/skus';

const PREMIUM_YEARLY = 24109016;
const PREMIUM_MONTHLY = 24109015;

const everySku = SKU_CATALOGUE.map((s) => s.sku_id);
/** The image app sells no standard plan: its plan set is Premium and the credit packs. */
const imageSkus = SKU_CATALOGUE.filter((s: CatalogueSku) => s.kind === 'credits' || s.tier === 'premium').map(
  (s) => s.sku_id,
);

const PLAN_SETS: Record<AppType, number[]> = { video: everySku, image: imageSkus };

/**
 * Live and test recommend the yearly Premium (the best value per month); gray, where a change is tried on a few
 * users before live, recommends the monthly Premium.
 */
const HOT_RECOMMEND: Record<ProductEnv, number> = {
  live: PREMIUM_YEARLY,
  test: PREMIUM_YEARLY,
  gray: PREMIUM_MONTHLY,
};

export function productListConfig(env: ProductEnv, appType: AppType): ProductListConfig {
  return { list: PLAN_SETS[appType], hotRecommend: HOT_RECOMMEND[env] };
}

/**
 * PRODUCT_ENV: live, test or gray. Unset: the store's mode says it (a test-mode store is the test environment, a
 * store taking real payment is live); gray is only ever chosen by name.
 */
export function productEnvFromEnv(value: string | undefined, storeMode: StoreMode): ProductEnv {
  const raw = value?.trim();
  if (!raw) return storeMode === 'test' ? 'test' : 'live';
  if (!(PRODUCT_ENVS as readonly string[]).includes(raw)) {
    throw new Error(`PRODUCT_ENV must be one of ${PRODUCT_ENVS.join(', ')}, got "${raw}"`);
  }
  return raw as ProductEnv;
}

/** APP_TYPE: video (default) or image. */
export function appTypeFromEnv(value: string | undefined): AppType {
  const raw = value?.trim();
  if (!raw) return DEFAULT_APP_TYPE;
  if (!isAppType(raw)) throw new Error(`APP_TYPE must be one of ${APP_TYPES.join(', ')}, got "${raw}"`);
  return raw;
}
