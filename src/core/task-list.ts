/** Task list page size of POST /v1/ai/task (spec core §7 "page_size (20)", §9). */
export const TASK_LIST_PAGE_SIZE = 20;
