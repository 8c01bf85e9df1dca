/** App routes, menu and redirects. Paths are app paths, without language. */
import { splitLanguagePrefix } from './language';

const APP_BASE = '/ai';
export const HOME_PATH = `${APP_BASE}/home`;

export type PageKind =
  | 'home'
  | 'explore'
  | 'effect'
  | 'effectCreate'
  | 'generator'
  | 'music'
  | 'libraries'
  | 'pricing'
  | 'template'
  | 'toolList'
  | 'videoEnhancer'
  | 'imageEnhancer'
  | 'objectRemover'
  | 'aiAudio'
  | 'share';

/**
 * Module types of the shared generator page. The five generation routes use their algorithm key; the spec names
 * no key for the background remover, so it gets 'bgRemover'.
 */
export type GeneratorModule =
  'text2video' | 'image2video' | 'video2video' | 'text2image' | 'image2image' | 'bgRemover';
export type ToolListKind = 'hot' | 'video' | 'image' | 'audio';

export interface AppRoute {
  /** Relative to APP_BASE, e.g. 'ai-tools/video'. */
  route: string;
  page: PageKind;
  module?: GeneratorModule;
  toolList?: ToolListKind;
  hidesSideMenu?: boolean;
}

export const APP_ROUTES: readonly AppRoute[] = [
  { route: 'home', page: 'home' },
  { route: 'explore', page: 'explore' },
  { route: 'effect', page: 'effect' },
  { route: 'effect/create', page: 'effectCreate' },
  { route: 'text-to-video', page: 'generator', module: 'text2video' },
  { route: 'image-to-video', page: 'generator', module: 'image2video' },
  { route: 'video-to-anime', page: 'generator', module: 'video2video' },
  { route: 'text-to-image', page: 'generator', module: 'text2image' },
  { route: 'image-to-image', page: 'generator', module: 'image2image' },
  { route: 'text-to-music', page: 'music' },
  { route: 'libraries', page: 'libraries' },
  { route: 'pricing', page: 'pricing' },
  { route: 'template', page: 'template', hidesSideMenu: true },
  { route: 'ai-tools', page: 'toolList', toolList: 'hot' },
  { route: 'ai-tools/hot', page: 'toolList', toolList: 'hot' },
  { route: 'ai-tools/video', page: 'toolList', toolList: 'video' },
  { route: 'ai-tools/image', page: 'toolList', toolList: 'image' },
  { route: 'ai-tools/audio', page: 'toolList', toolList: 'audio' },
  { route: 'ai-tools/video-enhancer', page: 'videoEnhancer' },
  { route: 'ai-tools/image-enhancer', page: 'imageEnhancer' },
  { route: 'ai-tools/bg-remover', page: 'generator', module: 'bgRemover' },
  { route: 'ai-tools/object-remover', page: 'objectRemover' },
  { route: 'ai-tools/partial-redrawing', page: 'objectRemover' },
  // Not named by the spec: the audio tools (noise reduction, sound for a video) the audio listing links to.
  { route: 'ai-tools/ai-audio', page: 'aiAudio' },
  // The share target's page: a photo or clip shared from another app, and the tools that take it.
  { route: 'share', page: 'share' },
];

/** Routes that only redirect: create → image-to-video. */
const ROUTE_REDIRECTS: Readonly<Record<string, string>> = { create: 'image-to-video' };

export function appPath(route: string): string {
  return `${APP_BASE}/${route}`;
}

function routeOf(pathname: string): string | undefined {
  const clean = '/' + pathname.split(/[?#]/)[0].split('/').filter(Boolean).join('/');
  if (clean === APP_BASE) return '';
  return clean.startsWith(`${APP_BASE}/`) ? clean.slice(APP_BASE.length + 1) : undefined;
}

export function findRoute(pathname: string): AppRoute | undefined {
  const route = routeOf(pathname);
  return route === undefined ? undefined : APP_ROUTES.find((r) => r.route === route);
}

/**
 * The canonical app path for a requested path: known routes stay (trailing slashes dropped), create goes to
 * image-to-video, the root and anything unknown go to the root, which redirects to home.
 */
export function resolveAppPath(pathname: string): string {
  const route = routeOf(pathname);
  if (route === undefined || route === '') return HOME_PATH;
  if (ROUTE_REDIRECTS[route]) return appPath(ROUTE_REDIRECTS[route]);
  return APP_ROUTES.some((r) => r.route === route) ? appPath(route) : HOME_PATH;
}

type MenuBadge = 'free' | 'veo3';
export interface MenuItem {
  route: string;
  badge?: MenuBadge;
}
export interface MenuGroup {
  group: 'video' | 'image' | 'audio';
  items: readonly MenuItem[];
}
export type MenuEntry = MenuItem | MenuGroup;

/** Side menu; the veo3 badge is shown only while showVeo3Badge(now). */
export const MENU: readonly MenuEntry[] = [
  { route: 'home' },
  { route: 'explore' },
  { route: 'effect' },
  {
    group: 'video',
    items: [
      { route: 'image-to-video', badge: 'veo3' },
      { route: 'text-to-video', badge: 'veo3' },
      { route: 'video-to-anime' },
    ],
  },
  {
    group: 'image',
    items: [
      // No Free badge where a generation costs credits: every generator here charges one (algorithm-costs.ts).
      { route: 'text-to-image' },
      { route: 'image-to-image' },
    ],
  },
  { group: 'audio', items: [{ route: 'text-to-music' }] },
  { route: 'libraries' },
  { route: 'ai-tools' },
];

/** The veo3 badge shows until 30 July 2025, read as through the end of that day (UTC). */
const VEO3_BADGE_CUTOFF = '2025-07-30';
const VEO3_BADGE_END_MS = Date.parse(`${VEO3_BADGE_CUTOFF}T00:00:00Z`) + 24 * 60 * 60 * 1000;

export function showVeo3Badge(now: Date | number): boolean {
  return (typeof now === 'number' ? now : now.getTime()) < VEO3_BADGE_END_MS;
}

const VEO3_CHANNEL_PARAM = 'channel';
const VEO3_CHANNELS: Readonly<Record<string, string>> = {
  'image-to-video': 'mai_image2video_veo3',
  'text-to-video': 'mai_text2video_veo3',
};

/** Where a click on a veo3 badge goes: the route with its channel query. */
export function veo3BadgeHref(route: string): string {
  const channel = VEO3_CHANNELS[route];
  return channel ? `${appPath(route)}?${VEO3_CHANNEL_PARAM}=${channel}` : appPath(route);
}

/**
 * Whether an address (language prefix allowed) opens the home page: home itself, or the root and the app base,
 * which redirect there. Unknown paths also end at home, but a link to one is not "going home".
 */
export function leadsHome(pathname: string): boolean {
  const { rest } = splitLanguagePrefix(pathname);
  const route = routeOf(rest);
  return rest === '/' || route === '' || route === 'home';
}

export function hidesSideMenu(pathname: string): boolean {
  return findRoute(pathname)?.hidesSideMenu === true;
}
