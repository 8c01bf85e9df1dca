import { describe, expect, it } from 'vitest';
import { chooseTheme, THEME_STORAGE_KEY, oppositeTheme } from '../../../src/core/theme';

describe('chooseTheme', () => {
  it('uses the stored value first', () => {
    expect(chooseTheme('light', true)).toBe('light');
    expect(chooseTheme('dark', false)).toBe('dark');
  });
  it('falls back to the system preference for missing or unknown values', () => {
    expect(chooseTheme(null, true)).toBe('dark');
    expect(chooseTheme(undefined, false)).toBe('light');
    expect(chooseTheme('blue', true)).toBe('dark');
  });
  it('toggles and uses the spec key', () => {
    expect(oppositeTheme('light')).toBe('dark');
    expect(oppositeTheme('dark')).toBe('light');
    expect(THEME_STORAGE_KEY).toBe('mi-theme');
  });
});
