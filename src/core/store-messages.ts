/**
 * Messages between the app and the store checkout page.
 * The checkout posts these as plain strings to `window.opener || window.parent` with its own origin as target;
 * the app posts CLOSE_POP to the frame on the first close.
 */
export const STORE_MESSAGES = {
  /** The order is recorded: refresh user info now and after 5 s and 10 s. */
  purchaseSuccess: 'purchase-success',
  /** The user left the store for a third-party payment tab: the close counter goes to 2. */
  jumpToThirdParty: 'jump-to-third-party',
  /** These three close the modal and refresh user info. */
  startJourney: 'start-journey',
  closePopUpdateUserInfo: 'close-pop-update-user-info',
  confirmClosePop: 'confirm-close-pop',
  /** Runs the store back action (reopens the originating pricing dialog). */
  goBack: 'goBack',
} as const;

export type StoreMessage = (typeof STORE_MESSAGES)[keyof typeof STORE_MESSAGES];

const STORE_MESSAGE_VALUES: readonly string[] = Object.values(STORE_MESSAGES);

export function isStoreMessage(data: unknown): data is StoreMessage {
  return typeof data === 'string' && STORE_MESSAGE_VALUES.includes(data);
}

/** Posted by the app to the checkout frame on the first close; the page then asks to confirm leaving. */
export const STORE_CLOSE_POP = 'close-pop';
/** The close counter's maximum: the second close closes the modal. */
export const STORE_CLOSE_COUNT_MAX = 2;
/** Refreshes of user info after purchase-success, ms after the message. */
export const STORE_SUCCESS_REFRESH_MS = [0, 5000, 10000] as const;

/** The local store's pages (the spec's store host is this server). */
export const STORE_CHECKOUT_PATH = '/store/checkout';
export const STORE_PAY_PATH = '/store/pay';
