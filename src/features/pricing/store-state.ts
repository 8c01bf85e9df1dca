/**
 * Store state: the sku list, which pricing surface is open, the store frame and
 * the local trial checkboxes. Actions that need the network or the session live in store-actions.ts.
 */
import { proxy, useSnapshot } from 'valtio';
import type { SkuItem } from '../../core/contract/commerce';
import type { ProductListConfig } from '../../core/product-list';

/** 'tabs' is the tabbed purchase popup (desktop 960 or the phone popup); the others are the pricing v2 dialogs. */
type PricingDialog = 'tabs' | 'membership' | 'credits';
export type PricingTab = 'credits' | 'membership';
/** Where a checkout started: a dialog (Back reopens it) or the pricing page. */
export type CheckoutOrigin = PricingDialog | 'page';

interface StoreFrame {
  url: string;
  from: CheckoutOrigin;
  /** The cart item shown: its lastUrl follows the frame. */
  skuId: number;
}

export interface StoreState {
  isBuyDataInited: boolean;
  /** The skus the product list config lists, in its order (every sku when the config could not be had). */
  skuInfos: SkuItem[];
  /** The environment's product list config (list, hotRecommend); null until loaded or when its load failed. */
  productList: ProductListConfig | null;
  /** The server's zero_buy_checked: whether trial boxes start ticked. */
  zeroBuyChecked: boolean;
  /** Trial checkbox per sku id, once the user touched it (buyZeroChecked). */
  trialChecked: Record<number, boolean>;
  dialog: PricingDialog | null;
  /** defTabSel: the tab the tabbed popup opens on. */
  defTabSel: PricingTab;
  /** Seconds when the open dialog opened: the purchase poll asks for orders since then. */
  openedAt: number;
  /** Regenerated each time a pricing dialog opens. */
  shoppingId: string;
  /** The store iframe modal (isShowStoreIframe + callStoreData). */
  storeFrame: StoreFrame | null;
  isCredits10User: boolean;
  /** Seconds when a checkout started from the pricing page: the page polls for orders since then. */
  pageCheckoutAt: number | null;
}

export const storeState = proxy<StoreState>({
  isBuyDataInited: false,
  skuInfos: [],
  productList: null,
  zeroBuyChecked: false,
  trialChecked: {},
  dialog: null,
  defTabSel: 'credits',
  openedAt: 0,
  shoppingId: '',
  storeFrame: null,
  isCredits10User: false,
  pageCheckoutAt: null,
});

export function newShoppingId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** buyZeroChecked of a sku: the user's choice, else the server's default. */
export function isTrialChecked(state: Pick<StoreState, 'trialChecked' | 'zeroBuyChecked'>, skuId: number) {
  return state.trialChecked[skuId] ?? state.zeroBuyChecked;
}

/** The sku list as plain items for core's rules (a frozen snapshot: read, never mutated). */
export function useSkuInfos(): SkuItem[] {
  return useSnapshot(storeState).skuInfos as unknown as SkuItem[];
}
