/**
 * Tooltips and popovers: on desktop they open while the pointer is over their anchor (or the keyboard focus is
 * on it); on phones a tap on the anchor toggles them. Either way a click outside or Escape closes them.
 */

/** Gap between the anchor and the bubble, and the bubble's padding. Pixels. */
export const TOOLTIP_OFFSET = 8;
export const TOOLTIP_PADDING = 6;

export type TooltipEvent = 'enter' | 'leave' | 'focus' | 'blur' | 'tap' | 'outside' | 'escape';

/** Whether the tooltip is open after `event`; `isPhone` picks tap over hover. */
export function nextTooltipOpen(open: boolean, event: TooltipEvent, isPhone: boolean): boolean {
  switch (event) {
    case 'enter':
    case 'focus':
      return isPhone ? open : true;
    case 'leave':
    case 'blur':
      return isPhone ? open : false;
    case 'tap':
      return isPhone ? !open : open;
    case 'outside':
    case 'escape':
      return false;
  }
}
