/** Opening pricing surfaces, loading the sku list and starting checkout. */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { api } from '../session/api-client';
import { getOrCreateDeviceSn } from '../../api/browser-identity';
import { isMobileScreen } from '../../core/breakpoints';
import type { SkuInfoData, SkuItem } from '../../core/contract/commerce';
import { buyAction, buyButtonKind, canBuyPlan, pricingDialogKind } from '../../core/pricing';
import { smartBuyTab } from '../../core/user-level';
import { toUserLevel } from '../../core/user-level';
import { showToast } from '../../ui/toasts';
import { isSubscribed, openLoginDialog, sessionState } from '../session/session-state';
import { buildCheckoutUrl } from './checkout-url';
import { cartCheckoutUrl } from '../../core/cart-checkout';
import { setStoreTab } from './store-frame';
import { track } from '../tracking/tracker';
import { cartIframePlan, credits10Variant, newPricingVariant } from './experiments';
import { AB_PLAN_B } from '../../core/experiments';
import {
  isTrialChecked,
  newShoppingId,
  storeState,
  type CheckoutOrigin,
  type PricingTab,
} from './store-state';
import { nowSeconds } from '../../core/dates';
import { PRODUCT_LIST_RETRIES, PRODUCT_LIST_RETRY_MS } from '../../core/timing';
import { withRetries } from '../../core/retry';
import { listedSkus, type ProductListConfig } from '../../core/product-list';
import type { ProductListData } from '../../core/contract/common';

const isPhone = () => isMobileScreen(window.innerWidth);

export function currentLevel() {
  return toUserLevel(sessionState.user?.verify.level ?? 0);
}

let loading: Promise<void> | null = null;

const retried = <T>(call: () => Promise<T>) =>
  withRetries(call, {
    retries: PRODUCT_LIST_RETRIES,
    delayMs: PRODUCT_LIST_RETRY_MS,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });

/**
 * GET /v1/common/product-list (the environment's list and hotRecommend), with its retries. One that fails them
 * all is logged and gives null: the store then lists every sku, unmarked, rather than nothing.
 */
async function fetchProductListConfig(): Promise<ProductListConfig | null> {
  try {
    const { list, hotRecommend } = await retried(() => api.get<ProductListData>('/v1/common/product-list'));
    return { list, hotRecommend };
  } catch (err) {
    console.warn('product list config failed, listing every sku', err);
    return null;
  }
}

/** The sku list once (again with force); a load that failed its retries is logged and leaves the list as it was. */
export function loadBuyData(force = false): Promise<void> {
  if (loading && !force) return loading;
  loading = (async () => {
    try {
      const [data, config, credits10] = await Promise.all([
        retried(() => api.get<SkuInfoData>('/v1/buy/sku-info')),
        fetchProductListConfig(),
        credits10Variant(),
      ]);
      storeState.skuInfos = listedSkus(data.sku_buy_list, config);
      storeState.productList = config;
      storeState.zeroBuyChecked = data.zero_buy_checked;
      storeState.isCredits10User = credits10;
      storeState.isBuyDataInited = true;
    } catch (err) {
      console.warn('sku list failed', err);
      loading = null;
    }
  })();
  return loading;
}

/**
 * Opens pricing: desktop with the new pricing variant gets the membership or credits dialog; otherwise the tabbed
 * popup on that tab. 'smart' picks membership for free users and credits for others. `hook` names the surface that
 * led here (tracked as hook_click).
 */
export async function openPricing(tab: PricingTab | 'smart', hook: string): Promise<void> {
  const chosen = tab === 'smart' ? smartBuyTab(currentLevel()) : tab;
  track('hook_click', { hook, tab: chosen });
  const separate = pricingDialogKind(!isPhone(), await newPricingVariant()) === 'separate';
  void loadBuyData(sessionState.token !== null);
  storeState.defTabSel = chosen;
  storeState.dialog = separate ? chosen : 'tabs';
  storeState.openedAt = nowSeconds();
  storeState.shoppingId = newShoppingId();
}

/** Switches between the v2 dialogs (the membership modal's "buy credits" link) without a new shopping id. */
export function switchPricingDialog(tab: PricingTab): void {
  if (storeState.dialog === 'tabs') storeState.defTabSel = tab;
  else storeState.dialog = tab;
}

export function closePricing(): void {
  storeState.dialog = null;
}

export function setTrialChecked(skuId: number, checked: boolean): void {
  storeState.trialChecked[skuId] = checked;
}

/** Buying requires login; a premium user cannot buy standard; then the store opens framed or in a new tab. */
export async function buySku(sku: SkuItem, from: CheckoutOrigin, buttonName: string): Promise<void> {
  track('button_click', { button_name: buttonName, sku: sku.sku_id });
  if (buyAction(sessionState.token !== null) === 'login') {
    openLoginDialog('purchase');
    return;
  }
  const level = currentLevel();
  if (!canBuyPlan(level, sku)) return;
  const trial =
    buyButtonKind(isSubscribed(sessionState), {
      ...sku,
      buyZeroChecked: isTrialChecked(storeState, sku.sku_id),
    }) === 'trial';
  if (!storeState.shoppingId) storeState.shoppingId = newShoppingId();
  if (from === 'page') storeState.pageCheckoutAt ??= nowSeconds();
  const abPlan = await cartIframePlan();
  const embedded = !isPhone() && abPlan === AB_PLAN_B;
  const built = buildCheckoutUrl({
    sku,
    trial,
    shoppingId: storeState.shoppingId,
    deviceId: getOrCreateDeviceSn(),
    platform: isPhone() ? 'wap' : 'web',
    buttonName,
    embedded,
    origin: location.origin,
    lang: i18n.locale,
    abPlan,
  });
  // The cart item (the listed sku) keeps the checkout it last opened: buying it again in the same cart reopens it.
  const item = storeState.skuInfos.find((s) => s.sku_id === sku.sku_id);
  const url = cartCheckoutUrl(item?.lastUrl, built);
  if (item) item.lastUrl = url;
  if (embedded) {
    storeState.storeFrame = { url, from, skuId: sku.sku_id };
    return;
  }
  // The opener stays set: the store tab posts its messages back here (same origin).
  const tab = window.open(url, '_blank');
  setStoreTab(tab);
  if (!tab) {
    console.warn('The store tab was blocked: please allow pop-ups for this site.');
    showToast(t`Please allow pop-ups for this site to open the store.`, 'error');
  }
}
