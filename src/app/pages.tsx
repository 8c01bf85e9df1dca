import { lazy, use, type ComponentType } from 'react';
import type { AppRoute, PageKind } from '../core/menu';

type PageModule = Record<string, unknown>;
/** Every page file is its own chunk, loaded when its route is shown. */
const PAGE_FILES = import.meta.glob<PageModule>('../pages/*.tsx');

/** Where each page kind lives: its file in src/pages and the export that renders it. */
const PAGE_SOURCES: Readonly<Record<PageKind, { file: string; exportName: string }>> = {
  home: { file: 'HomePage.tsx', exportName: 'default' },
  explore: { file: 'ExplorePage.tsx', exportName: 'default' },
  effect: { file: 'EffectPages.tsx', exportName: 'EffectPage' },
  effectCreate: { file: 'EffectPages.tsx', exportName: 'EffectCreatePage' },
  generator: { file: 'GeneratorPage.tsx', exportName: 'default' },
  music: { file: 'ToolPages.tsx', exportName: 'TextToMusicPage' },
  libraries: { file: 'LibrariesPage.tsx', exportName: 'default' },
  pricing: { file: 'PricingPage.tsx', exportName: 'default' },
  template: { file: 'TemplatePage.tsx', exportName: 'default' },
  toolList: { file: 'AiToolsPage.tsx', exportName: 'default' },
  videoEnhancer: { file: 'ToolPages.tsx', exportName: 'VideoEnhancerPage' },
  imageEnhancer: { file: 'ToolPages.tsx', exportName: 'ImageEnhancerPage' },
  objectRemover: { file: 'MaskToolPage.tsx', exportName: 'default' },
  aiAudio: { file: 'ToolPages.tsx', exportName: 'AiAudioPage' },
  share: { file: 'SharePage.tsx', exportName: 'default' },
};

/** The source path of a page kind's module, as the build manifest names it. */
export function pageSourcePath(kind: PageKind): string {
  return `src/pages/${PAGE_SOURCES[kind].file}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page takes its own props
type PageComponent = ComponentType<any>;

/** A promise React's `use` reads synchronously once settled (React's own status fields). */
type TrackedPromise<T> = Promise<T> & { status: 'pending' | 'fulfilled' | 'rejected'; value?: T };

const loading = new Map<PageKind, TrackedPromise<PageComponent>>();

/**
 * Loads a page's component once. The client waits for the first page before it hydrates, so the first render
 * never suspends and the prerendered HTML is adopted as it is.
 */
export function loadPage(kind: PageKind): TrackedPromise<PageComponent> {
  const known = loading.get(kind);
  if (known) return known;
  const { file, exportName } = PAGE_SOURCES[kind];
  const promise = Object.assign(
    PAGE_FILES[`../pages/${file}`]().then((module) => module[exportName] as PageComponent),
    { status: 'pending' as const },
  ) as TrackedPromise<PageComponent>;
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    () => {
      // A failed chunk (a deploy, a dropped connection) may be asked for again.
      promise.status = 'rejected';
      loading.delete(kind);
    },
  );
  loading.set(kind, promise);
  return promise;
}

/** Props of a route's page: generator and tool lists read their module from the route. */
function pagePropsFor(route: AppRoute): Record<string, unknown> {
  switch (route.page) {
    case 'generator':
      return { module: route.module };
    case 'toolList':
      return { category: route.toolList };
    case 'objectRemover':
      return { initial: route.route.endsWith('partial-redrawing') ? 'inpaint_clothes' : 'oir' };
    default:
      return {};
  }
}

/**
 * The living page of the design system's components, at /ai/design-system in development only: in a production
 * build the condition is false, so neither the route nor the page's chunk exists.
 */
export const DesignSystemPage = import.meta.env.DEV
  ? lazy(() => import('../ui/design-system/DesignSystemPage'))
  : null;

/** The page of a route; suspends while its chunk loads. */
export function RoutePage({ route }: { route: AppRoute }) {
  const Page = use(loadPage(route.page) as Promise<PageComponent>);
  return <Page key={route.route} {...pagePropsFor(route)} />;
}
