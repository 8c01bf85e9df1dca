import { describe, expect, it } from 'vitest';
import { effectPreview, effectPreviewSpecs } from '../../../src/core/effect-previews';
import { EFFECTS } from '../../../src/core/generation-limits';
import { frameSpec, videoSpec } from '../../../src/core/seed-media';
import { SHOWCASE } from '../../../src/core/showcase';

describe('effect previews', () => {
  it('shows each effect on the same photo, with a still of its own', () => {
    const previews = EFFECTS.map(effectPreview);
    expect(new Set(previews.map((p) => p.before.file)).size).toBe(1);
    expect(new Set(previews.map((p) => p.after.file)).size).toBe(EFFECTS.length);
    for (const [i, { after }] of previews.entries()) {
      expect(after.drawing).toBe('frame');
      if (after.drawing !== 'frame' || after.source.drawing !== 'module')
        throw new Error('not a module frame');
      expect(after.source.params.effect).toBe(EFFECTS[i]);
      // The still is taken inside the clip.
      expect(after.at).toBeGreaterThan(0);
      expect(after.at).toBeLessThan(after.source.duration ?? 0);
    }
  });

  it('uses the home page cat photo, so the seed makes it once', () => {
    const home = SHOWCASE['/ai/ai-tools/bg-remover'];
    expect(home.kind === 'compare' && home.before.file).toBe(effectPreview('spin').before.file);
    expect(effectPreviewSpecs()).toHaveLength(EFFECTS.length * 2);
  });

  it('keeps the names of first-frame posters and gives a later frame its own', () => {
    const clip = videoSpec('a bird flying over the sea', 160, 90, 2);
    expect(frameSpec(clip).file).toBe(frameSpec(clip, undefined).file);
    expect(frameSpec(clip, 1).file).not.toBe(frameSpec(clip).file);
    expect(frameSpec(clip, 1).file).toMatch(/^f-[0-9a-z]+\.webp$/);
  });
});
