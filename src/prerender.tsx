import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { i18n } from './app/i18n';
import { App } from './app/App';
import { loadPage, pageSourcePath } from './app/pages';
import { appPath, type AppRoute } from './core/menu';
import type { Language } from './core/language';

const CATALOGS = import.meta.glob<Messages>('./locales/*/messages.po', { eager: true, import: 'messages' });

/** Source path of the app's start module (loaded by the entry once the page has painted). */
export const START_SOURCE = 'src/app/start.tsx';

/** Source paths of what a route's first render needs beyond the entry: the app, its page and its catalog. */
export function routeSources(route: AppRoute, language: Language): string[] {
  return [START_SOURCE, pageSourcePath(route.page), `src/locales/${language}/messages.po`];
}

/**
 * The HTML of an app route's first screen as the browser's first render draws it: signed out, light theme, no
 * data yet. Build-time only (scripts/prerender); the browser adopts it with hydrateRoot.
 */
export async function renderRoute(route: AppRoute, language: Language, prefixed: boolean): Promise<string> {
  await loadPage(route.page);
  i18n.loadAndActivate({ locale: language, messages: CATALOGS[`./locales/${language}/messages.po`] });
  const path = `${prefixed ? `/${language}` : ''}${appPath(route.route)}`;
  // The static renderer waits for lazy parts (upload fields, for one), so they are in the HTML too.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App path={path} />
      </I18nProvider>
    </StrictMode>,
    // Every boundary inline, however large: React outlines a big one into a hidden segment that only its script
    // reveals, which would leave a page without JavaScript empty (a generator page passed the default size).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
