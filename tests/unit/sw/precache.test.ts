import { describe, expect, it } from 'vitest';
import {
  canDropOldPrecaches,
  createPrecache,
  isAppNavigation,
  manifestBuildId,
  runsBuild,
  servesFromPrecache,
} from '../../../sw/precache';

const scope = 'https://app.test/';
const manifest = [
  { url: 'index.html', revision: 'r1' },
  { url: 'assets/index-abc123.js', revision: null },
  'assets/chunk-def456.js',
];

describe('per-build precache', () => {
  it('derives a build id that changes with any file or revision', () => {
    expect(manifestBuildId(manifest)).toBe(manifestBuildId([...manifest]));
    expect(manifestBuildId([{ url: 'index.html', revision: 'r2' }, ...manifest.slice(1)])).not.toBe(
      manifestBuildId(manifest),
    );
  });

  it('keeps old precaches until every open window runs this build', () => {
    const precache = createPrecache(manifest, scope);
    expect(runsBuild(precache, 'https://app.test/assets/index-abc123.js')).toBe(true);
    expect(runsBuild(precache, 'https://app.test/assets/index-OLD999.js')).toBe(false);
    const builds = new Map([
      ['tab-new', 'https://app.test/assets/index-abc123.js'],
      ['tab-old', 'https://app.test/assets/index-OLD999.js'],
    ]);
    expect(canDropOldPrecaches(precache, ['tab-new', 'tab-old'], builds)).toBe(false);
    // A window that never reported its build might run an old one.
    expect(canDropOldPrecaches(precache, ['tab-new', 'tab-silent'], builds)).toBe(false);
    expect(canDropOldPrecaches(precache, ['tab-new'], builds)).toBe(true);
    expect(canDropOldPrecaches(precache, [], builds)).toBe(true);
  });

  it('answers app navigations with the shell and hashed assets from any build', () => {
    expect(isAppNavigation('/')).toBe(true);
    expect(isAppNavigation('/ai/explore')).toBe(true);
    expect(isAppNavigation('/ja/ai/explore')).toBe(true);
    expect(isAppNavigation('/accounts/login')).toBe(false);
    expect(isAppNavigation('/v1/file/view/x')).toBe(false);
    const precache = createPrecache(manifest, scope);
    expect(servesFromPrecache(precache, new URL('https://app.test/index.html?x=1'))).toBe(true);
    expect(servesFromPrecache(precache, new URL('https://app.test/assets/old-chunk-999.js'))).toBe(true);
    expect(servesFromPrecache(precache, new URL('https://app.test/accounts/style.css'))).toBe(false);
  });
});
