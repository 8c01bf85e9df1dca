/** Limits of locally stored lists (spec core §3, §9; commerce §9). */
/** Task list page size of POST /v1/ai/task (spec core §7, §9). */
export const TASK_LIST_PAGE_SIZE = 20;
/** Promotion history keeps the latest 10 users (spec core §3, commerce §9). */
export const PROMOTION_HISTORY_MAX = 10;
/** Default maximum of a stored list (spec core §9). */
export const STORED_LIST_MAX = 100;
