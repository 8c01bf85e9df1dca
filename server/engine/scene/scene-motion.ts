/**
 * How each thing of a composed scene moves when the scene is animated (text to video): birds fly across, fish
 * swim, cars drive, people and animals walk, rabbits hop, balloons and astronauts float, rockets rise, clouds
 * drift; houses, trees and apples stay put. Pure: the same scene and seed give the same motions. A motion is a
 * few numbers, read both by `positionAt` (tests, anything in JS) and by `motionExpressions` (the ffmpeg overlay
 * that draws the video), so the two cannot disagree on where a thing is.
 */
import type { SeededRandom } from '../seeded-random';
import { boxCentreX, type Box, type ComposedScene, type PlacedArt } from './scene-model';
import { AIRBORNE_ICONS, SWIMMING_ICONS } from './subject-traits';

export type MotionKind =
  'fly' | 'swim' | 'drive' | 'sail' | 'walk' | 'hop' | 'float' | 'rise' | 'drift' | 'still';

const words = (list: string) => new Set(list.trim().split(/\s+/));

/** Icon words of things that roll along the ground. */
const VEHICLES = words(
  'automobile car bus truck taxi police racing motorcycle bicycle scooter tractor train locomotive tram trolleybus ambulance fire van',
);
/** Things on the water that rock and drift. */
const VESSELS = words('sailboat boat ship canoe ferry speedboat');
/** Things that hop rather than walk. */
const HOPPERS = words('rabbit frog kangaroo');
/** Things that hang in the air or the water and bob slowly. */
const FLOATERS = words('balloon ghost astronaut jellyfish saucer planet satellite');
/** Things that rise out of the picture. */
const RISERS = words('rocket');
/** Sky things that drift slowly across. */
const DRIFTERS = words('cloud');
/** Living things and figures that walk (anything with legs the tables know). */
const WALKERS = words(
  'cat dog fox horse cow ewe sheep pig camel elephant giraffe bear panda lion tiger zebra deer mouse hamster ' +
    'chicken rooster duck penguin goat llama dinosaur sauropod rex unicorn dragon monkey gorilla ' +
    'person man woman girl boy child snowman robot astronaut standing running walking',
);
/** Icons drawn facing right; every other icon of the set faces left. */
const FACES_RIGHT = words('dove rabbit airplane helicopter rocket ship person-running bicycle snail');

export interface Motion {
  kind: MotionKind;
  /** Drawn mirrored: a moving thing faces the way it goes. */
  flip: boolean;
  /** Start position (top-left of the box) and size, canvas pixels. */
  box: Box;
  /** Pixels per second, horizontally and vertically. */
  vx: number;
  vy: number;
  /** Up-and-down: amplitude in pixels and cycles per second; `bounce` takes |sin| (steps, hops). */
  bob: number;
  bobHz: number;
  phase: number;
  bounce: boolean;
  /** Leaving one side, it comes back on the other (things that travel across the whole picture). */
  wraps: boolean;
}

export interface Point {
  x: number;
  y: number;
}

const iconWords = (icon: string) => icon.split('-');
const has = (set: Set<string>, icon: string) => set.has(icon) || iconWords(icon).some((w) => set.has(w));

/** The kind of motion of an icon. */
export function motionKindOf(icon: string): MotionKind {
  if (has(RISERS, icon)) return 'rise';
  if (has(DRIFTERS, icon)) return 'drift';
  if (has(FLOATERS, icon)) return 'float';
  if (has(VESSELS, icon)) return 'sail';
  if (has(VEHICLES, icon)) return 'drive';
  if (has(SWIMMING_ICONS, icon)) return 'swim';
  if (has(AIRBORNE_ICONS, icon)) return icon.includes('moon') || icon.includes('sun') ? 'still' : 'fly';
  if (has(HOPPERS, icon)) return 'hop';
  if (has(WALKERS, icon)) return 'walk';
  return 'still';
}

/** +1 when the drawn icon faces right (it is drawn facing right, or facing left and mirrored), else -1. */
function heading(icon: string, flip: boolean): 1 | -1 {
  return FACES_RIGHT.has(icon) !== flip ? 1 : -1;
}

/** Whether `icon` must be mirrored to face `dir`. */
const flipFor = (icon: string, dir: 1 | -1) => FACES_RIGHT.has(icon) !== (dir === 1);

/**
 * The motion of one placed thing over a clip of `seconds`. Speeds are shares of the picture's width per clip
 * (a bird crosses most of the picture, a walker a little of it) so short and long clips both show the move.
 * `pace` (about 1) scales the speed: copies of one subject share it, so a row of cars keeps its gaps.
 */
function motionOf(
  item: PlacedArt,
  scene: ComposedScene,
  seconds: number,
  rng: SeededRandom,
  pace = 1,
  dir: 1 | -1 = heading(item.icon, item.flip),
): Motion {
  const kind = motionKindOf(item.icon);
  const W = scene.width;
  const H = scene.height;
  const clip = Math.max(1, seconds);
  const base: Motion = {
    kind,
    flip: kind === 'still' || kind === 'rise' || kind === 'drift' ? item.flip : flipFor(item.icon, dir),
    box: item.box,
    vx: 0,
    vy: 0,
    bob: 0,
    bobHz: 0,
    phase: rng.range(0, Math.PI * 2),
    bounce: false,
    wraps: false,
  };
  const across = (share: number) => (dir * W * share * pace) / clip;
  switch (kind) {
    case 'fly':
      return { ...base, vx: across(0.6), bob: item.box.h * 0.12, bobHz: 1.6, wraps: true };
    case 'swim':
      return { ...base, vx: across(0.35), bob: item.box.h * 0.1, bobHz: 0.6, wraps: true };
    case 'drive':
      return { ...base, vx: across(0.7), bob: item.box.h * 0.015, bobHz: 3, wraps: true };
    case 'sail':
      return { ...base, vx: across(0.15), bob: item.box.h * 0.05, bobHz: 0.5 };
    case 'walk':
      return { ...base, vx: across(0.12), bob: item.box.h * 0.03, bobHz: 2, bounce: true };
    case 'hop':
      return { ...base, vx: across(0.2), bob: item.box.h * 0.25, bobHz: 1.2, bounce: true };
    case 'float':
      return { ...base, vx: across(0.05), bob: item.box.h * 0.08, bobHz: 0.35 };
    case 'rise':
      return { ...base, vy: -(H * 0.5) / clip, bob: item.box.w * 0.01, bobHz: 6 };
    case 'drift':
      return { ...base, vx: (W * 0.06 * (rng.chance(0.5) ? 1 : -1)) / clip };
    default:
      return base;
  }
}

/**
 * Motions of the items the video moves: each subject's copy by its kind; a thing put on, in, under or held by
 * another rides with the copy it is nearest to (a cat on a car drives with it); props stay put except clouds.
 * Returns one motion per item of `scene.items`, in the same order.
 */
export function sceneMotions(scene: ComposedScene, seconds: number, rng: SeededRandom): Motion[] {
  // Copies of one subject share a pace and a direction (the first copy's), so a row of cars or a flock keeps
  // its gaps instead of running through itself.
  const paces = scene.subjects.map((_, i) => rng.fork(`subject-${i}`).range(0.85, 1.15));
  const ways = scene.subjects.map((_, i) => {
    const first = scene.items.find((item) => item.subject === i);
    return first ? heading(first.icon, first.flip) : -1;
  });
  const own = scene.items.map((item, i) =>
    item.subject === undefined
      ? motionOf(item, scene, seconds, rng.fork(`item-${i}`))
      : motionOf(item, scene, seconds, rng.fork(`item-${i}`), paces[item.subject], ways[item.subject]),
  );
  const carriedBy = new Map<number, number>();
  for (const r of scene.relations) {
    if (typeof r.object !== 'number') continue;
    if (r.kind === 'on' || r.kind === 'in' || r.kind === 'held' || r.kind === 'under') {
      carriedBy.set(r.subject, r.object);
    }
  }
  const still = (m: Motion, item: PlacedArt): Motion => ({
    ...m,
    kind: 'still',
    flip: item.flip,
    vx: 0,
    vy: 0,
    bob: 0,
    wraps: false,
  });
  return scene.items.map((item, i) => {
    if (item.subject === undefined) return own[i].kind === 'drift' ? own[i] : still(own[i], item);
    const carrier = carriedBy.get(item.subject);
    // What carries things keeps to the ground it stands on: no bounce that would shake them off.
    if (carrier === undefined) {
      const carries = [...carriedBy.values()].includes(item.subject);
      return carries && own[i].bounce ? { ...own[i], bob: 0 } : own[i];
    }
    const rides = nearestCopy(scene.items, carrier, item.box);
    if (rides === undefined) return still(own[i], item);
    const host = sceneMotionOfRoot(scene.items, own, carriedBy, rides);
    // A rider keeps its own kind and facing and takes its carrier's path.
    return { ...host, kind: own[i].kind, flip: item.flip, box: item.box, bob: host.bounce ? 0 : host.bob };
  });
}

/** Index of the copy of subject `subject` whose centre is nearest `box`'s. */
function nearestCopy(items: PlacedArt[], subject: number, box: Box): number | undefined {
  let best: number | undefined;
  let gap = Infinity;
  items.forEach((other, j) => {
    if (other.subject !== subject) return;
    const d = Math.abs(boxCentreX(other.box) - boxCentreX(box)) + Math.abs(other.box.y - box.y) * 0.1;
    if (d < gap) [best, gap] = [j, d];
  });
  return best;
}

/** The motion of the copy at `index`, or of what carries it, up to the thing on the ground. */
function sceneMotionOfRoot(
  items: PlacedArt[],
  own: Motion[],
  carriedBy: Map<number, number>,
  index: number,
  depth = 0,
): Motion {
  const subject = items[index].subject;
  const carrier = subject === undefined ? undefined : carriedBy.get(subject);
  if (carrier === undefined || depth > 4)
    return { ...own[index], bob: own[index].bounce ? 0 : own[index].bob };
  const next = nearestCopy(items, carrier, items[index].box);
  return next === undefined ? own[index] : sceneMotionOfRoot(items, own, carriedBy, next, depth + 1);
}

const wrap = (v: number, span: number) => ((v % span) + span) % span;

/** Where the box's top-left corner is at `t` seconds, on a canvas `width` wide. */
export function positionAt(m: Motion, t: number, width: number): Point {
  const wave = Math.sin(2 * Math.PI * m.bobHz * t + m.phase);
  const lift = m.bounce ? -Math.abs(wave) : wave;
  let x = m.box.x + m.vx * t;
  // Wrapping: a thing leaving one side enters from the other, its whole width off the canvas in between.
  if (m.wraps) x = wrap(x + m.box.w, width + m.box.w) - m.box.w;
  return { x, y: m.box.y + m.vy * t + m.bob * lift };
}

const num = (v: number) => Number(v.toFixed(3)).toString();

/**
 * The same position as ffmpeg overlay expressions of `t`, for a canvas `width` wide, scaled by `scale` (the
 * video is drawn larger than the scene was composed, for the camera's room to move).
 */
export function motionExpressions(m: Motion, width: number, scale = 1): { x: string; y: string } {
  const s = (v: number) => num(v * scale);
  const wave = `sin(${num(2 * Math.PI * m.bobHz)}*t+${num(m.phase)})`;
  const lift = m.bounce ? `-abs(${wave})` : wave;
  const linearX = `${s(m.box.x)}+${s(m.vx)}*t`;
  const span = s(width + m.box.w);
  const x = m.wraps ? `mod(mod(${linearX}+${s(m.box.w)},${span})+${span},${span})-${s(m.box.w)}` : linearX;
  const y = `${s(m.box.y)}+${s(m.vy)}*t+${s(m.bob)}*(${lift})`;
  return { x, y };
}
