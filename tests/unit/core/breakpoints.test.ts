import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  isMobileScreen,
  notificationOffset,
  screenNameForWidth,
  SCREEN_NAMES,
} from '../../../src/core/breakpoints';

describe('screenNameForWidth', () => {
  it('maps widths to the six screen names at their lower bounds', () => {
    expect(screenNameForWidth(0)).toBe('sm');
    expect(screenNameForWidth(479)).toBe('sm');
    expect(screenNameForWidth(480)).toBe('md');
    expect(screenNameForWidth(767)).toBe('md');
    expect(screenNameForWidth(768)).toBe('lg');
    expect(screenNameForWidth(1187)).toBe('lg');
    expect(screenNameForWidth(1188)).toBe('xl');
    expect(screenNameForWidth(1440)).toBe('2xl');
    expect(screenNameForWidth(1919)).toBe('2xl');
    expect(screenNameForWidth(1920)).toBe('3xl');
    expect(screenNameForWidth(4000)).toBe('3xl');
  });
  it('keeps the spec lists', () => {
    expect(SCREEN_NAMES).toEqual(['sm', 'md', 'lg', 'xl', '2xl', '3xl']);
    expect(BREAKPOINTS).toEqual([480, 600, 836, 960, 1016, 1188, 1368, 1440, 1920]);
  });
});

describe('isMobileScreen', () => {
  it('is true under 768 px and for sm/md', () => {
    expect(isMobileScreen(767)).toBe(true);
    expect(isMobileScreen(768)).toBe(false);
    expect(isMobileScreen('sm')).toBe(true);
    expect(isMobileScreen('md')).toBe(true);
    expect(isMobileScreen('lg')).toBe(false);
    expect(isMobileScreen('3xl')).toBe(false);
  });
  it('agrees between width and name', () => {
    for (const w of [100, 479, 480, 600, 767, 768, 900, 2000]) {
      expect(isMobileScreen(screenNameForWidth(w))).toBe(isMobileScreen(w));
    }
  });
});

describe('notificationOffset', () => {
  it('is 60 on phones and 78 otherwise', () => {
    expect(notificationOffset(true)).toBe(60);
    expect(notificationOffset(false)).toBe(78);
  });
});
