import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { appPath, findRoute, HOME_PATH } from '../../core/menu';
import { TEMPLATE_PAGE_PARAM } from '../../core/template-rules';
import { setPendingGeneratorSettings, type PendingGeneratorSettings } from './pending-settings';

/** Template modules whose route is a list rather than a generator: Go Create opens the generator behind it. */
const GENERATOR_BEHIND: Record<string, string> = { effect: 'effect/create' };

/** The app path of a generator route name ('text-to-video', 'effect'…); unknown names go home. */
function generatorPath(module: string): string {
  const path = appPath(GENERATOR_BEHIND[module] ?? module);
  return findRoute(path) ? path : HOME_PATH;
}

/** The template preview page of one template (route `template`). */
export function templatePreviewPath(tplId: number): string {
  return `${appPath('template')}?${TEMPLATE_PAGE_PARAM}=${tplId}`;
}

/** Hands settings to the generator and opens it with the router's `navigate` (so a language prefix is kept). */
export function goCreate(navigate: (path: string) => void, settings: PendingGeneratorSettings): void {
  setPendingGeneratorSettings(settings);
  navigate(generatorPath(settings.module));
}

/** goCreate bound to the current router. */
export function useGoCreate(): (settings: PendingGeneratorSettings) => void {
  const [, navigate] = useLocation();
  return useCallback((settings: PendingGeneratorSettings) => goCreate(navigate, settings), [navigate]);
}
