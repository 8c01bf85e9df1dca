/**
 * The pictures each AI effect's tip shows: one photo before, and a still of that photo with the effect, taken
 * from a short clip the product's own effect module makes of it when the server starts (seed files). The still
 * is taken where the effect shows most (a pulse at its deepest, a flash at its brightest, a fade half way).
 */
import { EFFECTS, type Effect } from './generation-limits';
import { frameSpec, imageSpec, moduleSpec, type SeedMediaSpec } from './seed-media';

/** The home page's cat photo (src/core/showcase.ts), so the file is made once for both. */
const PHOTO = imageSpec('a cat in a garden', 480, 270);
const SECONDS = 2;
const SIZE = { width: 320, height: 180 };

/** Seconds into the clip where each effect shows most (server/engine/modules/effect.ts draws them). */
const STILL_AT: Record<Effect, number> = {
  zoom_pulse: 0.125,
  shake: 0.6,
  spin: 0.3,
  color_cycle: 1,
  flash: 0.33,
  fade_in: 0.5,
};

export interface EffectPreview {
  before: SeedMediaSpec;
  after: SeedMediaSpec;
}

export function effectPreview(effect: Effect): EffectPreview {
  const clip = moduleSpec(
    'effect',
    { effect, duration: SECONDS },
    { image: PHOTO },
    { kind: 'video', ...SIZE, duration: SECONDS },
  );
  return { before: PHOTO, after: frameSpec(clip, STILL_AT[effect]) };
}

/** Every seed file the effect tips need (the clips come along as the stills' sources). */
export function effectPreviewSpecs(): SeedMediaSpec[] {
  return EFFECTS.flatMap((effect) => {
    const { before, after } = effectPreview(effect);
    return [before, after];
  });
}
