/**
 * The back of a composed scene, before its subjects: the sky of the time of day (or space, or the water of the
 * deep), stars at night, the sun or moon, the far shapes along the horizon, the ground with its water and road.
 * Rooms and windows are drawn by indoor-backdrop.ts.
 */
import type { ComposedScene } from '../scene/scene-model';
import type { FarShape } from '../scene/scene-settings';
import type { TimeOfDay } from '../scene/scene-vocabulary';
import type { SeededRandom } from '../seeded-random';
import type { EmojiDefs } from './emoji-svg';
import { mixHex } from './svg-colour';

const n = (v: number) => Math.round(v * 10) / 10;

const SKY: Record<TimeOfDay, [string, string]> = {
  dawn: ['#6f82c4', '#ffc39b'],
  day: ['#3f8fdf', '#c4e6fb'],
  dusk: ['#3a2c6c', '#ff995a'],
  night: ['#040920', '#1c2a5e'],
};

/** Sky colours, top and bottom, for the time of day, greyed under rain, fog and cloud. */
export function skyColours(scene: ComposedScene): [string, string] {
  const [top, bottom] = SKY[scene.time];
  if (!scene.weather) return [top, bottom];
  const grey = scene.time === 'night' ? '#1c2230' : scene.weather === 'snow' ? '#c9d2dc' : '#a3abb5';
  return [mixHex(top, grey, 0.55), mixHex(bottom, grey, 0.5)];
}

export function gradient(id: string, [top, bottom]: [string, string]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** Stars as dots over a region (night skies and space). */
export function starDots(
  rng: SeededRandom,
  x: number,
  y: number,
  w: number,
  h: number,
  density: number,
): string {
  let out = '';
  const count = Math.round((w * h * density) / 9000);
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${n(x + rng.range(0, w))}" cy="${n(y + rng.range(0, h))}" r="${n(rng.range(0.6, 2.2))}" fill="#fff" fill-opacity="${n(rng.range(0.35, 1))}"/>`;
  }
  return out;
}

/** The sun or moon with a soft glow behind it. */
export function celestialSvg(scene: ComposedScene, defs: EmojiDefs): string {
  const c = scene.celestial;
  if (!c) return '';
  const cx = c.box.x + c.box.w / 2;
  const cy = c.box.y + c.box.h / 2;
  const glow = scene.time === 'night' ? '#dfe8ff' : scene.time === 'day' ? '#fff6c8' : '#ffd08a';
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(c.box.w * 1.1)}" fill="${glow}" fill-opacity="0.1"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(c.box.w * 0.72)}" fill="${glow}" fill-opacity="0.16"/>${defs.use(c.icon, c.box)}`;
}

/** A wavy band along the horizon: hills, dunes or a line of treetops. */
function bumps(
  w: number,
  base: number,
  height: number,
  count: number,
  rng: SeededRandom,
  fill: string,
): string {
  let d = `M0 ${n(base)}`;
  const step = w / count;
  for (let i = 0; i < count; i++) {
    const top = base - height * rng.range(0.45, 1);
    d += ` Q${n(step * (i + 0.5))} ${n(top * 2 - base)} ${n(step * (i + 1))} ${n(base)}`;
  }
  return `<path d="${d} L${w} ${n(base + 2)} L0 ${n(base + 2)} Z" fill="${fill}"/>`;
}

/** Ranges of peaks, far to near; the far range wears snow caps. */
function mountains(w: number, base: number, h: number, rng: SeededRandom, colours: string[]): string {
  let out = '';
  colours.forEach((fill, layer) => {
    const peaks = rng.int(3, 5);
    const step = w / peaks;
    let d = `M0 ${n(base)}`;
    let caps = '';
    for (let i = 0; i <= peaks; i++) {
      const px = step * i - step / 2;
      const valley = base - h * rng.range(0.02, 0.08);
      const top = base - h * rng.range(0.18, 0.34) * (1 - layer * 0.3);
      d += ` L${n(px)} ${n(top)} L${n(step * i)} ${n(valley)}`;
      // A cap follows the slopes down a fifth of the way to the valleys on either side.
      const drop = (valley - top) * 0.2;
      if (layer === 0) {
        caps += `<path d="M${n(px)} ${n(top)} L${n(px + (step / 2) * 0.2)} ${n(top + drop)} L${n(px - (step / 2) * 0.2)} ${n(top + drop)} Z" fill="#f4f7fb"/>`;
      }
    }
    out += `<path d="${d} L${w} ${n(base)} L${w} ${n(base + 2)} L0 ${n(base + 2)} Z" fill="${fill}"/>${caps}`;
  });
  return out;
}

function skyline(w: number, base: number, h: number, rng: SeededRandom, night: boolean): string {
  let out = '';
  let x = 0;
  while (x < w) {
    const bw = rng.range(0.05, 0.11) * w;
    const bh = rng.range(0.1, 0.3) * h;
    out += `<rect x="${n(x)}" y="${n(base - bh)}" width="${n(bw)}" height="${n(bh + 2)}" fill="${night ? '#1d2238' : '#8e9db3'}"/>`;
    for (let wy = base - bh + 8; wy < base - 10; wy += 16) {
      for (let wx = x + 6; wx < x + bw - 9; wx += 13) {
        if (rng.chance(night ? 0.45 : 0.3)) {
          out += `<rect x="${n(wx)}" y="${n(wy)}" width="6" height="8" fill="${night ? '#ffd86b' : '#d6e6f5'}" fill-opacity="0.9"/>`;
        }
      }
    }
    x += bw + rng.range(0, 0.01) * w;
  }
  return out;
}

function farShapes(scene: ComposedScene, far: FarShape, rng: SeededRandom): string {
  const { width: w, height: h, horizon } = scene;
  const [groundTop] = scene.backdrop.ground;
  const haze = mixHex(groundTop, skyColours(scene)[1], 0.45);
  switch (far) {
    case 'hills':
      return (
        bumps(w, horizon, h * 0.1, 3, rng, haze) +
        bumps(w, horizon + 2, h * 0.05, 5, rng, mixHex(groundTop, haze, 0.4))
      );
    case 'dunes':
      return (
        bumps(w, horizon, h * 0.08, 2, rng, mixHex(groundTop, '#ffffff', 0.2)) +
        bumps(w, horizon + 2, h * 0.04, 4, rng, groundTop)
      );
    case 'treeline':
      return (
        bumps(w, horizon, h * 0.07, 14, rng, mixHex('#2f5a2a', haze, 0.35)) +
        bumps(w, horizon + 2, h * 0.04, 22, rng, '#2f5a2a')
      );
    case 'mountains':
      return mountains(w, horizon, h, rng, [
        mixHex('#7d8db0', haze, 0.3),
        mixHex('#5d6f8f', groundTop, 0.25),
      ]);
    case 'skyline':
      return skyline(w, horizon, h, rng, scene.time === 'night' || scene.time === 'dusk');
    default:
      return '';
  }
}

function water(scene: ComposedScene, bottom: number): string {
  const { width: w, horizon } = scene;
  const [top] = skyColours(scene);
  const deep = scene.time === 'night' ? '#0b1f3a' : '#1f6aa5';
  return `<defs>${gradient('water', [mixHex(top, '#3b8ac4', 0.6), deep])}</defs><rect x="0" y="${n(horizon)}" width="${w}" height="${n(bottom - horizon)}" fill="url(#water)"/>`;
}

/**
 * The wave lines on the scene's water, drawn `span` wide (at least the canvas): each line is a wave whose length
 * divides the canvas width, so a band twice as wide slides by one canvas width without a seam (rolling waves).
 */
export function waveLinesSvg(
  scene: ComposedScene,
  rng: SeededRandom,
  detail: number,
  span = scene.width,
): string {
  const { width: w, height: h, horizon } = scene;
  if (!scene.backdrop.water || horizon >= h) return '';
  const bottom = scene.backdrop.water * h;
  let out = '';
  const lines = 6 * detail;
  for (let i = 0; i < lines; i++) {
    const y = horizon + ((bottom - horizon) / lines) * (i + 0.5);
    const len = w / rng.int(5, 9);
    let d = `M${n(-rng.range(0, len))} ${n(y)}`;
    for (let x = 0; x < span + len; x += len) d += ` q${n(len / 2)} ${n(-(2 + i))} ${n(len)} 0`;
    out += `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="${n(1 + i * 0.5)}"/>`;
  }
  return out;
}

/** Sky, far shapes and ground of an open-air, space or underwater scene (`waves`: with the water's wave lines). */
export function outdoorBackdrop(
  scene: ComposedScene,
  rng: SeededRandom,
  defs: EmojiDefs,
  detail: number,
  waves = true,
): string {
  const { width: w, height: h, horizon, backdrop } = scene;
  if (backdrop.backdrop === 'space') {
    const nebula = (id: string, colour: string) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.35"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
    return `<defs>${gradient('sky', ['#02030c', '#0d1233'])}${nebula('nebula1', '#7a4fc0')}${nebula('nebula2', '#1f9fb0')}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${n(w * 0.3)}" cy="${n(h * 0.35)}" r="${n(w * 0.4)}" fill="url(#nebula1)"/><circle cx="${n(w * 0.75)}" cy="${n(h * 0.7)}" r="${n(w * 0.35)}" fill="url(#nebula2)"/>${starDots(rng.fork('stars'), 0, 0, w, h, 2 * detail)}`;
  }
  if (backdrop.backdrop === 'underwater') {
    let rays = '';
    for (let i = 0; i < 5; i++) {
      const x = rng.range(0, w);
      rays += `<path d="M${n(x)} 0 L${n(x + w * 0.08)} 0 L${n(x + w * 0.25)} ${n(h)} L${n(x + w * 0.12)} ${n(h)} Z" fill="#fff" fill-opacity="0.07"/>`;
    }
    const [sand, sandDeep] = backdrop.ground;
    return `<defs>${gradient('sky', ['#56c6e8', '#0b3f6e'])}${gradient('ground', [sand, sandDeep])}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>${rays}${bumps(w, horizon, h * 0.04, 5, rng, 'url(#ground)')}<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#ground)"/>`;
  }
  const snowy = scene.weather === 'snow';
  const ground: [string, string] = snowy && !backdrop.water ? ['#f2f6fb', '#d3dfec'] : backdrop.ground;
  let out = `<defs>${gradient('sky', skyColours(scene))}${gradient('ground', ground)}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  if (scene.time === 'night') out += starDots(rng.fork('stars'), 0, 0, w, Math.min(horizon, h), detail);
  out += celestialSvg(scene, defs);
  if (horizon >= h) return out;
  out += farShapes({ ...scene, backdrop: { ...backdrop, ground } }, backdrop.far, rng.fork('far'));
  out += `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#ground)"/>`;
  if (backdrop.water) {
    out += water(scene, backdrop.water * h);
    if (waves) out += waveLinesSvg(scene, rng.fork('water'), detail);
  }
  if (backdrop.road) {
    const mid = w / 2;
    out += `<path d="M${n(mid - w * 0.03)} ${n(horizon)} L${n(mid + w * 0.03)} ${n(horizon)} L${n(w * 0.82)} ${h} L${n(w * 0.18)} ${h} Z" fill="#4a4d53"/><path d="M${n(mid)} ${n(horizon)} L${n(mid)} ${h}" stroke="#f3d250" stroke-width="${n(w / 150)}" stroke-dasharray="${n(h / 25)} ${n(h / 30)}"/>`;
  }
  return out;
}
