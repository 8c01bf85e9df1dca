/** The root element's attribute naming the language its prerendered HTML was drawn in. */
export const PRERENDER_LANGUAGE_ATTRIBUTE = 'data-prerendered';

/** The meta tag naming the code a page runs (space-separated URLs), fetched by the entry after the first paint. */
export const APP_CODE_META = 'app-code';
