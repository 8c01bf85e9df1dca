/** Theme choice: light or dark, the stored value else the system preference, saved on change. */
export const THEME_STORAGE_KEY = 'mi-theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The stored value wins; anything else stored (missing, garbage) falls back to the system preference. */
export function chooseTheme(stored: string | null | undefined, systemPrefersDark: boolean): Theme {
  if (isTheme(stored)) return stored;
  return systemPrefersDark ? 'dark' : 'light';
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
