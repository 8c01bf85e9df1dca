/**
 * The store's close counter and messages. The store is this site's
 * /store pages, so "the store origin" is location.origin; messages from a store tab we opened are handled too.
 */
import {
  isStoreMessage,
  STORE_CLOSE_COUNT_MAX,
  STORE_CLOSE_POP,
  STORE_MESSAGES,
  STORE_SUCCESS_REFRESH_MS,
} from '../../core/store-messages';
import { loadUserInfo } from '../session/session-actions';
import { refreshUserInfoAt } from './refresh-user';
import { newShoppingId, storeState } from './store-state';
import { nowSeconds } from '../../core/dates';
import { isSameCart } from '../../core/cart-checkout';

let closeCount = 0;
let frameWindow: Window | null = null;
/** The checkout page has loaded (its script listens for close-pop only from then on). */
let frameLoaded = false;
let storeTab: Window | null = null;

const storeOrigin = () => location.origin;

/** The open store frame's window (set by the modal) and the store tab opened by checkout. */
export function setStoreFrameWindow(win: Window | null): void {
  frameWindow = win;
  frameLoaded = false;
  closeCount = 0;
}
export function markStoreFrameLoaded(): void {
  frameLoaded = true;
  recordFrameLocation();
}

/**
 * The page the frame shows now becomes its cart item's lastUrl when it is still a checkout of that cart (the store
 * is this site, so the frame's address can be read): reopening the item then returns there.
 */
function recordFrameLocation(): void {
  const frame = storeState.storeFrame;
  let href: string | undefined;
  try {
    href = frameWindow?.location.href;
  } catch {
    return; // Another origin's page (a payment provider's): nothing to return to.
  }
  if (!frame || !href || !isSameCart(href, frame.url)) return;
  const item = storeState.skuInfos.find((s) => s.sku_id === frame.skuId);
  if (item) item.lastUrl = href;
}
export function setStoreTab(win: Window | null): void {
  storeTab = win;
}

function closeStore(): void {
  storeState.storeFrame = null;
  closeCount = 0;
}

/**
 * First close asks the store to confirm leaving (close-pop); reaching the maximum closes the modal. Before the
 * checkout has loaded there is nothing to confirm (and nobody to hear close-pop): the modal simply closes.
 */
export function requestStoreClose(): void {
  closeCount += 1;
  if (closeCount >= STORE_CLOSE_COUNT_MAX || !frameWindow || !frameLoaded) {
    closeStore();
    return;
  }
  frameWindow.postMessage(STORE_CLOSE_POP, storeOrigin());
}

/** Reopens the pricing dialog the checkout started from (the store's back action). */
function storeBack(): void {
  const from = storeState.storeFrame?.from;
  closeStore();
  if (from && from !== 'page' && storeState.dialog === null) {
    storeState.dialog = from;
    storeState.openedAt = nowSeconds();
  }
}

export function handleStoreMessage(event: MessageEvent): void {
  if (event.origin !== storeOrigin() || !isStoreMessage(event.data)) return;
  const fromTab = storeTab !== null && event.source === storeTab;
  if (!fromTab && (frameWindow === null || event.source !== frameWindow)) return;
  switch (event.data) {
    case STORE_MESSAGES.jumpToThirdParty:
      closeCount = STORE_CLOSE_COUNT_MAX;
      break;
    case STORE_MESSAGES.purchaseSuccess:
      refreshUserInfoAt(STORE_SUCCESS_REFRESH_MS);
      storeState.shoppingId = newShoppingId();
      break;
    case STORE_MESSAGES.startJourney:
    case STORE_MESSAGES.closePopUpdateUserInfo:
    case STORE_MESSAGES.confirmClosePop:
      if (fromTab) storeTab?.close();
      else closeStore();
      void loadUserInfo();
      break;
    case STORE_MESSAGES.goBack:
      if (fromTab) {
        storeTab?.close();
        window.focus();
      } else storeBack();
      break;
  }
}
