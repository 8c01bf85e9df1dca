import { proxy, subscribe } from 'valtio';
import { chooseTheme, THEME_STORAGE_KEY, oppositeTheme, type Theme } from '../core/theme';

function readStored(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

const systemDark = () =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false);

export const themeState = proxy<{ theme: Theme }>({ theme: chooseTheme(readStored(), systemDark()) });

function apply(theme: Theme) {
  document.documentElement.dataset.theme = theme;
}

/** Applies the theme now and saves every later change. */
export function initTheme(): void {
  apply(themeState.theme);
  subscribe(themeState, () => {
    apply(themeState.theme);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, themeState.theme);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  });
}

export function toggleTheme(): void {
  themeState.theme = oppositeTheme(themeState.theme);
}
