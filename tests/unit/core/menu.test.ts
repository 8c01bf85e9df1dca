import { describe, expect, it } from 'vitest';
import {
  APP_ROUTES,
  findRoute,
  hidesSideMenu,
  leadsHome,
  MENU,
  resolveAppPath,
  showVeo3Badge,
  veo3BadgeHref,
} from '../../../src/core/menu';
import { showSupportChat, showUpgradeMenuItem } from '../../../src/core/menu-extras';

describe('resolveAppPath', () => {
  it('sends the root and /ai to home', () => {
    expect(resolveAppPath('/')).toBe('/ai/home');
    expect(resolveAppPath('')).toBe('/ai/home');
    expect(resolveAppPath('/ai/')).toBe('/ai/home');
  });
  it('sends unknown paths to home via the root', () => {
    expect(resolveAppPath('/ai/nope')).toBe('/ai/home');
    expect(resolveAppPath('/elsewhere/explore')).toBe('/ai/home');
  });
  it('redirects create and keeps known routes', () => {
    expect(resolveAppPath('/ai/create')).toBe('/ai/image-to-video');
    expect(resolveAppPath('/ai/explore/')).toBe('/ai/explore');
    expect(resolveAppPath('/ai/ai-tools/bg-remover?x=1')).toBe('/ai/ai-tools/bg-remover');
  });
});

describe('routes', () => {
  it('tells generator pages apart by module', () => {
    expect(findRoute('/ai/text-to-video')).toMatchObject({ page: 'generator', module: 'text2video' });
    expect(findRoute('/ai/ai-tools/bg-remover')).toMatchObject({ page: 'generator', module: 'bgRemover' });
    expect(APP_ROUTES.filter((r) => r.page === 'generator')).toHaveLength(6);
  });
  it('shares the object remover page and hides the menu on template', () => {
    expect(findRoute('/ai/ai-tools/partial-redrawing')?.page).toBe('objectRemover');
    expect(hidesSideMenu('/ai/template')).toBe(true);
    expect(hidesSideMenu('/ai/home')).toBe(false);
  });
  it('shows the support chat on home only', () => {
    expect(showSupportChat('/ai/home')).toBe(true);
    expect(showSupportChat('/ai/explore')).toBe(false);
  });
});

describe('menu', () => {
  it('puts no Free badge on generators that cost credits (all of them), veo3 badges on the two video ones', () => {
    const items = MENU.flatMap((e) => ('items' in e ? e.items : [e]));
    expect(items.filter((i) => i.badge === 'free').map((i) => i.route)).toEqual([]);
    expect(items.filter((i) => i.badge === 'veo3').map((i) => i.route)).toEqual([
      'image-to-video',
      'text-to-video',
    ]);
    expect(items.every((i) => findRoute(`/ai/${i.route}`))).toBe(true);
  });
  it('shows the veo3 badge through 30 July 2025 only', () => {
    expect(showVeo3Badge(Date.UTC(2025, 6, 30, 23, 59))).toBe(true);
    expect(showVeo3Badge(Date.UTC(2025, 6, 31))).toBe(false);
    expect(showVeo3Badge(new Date())).toBe(false);
  });
  it('links the veo3 badge with its channel', () => {
    expect(veo3BadgeHref('image-to-video')).toBe('/ai/image-to-video?channel=mai_image2video_veo3');
    expect(veo3BadgeHref('text-to-video')).toBe('/ai/text-to-video?channel=mai_text2video_veo3');
  });
  it('shows Upgrade only on desktop with the new variant and buy data', () => {
    expect(showUpgradeMenuItem(true, true, true)).toBe(true);
    expect(showUpgradeMenuItem(false, true, true)).toBe(false);
    expect(showUpgradeMenuItem(true, false, true)).toBe(false);
    expect(showUpgradeMenuItem(true, true, false)).toBe(false);
  });
});

describe('leadsHome', () => {
  it('is home, the root and the app base, with or without a language', () => {
    for (const path of ['/ai/home', '/ai/home/', '/', '/ai', '/ja/ai/home', '/de', '/pt/ai']) {
      expect(leadsHome(path), path).toBe(true);
    }
  });
  it('is not another page, even one that would redirect home for being unknown', () => {
    for (const path of ['/ai/explore', '/ja/ai/effect', '/ai/homes', '/ai/nowhere', '/other']) {
      expect(leadsHome(path), path).toBe(false);
    }
  });
});
