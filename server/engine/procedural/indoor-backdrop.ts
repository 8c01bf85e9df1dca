/**
 * Backdrops indoors: a window seen from inside (the sky of the time of day through the panes, a frame, the sill
 * the subjects sit on) and a room (wall with a small window, floor, a kitchen's counter).
 */
import { COUNTER_HEIGHT } from '../scene/scene-settings';
import type { ComposedScene } from '../scene/scene-model';
import type { SeededRandom } from '../seeded-random';
import type { EmojiDefs } from './emoji-svg';
import { celestialSvg, gradient, skyColours, starDots } from './scene-backdrop';
import { mixHex } from './svg-colour';

const n = (v: number) => Math.round(v * 10) / 10;

interface Pane {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The view through a window: sky, stars at night, the sun or moon, rooftops far off; clipped to the opening. */
function view(
  scene: ComposedScene,
  pane: Pane,
  rng: SeededRandom,
  defs: EmojiDefs,
  withCelestial: boolean,
): string {
  let roofs = '';
  let x = pane.x;
  const night = scene.time === 'night' || scene.time === 'dusk';
  while (x < pane.x + pane.w) {
    const bw = rng.range(0.08, 0.16) * pane.w;
    const bh = rng.range(0.08, 0.2) * pane.h;
    roofs += `<rect x="${n(x)}" y="${n(pane.y + pane.h - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${night ? '#20253d' : '#9aa8bd'}"/>`;
    x += bw;
  }
  const stars =
    scene.time === 'night' ? starDots(rng.fork('stars'), pane.x, pane.y, pane.w, pane.h * 0.8, 1) : '';
  return `<defs>${gradient('sky', skyColours(scene))}<clipPath id="pane"><rect x="${n(pane.x)}" y="${n(pane.y)}" width="${n(pane.w)}" height="${n(pane.h)}"/></clipPath></defs><g clip-path="url(#pane)"><rect x="${n(pane.x)}" y="${n(pane.y)}" width="${n(pane.w)}" height="${n(pane.h)}" fill="url(#sky)"/>${stars}${withCelestial ? celestialSvg(scene, defs) : ''}${roofs}</g>`;
}

/** Frame and cross bars around a window opening. */
function frame(pane: Pane, thick: number, colour: string): string {
  const { x, y, w, h } = pane;
  const bar = thick * 0.6;
  return `<path d="M${n(x - thick)} ${n(y - thick)} H${n(x + w + thick)} V${n(y + h)} H${n(x + w)} V${n(y)} H${n(x)} V${n(y + h)} H${n(x - thick)} Z" fill="${colour}"/><rect x="${n(x + w / 2 - bar / 2)}" y="${n(y)}" width="${n(bar)}" height="${n(h)}" fill="${colour}"/><rect x="${n(x)}" y="${n(y + h * 0.45 - bar / 2)}" width="${n(w)}" height="${n(bar)}" fill="${colour}"/>`;
}

/** A window seen from inside, its sill at the horizon: the picture of "a cat on a windowsill". */
function windowBackdrop(scene: ComposedScene, rng: SeededRandom, defs: EmojiDefs): string {
  const { width: w, height: h, horizon } = scene;
  const wall = '#e8dcc9';
  const pane = { x: w * 0.12, y: h * 0.07, w: w * 0.76, h: horizon - h * 0.07 };
  const thick = Math.min(w, h) * 0.03;
  const [woodTop, woodBottom] = scene.backdrop.ground;
  const sillDepth = h * 0.05;
  return `<rect width="${w}" height="${h}" fill="${wall}"/>${view(scene, pane, rng, defs, true)}${frame(pane, thick, '#f7f3ec')}<defs>${gradient('sill', [woodTop, woodBottom])}</defs><rect x="${n(w * 0.04)}" y="${n(horizon)}" width="${n(w * 0.92)}" height="${n(sillDepth)}" fill="url(#sill)"/><rect x="${n(w * 0.04)}" y="${n(horizon + sillDepth)}" width="${n(w * 0.92)}" height="${n(h * 0.012)}" fill="${mixHex(woodBottom, '#000000', 0.3)}"/><rect x="0" y="${n(horizon + sillDepth + h * 0.012)}" width="${w}" height="${n(h)}" fill="${mixHex(wall, '#8a7a66', 0.25)}"/>`;
}

/** A room: wall (tiled in a kitchen) with a small window, the floor, and a counter when the setting has one. */
function roomBackdrop(scene: ComposedScene, rng: SeededRandom, defs: EmojiDefs): string {
  const { width: w, height: h, horizon, backdrop } = scene;
  const kitchen = backdrop.counter === true;
  const wall: [string, string] = kitchen ? ['#eef3f4', '#dde6e8'] : ['#f1e3cf', '#e0ccb1'];
  let out = `<defs>${gradient('wall', wall)}${gradient('floor', backdrop.ground)}</defs><rect width="${w}" height="${n(horizon)}" fill="url(#wall)"/>`;
  if (kitchen) {
    const tile = Math.min(w, h) * 0.06;
    for (let y = horizon; y > 0; y -= tile)
      out += `<path d="M0 ${n(y)} H${w}" stroke="#c9d4d7" stroke-width="1.5"/>`;
    for (let x = 0; x < w; x += tile)
      out += `<path d="M${n(x)} 0 V${n(horizon)}" stroke="#c9d4d7" stroke-width="1.5"/>`;
  }
  const pane = { x: w * 0.36, y: h * 0.1, w: w * 0.28, h: h * 0.26 };
  out += view(scene, pane, rng, defs, false) + frame(pane, Math.min(w, h) * 0.018, '#fbf8f2');
  out += `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#floor)"/>`;
  // Floorboards, or tiles, run toward the viewer.
  for (let i = 1; i < 10; i++) {
    const x = (w / 10) * i;
    out += `<path d="M${n(w / 2 + (x - w / 2) * 0.6)} ${n(horizon)} L${n(w / 2 + (x - w / 2) * 1.6)} ${h}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`;
  }
  out += `<rect x="0" y="${n(horizon - h * 0.008)}" width="${w}" height="${n(h * 0.016)}" fill="${mixHex(wall[1], '#000000', 0.25)}"/>`;
  if (kitchen) {
    const top = horizon - COUNTER_HEIGHT * h;
    out += `<rect x="0" y="${n(top)}" width="${w}" height="${n(COUNTER_HEIGHT * h + h * 0.03)}" fill="#a8774f"/><rect x="0" y="${n(top)}" width="${w}" height="${n(h * 0.018)}" fill="#d9d4cc"/>`;
    for (let x = w / 6; x < w; x += w / 6) {
      out += `<path d="M${n(x)} ${n(top + h * 0.03)} V${n(horizon + h * 0.02)}" stroke="#7d5535" stroke-width="3"/>`;
    }
  }
  return out;
}

export function indoorBackdrop(scene: ComposedScene, rng: SeededRandom, defs: EmojiDefs): string {
  return scene.backdrop.backdrop === 'window'
    ? windowBackdrop(scene, rng, defs)
    : roomBackdrop(scene, rng, defs);
}
