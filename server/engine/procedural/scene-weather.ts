/**
 * What lies over a composed scene: the light of the time of day (night darkens everything, dusk warms it), the
 * weather (fog, rain streaks, falling snow), bubbles under the sea, and the ink outline some styles draw around
 * each subject.
 */
import type { ComposedScene } from '../scene/scene-model';
import type { Style } from '../prompt-features';
import type { SeededRandom } from '../seeded-random';

const n = (v: number) => Math.round(v * 10) / 10;

/** Colour and strength of the light of each time of day, over the whole picture (weaker indoors). */
const LIGHT = {
  dawn: { colour: '#ffae85', open: 0.1, indoor: 0.05 },
  day: { colour: '#ffffff', open: 0, indoor: 0 },
  dusk: { colour: '#4b2150', open: 0.18, indoor: 0.1 },
  night: { colour: '#07102e', open: 0.38, indoor: 0.22 },
} as const;

function light(scene: ComposedScene): string {
  const l = LIGHT[scene.time];
  const indoor = scene.backdrop.backdrop === 'window' || scene.backdrop.backdrop === 'interior';
  const strength =
    scene.backdrop.backdrop === 'space' || scene.backdrop.backdrop === 'underwater'
      ? 0
      : indoor
        ? l.indoor
        : l.open;
  return strength
    ? `<rect width="${scene.width}" height="${scene.height}" fill="${l.colour}" fill-opacity="${strength}"/>`
    : '';
}

function fog(scene: ComposedScene): string {
  const { width: w, height: h, horizon } = scene;
  const mid = Math.min(horizon, h * 0.8) / h;
  return `<defs><linearGradient id="fog" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f4" stop-opacity="0.35"/><stop offset="${n(mid)}" stop-color="#eef1f4" stop-opacity="0.75"/><stop offset="1" stop-color="#eef1f4" stop-opacity="0.45"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#fog)"/>`;
}

function rain(scene: ComposedScene, rng: SeededRandom, detail: number): string {
  const { width: w, height: h } = scene;
  const U = Math.min(w, h);
  let d = '';
  for (let i = 0; i < 220 * detail; i++) {
    const x = rng.range(-0.1, 1) * w;
    const y = rng.range(-0.05, 1) * h;
    const len = rng.range(0.025, 0.05) * h;
    d += `M${n(x)} ${n(y)}l${n(len * 0.25)} ${n(len)}`;
  }
  return `<path d="${d}" stroke="#dfe8f3" stroke-opacity="0.55" stroke-width="${n(Math.max(1, U / 420))}" stroke-linecap="round"/>`;
}

function snow(scene: ComposedScene, rng: SeededRandom, detail: number): string {
  const { width: w, height: h } = scene;
  const U = Math.min(w, h);
  let out = '';
  for (let i = 0; i < 200 * detail; i++) {
    out += `<circle cx="${n(rng.range(0, w))}" cy="${n(rng.range(0, h))}" r="${n(rng.range(U / 400, U / 140))}" fill="#fff" fill-opacity="${n(rng.range(0.6, 0.95))}"/>`;
  }
  return out;
}

function bubbles(scene: ComposedScene, rng: SeededRandom): string {
  const U = Math.min(scene.width, scene.height);
  let out = '';
  for (let i = 0; i < 26; i++) {
    out += `<circle cx="${n(rng.range(0, scene.width))}" cy="${n(rng.range(0, scene.horizon))}" r="${n(rng.range(U / 200, U / 70))}" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.5" stroke-width="1.5"/>`;
  }
  return out;
}

/**
 * What hangs still over the scene: the light of the time of day, bubbles under the sea, fog. `withLight` false
 * leaves the light out (over a photo, which has its own).
 */
export function stillAirSvg(scene: ComposedScene, rng: SeededRandom, withLight = true): string {
  let out = withLight ? light(scene) : '';
  if (scene.backdrop.backdrop === 'underwater') out += bubbles(scene, rng.fork('bubbles'));
  if (scene.weather === 'fog') out += fog(scene);
  return out;
}

/** What falls through the scene: rain streaks or snowflakes over the whole canvas (empty for other weather). */
export function fallingSvg(scene: ComposedScene, rng: SeededRandom, detail: number): string {
  if (scene.weather === 'rain') return rain(scene, rng.fork('rain'), detail);
  if (scene.weather === 'snow') return snow(scene, rng.fork('snow'), detail);
  return '';
}

/** Light and weather over everything drawn before. */
export function atmosphereSvg(scene: ComposedScene, rng: SeededRandom, detail: number): string {
  return stillAirSvg(scene, rng) + fallingSvg(scene, rng, detail);
}

/** Styles drawn with ink lines outline each subject (with a dark silhouette of it drawn a little larger behind). */
export function inkOutlines(style: Style): boolean {
  return style === 'anime' || style === 'sketch';
}
