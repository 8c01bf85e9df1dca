/**
 * Where a setting's props go (along the horizon, framing the sides, strewn over the ground or the sky, against
 * the back wall) and where the sun or moon of the time of day hangs, clear of the subjects where it can be.
 */
import type { SeededRandom } from '../seeded-random';
import type { Stage } from './place-subjects';
import type { ReadPrompt } from './read-prompt';
import type { Box, PlacedArt } from './scene-model';
import { COUNTER_HEIGHT, type PropSpec, type SettingSpec } from './scene-settings';
import type { TimeOfDay } from './scene-vocabulary';

/** How much of two boxes overlaps (square pixels). */
const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** One prop copy for its zone of the picture (k of count). */
function propBox(
  prop: PropSpec,
  k: number,
  count: number,
  stage: Stage,
  horizon: number,
  rng: SeededRandom,
  counter: boolean,
) {
  const { width: w, height: h } = stage;
  const s = prop.size * Math.min(w, h) * rng.range(0.85, 1.1);
  let x: number;
  let bottom: number;
  let depth: number;
  if (prop.zone === 'horizon') {
    x = ((k + rng.range(0.1, 0.9)) / count) * w - s / 2;
    bottom = horizon + rng.range(0.005, 0.03) * h;
    depth = -100 + bottom / h;
  } else if (prop.zone === 'sides') {
    // Framing the picture from its edges, partly outside it, clear of the subjects in the middle.
    // Several alternate left and right; a single one takes either side.
    const left = (k + (count > 1 ? 0 : rng.int(0, 1))) % 2 === 0;
    x = left ? -rng.range(0.25, 0.5) * s : w - s * rng.range(0.5, 0.75);
    bottom = Math.min(h, stage.standY + rng.range(-0.02, 0.06) * h);
    depth = -10;
  } else if (prop.zone === 'ground') {
    x = rng.range(0.03, 0.97) * w - s / 2;
    bottom = horizon + rng.range(0.15, 1) * (h - horizon);
    depth = -5;
  } else if (prop.zone === 'wall') {
    x = (k % 2 === 0 ? rng.range(0.06, 0.22) : rng.range(0.62, 0.8)) * w;
    bottom = counter ? horizon - COUNTER_HEIGHT * h : horizon + 0.04 * h;
    depth = -50;
  } else {
    x = rng.range(0.08, 0.92) * w - s / 2;
    bottom = rng.range(0.12, 0.4) * h + s;
    depth = -2000;
  }
  return { box: { x, y: bottom - s, w: s, h: s }, depth };
}

/**
 * A prop's copies. Props along the horizon or strewn over the ground or the sky try a few spots to keep clear
 * of the subjects, so a planet does not hide behind the astronaut nor a treetop peek out under a cat.
 */
export function placeProp(
  prop: PropSpec,
  count: number,
  stage: Stage,
  horizon: number,
  rng: SeededRandom,
  avoid: Box[],
  counter = false,
): PlacedArt[] {
  const out: PlacedArt[] = [];
  for (let k = 0; k < count; k++) {
    let spot = propBox(prop, k, count, stage, horizon, rng, counter);
    const free = prop.zone === 'ground' || prop.zone === 'sky' || prop.zone === 'horizon';
    // The spot least in the subjects' way of a few tried.
    const hidden = (b: Box) => avoid.reduce((t, a) => t + overlapArea(a, b), 0);
    for (let attempt = 0; free && attempt < 8 && hidden(spot.box) > 0; attempt++) {
      const other = propBox(prop, k, count, stage, horizon, rng, counter);
      if (hidden(other.box) < hidden(spot.box)) spot = other;
    }
    out.push({ icon: prop.icon, ...spot, flip: rng.chance(0.5) });
  }
  return out;
}

/** Where the sun or moon may go across the sky (shares of the width), the time's usual side first. */
const SKY_SPOTS: Record<TimeOfDay, number[]> = {
  dawn: [0.14, 0.32, 0.62],
  day: [0.72, 0.12, 0.42],
  dusk: [0.7, 0.52, 0.12],
  night: [0.14, 0.72, 0.42],
};

/**
 * The sun or moon of the time of day, where the subjects leave it room; none when a subject already is one,
 * the negative prompt leaves it out, or the weather hides it.
 */
export function celestialFor(
  read: ReadPrompt,
  spec: SettingSpec,
  time: TimeOfDay,
  stage: Stage,
  avoid: Box[],
) {
  if ((spec.backdrop !== 'open' && spec.backdrop !== 'window') || read.weather) return null;
  const kind = time === 'night' ? 'moon' : 'sun';
  const drawn = read.subjects.some((s) => s.icon.split('-').some((w) => w === 'sun' || w === 'moon'));
  if (drawn || read.banned.includes(kind)) return null;
  const U = Math.min(stage.width, stage.height);
  const s = U * (time === 'day' || time === 'night' ? 0.16 : 0.22);
  const low = time === 'dawn' || time === 'dusk';
  const covered = (b: Box) => avoid.reduce((t, a) => t + overlapArea(a, b), 0) / (b.w * b.h);
  const least = (boxes: Box[]) => boxes.reduce((best, b) => (covered(b) < covered(best) ? b : best));
  const at = (y: number) => SKY_SPOTS[time].map((x) => ({ x: x * stage.width, y, w: s, h: s }));
  // A low sun sets behind the horizon, and may set behind the subjects too; only where they hide it wholly
  // everywhere does it rise over them.
  const lowest = least(at(low ? stage.skyBottom - s * 0.55 : stage.height * 0.1));
  const box = low && covered(lowest) > 0.9 ? least(at(stage.height * 0.08)) : lowest;
  return {
    icon: time === 'night' ? 'crescent-moon' : 'sun',
    box,
    flip: false,
    depth: -3000,
  } satisfies PlacedArt;
}
