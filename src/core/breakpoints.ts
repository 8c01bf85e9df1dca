/** Screen breakpoints and layout offsets. Pixels. */

/** Widths below this are mobile. */
export const MOBILE_MAX_WIDTH = 768;
/** The other layout breakpoints the spec lists, used by styles (grid columns, paddings). */
export const BREAKPOINTS = [480, 600, 836, 960, 1016, 1188, 1368, 1440, 1920] as const;

export const SCREEN_NAMES = ['sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];

/**
 * Lower bound of each screen name. The spec gives six names over ten widths and says mobile is sm or md
 * (under 768), so: sm < 480 ≤ md < 768 ≤ lg < 1188 ≤ xl < 1440 ≤ 2xl < 1920 ≤ 3xl.
 */
const SCREEN_MIN_WIDTH: Readonly<Record<ScreenName, number>> = {
  sm: 0,
  md: 480,
  lg: MOBILE_MAX_WIDTH,
  xl: 1188,
  '2xl': 1440,
  '3xl': 1920,
};

export function screenNameForWidth(width: number): ScreenName {
  let name: ScreenName = 'sm';
  for (const candidate of SCREEN_NAMES) {
    if (width >= SCREEN_MIN_WIDTH[candidate]) name = candidate;
  }
  return name;
}

export function isMobileScreen(screen: ScreenName | number): boolean {
  if (typeof screen === 'number') return screen < MOBILE_MAX_WIDTH;
  return screen === 'sm' || screen === 'md';
}

/** Category tab arrows scroll by this much. */
export const TAB_SCROLL_STEP = 200;
const NOTIFICATION_OFFSET_PHONE = 60;
const NOTIFICATION_OFFSET = 78;

export function notificationOffset(isPhone: boolean): number {
  return isPhone ? NOTIFICATION_OFFSET_PHONE : NOTIFICATION_OFFSET;
}
