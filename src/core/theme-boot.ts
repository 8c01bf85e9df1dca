import { THEME_STORAGE_KEY, THEMES } from './theme';

/**
 * The script <head> runs before the first paint, so prerendered HTML shows in the stored (or system) theme from
 * its first frame: the same choice as chooseTheme, written out because it runs before any module loads. A unit
 * test holds the two to the same answers. It stays inline (a file would cost a round trip before the first
 * paint): the build writes exactly this text into the shell, and the server's Content-Security-Policy allows it
 * by its hash, so no other inline script runs.
 */
export function themeBootScript(): string {
  const known = JSON.stringify(THEMES);
  return [
    '(function(){var s=null;',
    `try{s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}`,
    `var d=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches;`,
    `document.documentElement.dataset.theme=${known}.indexOf(s)>=0?s:d?'dark':'light'})()`,
  ].join('');
}
