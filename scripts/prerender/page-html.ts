/** Builds one prerendered page from the built shell (dist/index.html) and the build manifest. */

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The JS files and stylesheets a set of modules needs, following static imports. */
export function chunkClosure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

export interface PageParts {
  language: string;
  body: string;
  /** Files (relative to the build root) this page loads beyond what the shell already names. */
  js: string[];
  css: string[];
  rootAttribute: string;
}

/**
 * The shell with the page's stylesheets linked and its code named. The stylesheets load with the HTML; the code
 * (the app, the page, its catalog) is only named in a meta tag, which the entry reads once the first frame is
 * painted and then fetches all of it at once: on a slow link the first paint gets the bandwidth, and the code
 * comes one round trip later instead of competing with it.
 */
export function withAppCode(shell: string, js: string[], css: string[], meta: string): string {
  const named = (file: string) => shell.includes(`/${file}"`);
  const head = [
    ...css.filter((f) => !named(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    `<meta name="${meta}" content="${js
      .filter((f) => !named(f))
      .map((f) => `/${f}`)
      .join(' ')}">`,
  ].join('\n    ');
  return shell.replace('</head>', `  ${head}\n  </head>`);
}

/** The shell with the route's first screen in #root, its language on <html>, and its own code named. */
export function pageHtml(shell: string, parts: PageParts, meta: string): string {
  const withRoot = shell.replace(
    '<div id="root"></div>',
    `<div id="root" ${parts.rootAttribute}="${parts.language}">${parts.body}</div>`,
  );
  if (withRoot === shell) throw new Error('dist/index.html has no empty <div id="root"></div>');
  return withAppCode(
    withRoot.replace(/<html lang="[^"]*"/, `<html lang="${parts.language}"`),
    parts.js,
    parts.css,
    meta,
  );
}
