import { describe, expect, it } from 'vitest';
import { nextTooltipOpen } from '../../../src/core/tooltip';

describe('nextTooltipOpen', () => {
  it('desktop: hover and focus open, leaving and blur close, a click changes nothing', () => {
    expect(nextTooltipOpen(false, 'enter', false)).toBe(true);
    expect(nextTooltipOpen(false, 'focus', false)).toBe(true);
    expect(nextTooltipOpen(true, 'leave', false)).toBe(false);
    expect(nextTooltipOpen(true, 'blur', false)).toBe(false);
    expect(nextTooltipOpen(true, 'tap', false)).toBe(true);
    expect(nextTooltipOpen(false, 'tap', false)).toBe(false);
  });
  it('phone: a tap toggles; hover and focus change nothing', () => {
    expect(nextTooltipOpen(false, 'tap', true)).toBe(true);
    expect(nextTooltipOpen(true, 'tap', true)).toBe(false);
    expect(nextTooltipOpen(false, 'enter', true)).toBe(false);
    expect(nextTooltipOpen(true, 'leave', true)).toBe(true);
    expect(nextTooltipOpen(true, 'blur', true)).toBe(true);
  });
  it('a click outside or Escape closes it everywhere', () => {
    for (const isPhone of [true, false]) {
      expect(nextTooltipOpen(true, 'outside', isPhone)).toBe(false);
      expect(nextTooltipOpen(true, 'escape', isPhone)).toBe(false);
    }
  });
});
