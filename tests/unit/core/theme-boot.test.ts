import { describe, expect, it } from 'vitest';
import { themeBootScript } from '../../../src/core/theme-boot';
import { chooseTheme } from '../../../src/core/theme';

/** Runs the boot script against a stored value and a system preference; returns the theme it set. */
function runBoot(stored: string | null, systemDark: boolean, storageThrows = false): string | undefined {
  const dataset: Record<string, string> = {};
  const env = {
    localStorage: {
      getItem: () => {
        if (storageThrows) throw new Error('blocked');
        return stored;
      },
    },
    matchMedia: () => ({ matches: systemDark }),
    document: { documentElement: { dataset } },
  };
  const window = env;
  new Function('window', 'localStorage', 'matchMedia', 'document', themeBootScript())(
    window,
    env.localStorage,
    env.matchMedia,
    env.document,
  );
  return dataset.theme;
}

describe('theme boot script', () => {
  for (const stored of [null, 'light', 'dark', 'purple', '']) {
    for (const systemDark of [false, true]) {
      it(`stored ${JSON.stringify(stored)}, system ${systemDark ? 'dark' : 'light'}: same as chooseTheme`, () => {
        expect(runBoot(stored, systemDark)).toBe(chooseTheme(stored, systemDark));
      });
    }
  }
  it('blocked storage falls back to the system preference', () => {
    expect(runBoot('dark', false, true)).toBe('light');
    expect(runBoot(null, true, true)).toBe('dark');
  });
});
