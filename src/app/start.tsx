import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { findRoute } from '../core/menu';
import { splitLanguagePrefix } from '../core/language';
import { activateLanguage, i18n, initialLanguage } from './i18n';
import { initTheme } from '../ui/theme';
import { App } from './App';
import { loadPage } from './pages';
import { PRERENDER_LANGUAGE_ATTRIBUTE } from './prerender-markers';
import { whenIdle } from '../ui/when-idle';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/languages.css';

/** Starts the app on the page: adopts the prerendered HTML (or draws the page when there is none). */
export async function startApp(): Promise<void> {
  initTheme();
  const language = initialLanguage();
  const route = findRoute(splitLanguagePrefix(location.pathname).rest);
  // The catalog and the page's chunk load side by side (the prerendered HTML preloads both), so the first render
  // never waits on a chunk and adopts the HTML as it is.
  // An upload field on the page loads its code before the adoption too (media-fields.tsx says why).
  const uploads = document.querySelector('#root .upload-area')
    ? import('../features/generator/fields/media-fields').then((m) => m.preloadMediaFields())
    : undefined;
  await Promise.all([activateLanguage(language), route ? loadPage(route.page) : undefined, uploads]);

  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>
  );
  // HTML prerendered in another language (a stored choice the server could not see) is drawn anew, not adopted.
  if (root.firstElementChild && root.getAttribute(PRERENDER_LANGUAGE_ATTRIBUTE) === language) {
    // As a transition, the adoption yields to the browser between parts instead of holding the thread.
    startTransition(() => void hydrateRoot(root, app));
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  // Pages that show tasks start the service worker link as they render; on the others it starts when the page is
  // idle (it registers the worker, which keeps the app working offline).
  void whenIdle().then(() => import('../features/tasks/sw-link').then((m) => m.tasksClient()));
}
