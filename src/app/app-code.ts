import { APP_CODE_META } from './prerender-markers';

/** A frame drawn: what the browser paints from the HTML is on screen. */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Fetches, all at once, the code the page named for itself (the app, the page, its catalog: see APP_CODE_META),
 * so the page's own chunk does not wait for the app to ask for it.
 */
export function fetchAppCode(doc: Document = document): void {
  const named = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_CODE_META}"]`)?.content ?? '';
  for (const href of named.split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
