/** Timeouts and intervals. Milliseconds unless the name says otherwise. */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const CREATE_TIMEOUT_MS = 600_000;
export const RESULT_TIMEOUT_MS = 600_000;
export const PROGRESS_TIMEOUT_MS = 300_000;
export const RESULT_POLL_MS = 3000;
export const PROGRESS_POLL_MS = 2000;
export const TOAST_MS = 3000;
export const LAZY_SPINNER_DELAY_MS = 80;
export const DOWNLOAD_TIMEOUT_MS = 60_000;
export const ASSET_FAILURE_RELOAD_MS = 2000;
export const ASSET_FAILURE_WINDOW_MS = 5 * 60_000;
export const EXPLORE_END_FLAG_MS = 1000;
export const PURCHASE_POLL_MS = 2000;
/**
 * The product list config (and the sku list it picks from) is asked again up to 3 times, 1 s apart, before its
 * load counts as failed.
 */
export const PRODUCT_LIST_RETRIES = 3;
export const PRODUCT_LIST_RETRY_MS = 1000;
export const PURCHASE_POLL_MAX = 450;
export const PURCHASE_REFRESH_AT_MS = [0, 3000, 6000, 9000] as const;
export const MOBILE_CAROUSEL_MS = 6000;
export const FREE_TRIAL_CARD_MS = 15_000;
export const COUNTDOWN_TICK_MS = 32;
export const COUNTDOWN_DEFAULT_MS = 60_000;
export const TRANSACTIONS_SCROLL_THROTTLE_MS = 100;
/** Server timestamps are seconds. */
export const SERVER_TIME_UNIT_MS = 1000;
