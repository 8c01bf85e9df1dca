import { lazy, type ComponentType } from 'react';
import { APP_ROUTES, appPath, type AppRoute, type PageKind } from '../core/menu';

const HomePage = lazy(() => import('../pages/HomePage'));
const GeneratorPage = lazy(() => import('../pages/GeneratorPage'));
const AiToolsPage = lazy(() => import('../pages/AiToolsPage'));
const LibrariesPage = lazy(() => import('../pages/LibrariesPage'));
const ExplorePage = lazy(() => import('../pages/ExplorePage'));
const PricingPage = lazy(() => import('../pages/PricingPage'));
const MaskToolPage = lazy(() => import('../pages/MaskToolPage'));
const TemplatePage = lazy(() => import('../pages/TemplatePage'));
const tools = () => import('../pages/ToolPages');
const VideoEnhancerPage = lazy(() => tools().then((m) => ({ default: m.VideoEnhancerPage })));
const ImageEnhancerPage = lazy(() => tools().then((m) => ({ default: m.ImageEnhancerPage })));
const AiAudioPage = lazy(() => tools().then((m) => ({ default: m.AiAudioPage })));
const TextToMusicPage = lazy(() => tools().then((m) => ({ default: m.TextToMusicPage })));
const effects = () => import('../pages/EffectPages');
const EffectPage = lazy(() => effects().then((m) => ({ default: m.EffectPage })));
const EffectCreatePage = lazy(() => effects().then((m) => ({ default: m.EffectCreatePage })));

/** The page component for each page kind; generator and tool lists read their module from the route. */
function componentFor(route: AppRoute): ComponentType {
  const pages: Record<PageKind, ComponentType> = {
    home: HomePage,
    explore: ExplorePage,
    effect: EffectPage,
    effectCreate: EffectCreatePage,
    generator: () => <GeneratorPage module={route.module!} />,
    music: TextToMusicPage,
    libraries: LibrariesPage,
    pricing: PricingPage,
    template: TemplatePage,
    toolList: () => <AiToolsPage category={route.toolList!} />,
    videoEnhancer: VideoEnhancerPage,
    imageEnhancer: ImageEnhancerPage,
    objectRemover: () => (
      <MaskToolPage initial={route.route.endsWith('partial-redrawing') ? 'inpaint_clothes' : 'oir'} />
    ),
    aiAudio: AiAudioPage,
  };
  return pages[route.page];
}

export interface RoutedPage {
  path: string;
  route: AppRoute;
  Component: ComponentType;
}

/** Every route of spec core §2 with its component, built once. */
export const ROUTED_PAGES: RoutedPage[] = APP_ROUTES.map((route) => ({
  path: appPath(route.route),
  route,
  Component: componentFor(route),
}));
