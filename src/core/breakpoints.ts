/** Screen breakpoints and layout offsets. Pixels. */

/**
 * Widths below this are mobile (the spec's sm and md screens). Code only ever asks "phone or not"; the other
 * breakpoints and the screen names are the stylesheets' media queries.
 */
export const MOBILE_MAX_WIDTH = 768;

export function isMobileScreen(width: number): boolean {
  return width < MOBILE_MAX_WIDTH;
}

/** Category tab arrows scroll by this much. */
export const TAB_SCROLL_STEP = 200;
