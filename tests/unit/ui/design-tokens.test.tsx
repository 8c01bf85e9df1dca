import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonRegion, SkeletonText } from '../../../src/ui/Skeleton';

const tokens = readFileSync(new URL('../../../src/styles/tokens.css', import.meta.url), 'utf8');

/** The custom properties a rule block (found by its selector's start) declares. */
function declared(selectorStart: string): Set<string> {
  const start = tokens.indexOf(selectorStart);
  expect(start, selectorStart).toBeGreaterThanOrEqual(0);
  const body = tokens.slice(tokens.indexOf('{', start) + 1, tokens.indexOf('\n}', start));
  return new Set([...body.matchAll(/^\s*(--[\w-]+):/gm)].map((m) => m[1]));
}

describe('design tokens', () => {
  it('the dark theme sets every colour the light theme sets', () => {
    const light = declared(":root,\n[data-theme='light']");
    const dark = declared(":root[data-theme='dark'],\n[data-theme='dark']");
    expect(light.size).toBeGreaterThan(20);
    expect([...light].filter((name) => !dark.has(name))).toEqual([]);
  });

  it('has the type, spacing, radius, elevation and motion scales', () => {
    const scales = declared(':root,\n[data-theme] {');
    for (const step of ['xs', 'sm', 'md', 'base', 'lg', 'xl', '2xl', '3xl']) {
      expect(scales.has(`--text-${step}`) && scales.has(`--text-${step}-lh`), step).toBe(true);
    }
    for (let n = 1; n <= 8; n++) expect(scales.has(`--space-${n}`)).toBe(true);
    for (const r of ['sm', 'md', 'lg', 'pill']) expect(scales.has(`--radius-${r}`)).toBe(true);
    for (const m of ['--motion-fast', '--motion-base', '--motion-slow', '--ease-out'])
      expect(scales.has(m)).toBe(true);
    const light = declared(":root,\n[data-theme='light']");
    for (let n = 1; n <= 3; n++) expect(light.has(`--shadow-${n}`)).toBe(true);
  });

  it('under reduced motion the durations are 0 and animations and transitions end at once', () => {
    const reduced = tokens.slice(tokens.indexOf('@media (prefers-reduced-motion: reduce)'));
    for (const m of ['fast', 'base', 'slow']) expect(reduced).toMatch(new RegExp(`--motion-${m}: 0ms`));
    expect(reduced).toMatch(/animation-duration: 0\.01ms !important/);
    expect(reduced).toMatch(/transition-duration: 0\.01ms !important/);
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology; its region says what is loading', () => {
    const html = renderToStaticMarkup(
      <SkeletonRegion label="Loading examples">
        <Skeleton shape="pill" width={84} />
        <SkeletonText lines={3} />
      </SkeletonRegion>,
    );
    expect(html).toContain('<span role="status" class="visually-hidden">Loading examples</span>');
    expect(html).toContain(
      '<span aria-hidden="true" class="skeleton skeleton-pill" style="width:84px"></span>',
    );
    expect(html.match(/skeleton skeleton-text/g)).toHaveLength(3);
    expect(html).toContain('width:60%');
  });
});
