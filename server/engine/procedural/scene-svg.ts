/** Builds the SVG of a seeded scene from prompt features: sky, then each named subject as simple vector shapes. */
import type { PromptFeatures, Subject } from '../prompt-features';
import { clearOfHues, hsl as rawHsl } from '../prompt-features';
import type { SeededRandom } from '../seeded-random';

interface Canvas {
  w: number;
  h: number;
  horizon: number;
  f: PromptFeatures;
  rng: SeededRandom;
  /** Outline attributes for styles that draw ink lines. */
  stroke: string;
  opacity: number;
  /** How many elements a subject gets, relative to the standard scene (2 in pro mode). */
  detail: number;
}

const n = (v: number) => Math.round(v * 10) / 10;

/** A colour whose hue keeps clear of the hues the negative prompt names. */
const hslFor = (c: Canvas, h: number, s: number, l: number) => rawHsl(clearOfHues(h, c.f.avoidHues), s, l);

// Shapes fade with fill-opacity, not opacity: librsvg gives each `opacity` element a whole-canvas layer, which
// made a city's windows take seconds at HD sizes (same look for a shape without a stroke).
function sky(c: Canvas): string {
  const { palette } = c.f;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${c.w}" height="${c.h}" fill="url(#sky)"/>`;
}

function stars(c: Canvas, r: SeededRandom): string {
  let out = '';
  const count = Math.round((c.w * c.h) / 9000);
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${n(r.range(0, c.w))}" cy="${n(r.range(0, c.horizon))}" r="${n(r.range(0.6, 2.4))}" fill="#fff" fill-opacity="${n(r.range(0.4, 1))}"/>`;
  }
  return out;
}

function orb(c: Canvas, label: string, color: string, size: number): string {
  const r = c.rng.fork(label);
  const x = r.range(c.w * 0.15, c.w * 0.85);
  const y = r.range(c.h * 0.1, c.horizon * 0.6);
  const rad = Math.min(c.w, c.h) * size;
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 2.2)}" fill="url(#glow)" fill-opacity="0.5"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${color}" ${c.stroke}/>`;
}

function planet(c: Canvas): string {
  const r = c.rng.fork('planet');
  const x = r.range(c.w * 0.2, c.w * 0.8);
  const y = r.range(c.h * 0.15, c.horizon * 0.7);
  const rad = Math.min(c.w, c.h) * r.range(0.08, 0.16);
  const color = c.f.palette.accents[1];
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${color}" ${c.stroke}/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rad * 1.8)}" ry="${n(rad * 0.4)}" fill="none" stroke="${c.f.palette.accents[0]}" stroke-width="${n(rad * 0.12)}" transform="rotate(${n(r.range(-25, 25))} ${n(x)} ${n(y)})"/>`;
}

function clouds(c: Canvas, r: SeededRandom): string {
  let out = '';
  for (let i = 0; i < r.int(2, 5); i++) {
    const x = r.range(0, c.w);
    const y = r.range(c.h * 0.08, c.horizon * 0.7);
    const s = r.range(0.06, 0.14) * c.w;
    for (let j = 0; j < 4; j++) {
      out += `<ellipse cx="${n(x + (j - 1.5) * s * 0.6)}" cy="${n(y + r.range(-s * 0.15, s * 0.15))}" rx="${n(s * r.range(0.5, 0.8))}" ry="${n(s * r.range(0.3, 0.45))}" fill="#fff" fill-opacity="${n(0.55 * c.opacity)}"/>`;
    }
  }
  return out;
}

function mountains(c: Canvas): string {
  const r = c.rng.fork('mountain');
  let out = '';
  // Pro scenes have more, fainter ranges; the standard scene has three.
  const layers = c.detail > 1 ? 5 : 3;
  for (let layer = 0; layer < layers; layer++) {
    const base = c.horizon + (layer * c.h * 0.12) / layers;
    let d = `M0 ${n(base)}`;
    const peaks = r.int(3, 6);
    for (let i = 0; i <= peaks; i++) {
      const x = (c.w / peaks) * i;
      d += ` L${n(x - c.w / peaks / 2)} ${n(base - r.range(0.12, 0.38) * c.h * (1 - (layer * 0.75) / layers))} L${n(x)} ${n(base - r.range(0, 0.08) * c.h)}`;
    }
    d += ` L${c.w} ${n(base)} L${c.w} ${c.h} L0 ${c.h} Z`;
    const color = hslFor(
      c,
      c.f.hues[0] + 200 + layer * 10,
      0.3,
      (c.f.palette.dark ? 0.12 : 0.45) - (layer * 0.3) / layers,
    );
    out += `<path d="${d}" fill="${color}" ${c.stroke}/>`;
  }
  return out;
}

function ground(c: Canvas): string {
  return `<rect x="0" y="${n(c.horizon)}" width="${c.w}" height="${n(c.h - c.horizon)}" fill="${c.f.palette.ground}"/>`;
}

function sea(c: Canvas): string {
  const r = c.rng.fork('sea');
  const color = hslFor(c, 200 + r.range(-15, 15), 0.6, c.f.palette.dark ? 0.15 : 0.4);
  let out = `<rect x="0" y="${n(c.horizon)}" width="${c.w}" height="${n(c.h - c.horizon)}" fill="${color}"/>`;
  const lines = 7 * c.detail;
  for (let i = 0; i < lines; i++) {
    const y = c.horizon + ((c.h - c.horizon) / lines) * (i + 0.5);
    const amp = 3 + i * 2;
    const len = c.w / r.int(4, 9);
    let d = `M0 ${n(y)}`;
    for (let x = 0; x < c.w; x += len) d += ` q${n(len / 2)} ${-amp} ${n(len)} 0`;
    out += `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${n(1 + i * 0.6)}"/>`;
  }
  return out;
}

function city(c: Canvas): string {
  const r = c.rng.fork('city');
  let out = '';
  let x = 0;
  while (x < c.w) {
    const bw = r.range(0.04, 0.1) * c.w;
    const bh = r.range(0.12, 0.45) * c.h;
    const top = c.horizon - bh;
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(bw)}" height="${n(bh + (c.h - c.horizon))}" fill="${hslFor(c, c.f.hues[0] + 220, 0.25, c.f.palette.dark ? 0.1 : 0.3 + r.range(0, 0.15))}" ${c.stroke}/>`;
    for (let wy = top + 8; wy < c.horizon - 8; wy += 14) {
      for (let wx = x + 5; wx < x + bw - 8; wx += 11) {
        if (r.chance(0.45))
          out += `<rect x="${n(wx)}" y="${n(wy)}" width="5" height="7" fill="${c.f.palette.accents[0]}" fill-opacity="0.85"/>`;
      }
    }
    x += bw + r.range(0, 0.015) * c.w;
  }
  return out;
}

function trees(c: Canvas, r: SeededRandom): string {
  let out = '';
  for (let i = 0; i < r.int(3, 9); i++) {
    const x = r.range(0, c.w);
    const base = r.range(c.horizon, c.h * 0.95);
    const h = r.range(0.1, 0.25) * c.h * (base / c.h);
    const green = hslFor(c, 110 + r.range(-25, 25), 0.45, c.f.palette.dark ? 0.12 : r.range(0.22, 0.38));
    out += `<rect x="${n(x - h * 0.04)}" y="${n(base - h * 0.25)}" width="${n(h * 0.08)}" height="${n(h * 0.25)}" fill="#5b3a1e"/>`;
    out += r.chance(0.5)
      ? `<path d="M${n(x)} ${n(base - h)} L${n(x - h * 0.3)} ${n(base - h * 0.2)} L${n(x + h * 0.3)} ${n(base - h * 0.2)} Z" fill="${green}" ${c.stroke}/>`
      : `<circle cx="${n(x)}" cy="${n(base - h * 0.6)}" r="${n(h * 0.35)}" fill="${green}" ${c.stroke}/>`;
  }
  return out;
}

function houses(c: Canvas): string {
  const r = c.rng.fork('house');
  let out = '';
  for (let i = 0; i < r.int(1, 3); i++) {
    const s = r.range(0.08, 0.16) * Math.min(c.w, c.h);
    const x = r.range(s, c.w - 2 * s);
    const y = c.horizon + r.range(0, 0.1) * c.h;
    out += `<rect x="${n(x)}" y="${n(y - s)}" width="${n(s * 1.3)}" height="${n(s)}" fill="${c.f.palette.accents[1]}" ${c.stroke}/>`;
    out += `<path d="M${n(x - s * 0.15)} ${n(y - s)} L${n(x + s * 0.65)} ${n(y - s * 1.7)} L${n(x + s * 1.45)} ${n(y - s)} Z" fill="${c.f.palette.accents[0]}" ${c.stroke}/>`;
    out += `<rect x="${n(x + s * 0.5)}" y="${n(y - s * 0.55)}" width="${n(s * 0.3)}" height="${n(s * 0.55)}" fill="${c.f.palette.ink}"/>`;
  }
  return out;
}

function road(c: Canvas): string {
  const mid = c.w * c.rng.fork('road').range(0.4, 0.6);
  return `<path d="M${n(mid - c.w * 0.01)} ${n(c.horizon)} L${n(mid + c.w * 0.01)} ${n(c.horizon)} L${n(c.w * 0.75)} ${c.h} L${n(c.w * 0.25)} ${c.h} Z" fill="#444" fill-opacity="0.9"/><path d="M${n(mid)} ${n(c.horizon)} L${n(c.w * 0.5)} ${c.h}" stroke="#fd5" stroke-width="4" stroke-dasharray="18 14"/>`;
}

function flowers(c: Canvas, r: SeededRandom): string {
  let out = '';
  for (let i = 0; i < r.int(3, 8); i++) {
    const x = r.range(0, c.w);
    const y = r.range(c.horizon + 10, c.h - 10);
    const s = r.range(0.02, 0.05) * c.w * (y / c.h);
    const petal = c.f.palette.accents[i % c.f.palette.accents.length];
    out += `<path d="M${n(x)} ${n(y)} L${n(x)} ${n(y + s * 3)}" stroke="#2e7d32" stroke-width="${n(s * 0.2)}"/>`;
    for (let p = 0; p < 6; p++) {
      const a = (p / 6) * Math.PI * 2;
      out += `<circle cx="${n(x + Math.cos(a) * s)}" cy="${n(y + Math.sin(a) * s)}" r="${n(s * 0.7)}" fill="${petal}" ${c.stroke}/>`;
    }
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.55)}" fill="#ffd54f"/>`;
  }
  return out;
}

function birds(c: Canvas, r: SeededRandom): string {
  let out = '';
  for (let i = 0; i < r.int(3, 8); i++) {
    const x = r.range(0, c.w);
    const y = r.range(c.h * 0.1, c.horizon * 0.8);
    const s = r.range(8, 22);
    out += `<path d="M${n(x - s)} ${n(y - s * 0.4)} Q${n(x - s * 0.4)} ${n(y - s * 0.6)} ${n(x)} ${n(y)} Q${n(x + s * 0.4)} ${n(y - s * 0.6)} ${n(x + s)} ${n(y - s * 0.4)}" fill="none" stroke="${c.f.palette.ink}" stroke-width="3"/>`;
  }
  return out;
}

function person(c: Canvas): string {
  const r = c.rng.fork('person');
  const h = r.range(0.35, 0.55) * c.h;
  const x = r.range(0.3, 0.7) * c.w;
  const foot = Math.min(c.h * 0.98, c.horizon + h * 0.45);
  const head = h * 0.12;
  const fill = c.f.palette.ink;
  return `<circle cx="${n(x)}" cy="${n(foot - h + head)}" r="${n(head)}" fill="${fill}"/><path d="M${n(x - h * 0.13)} ${n(foot - h + head * 2.3)} Q${n(x)} ${n(foot - h + head * 1.9)} ${n(x + h * 0.13)} ${n(foot - h + head * 2.3)} L${n(x + h * 0.17)} ${n(foot)} L${n(x - h * 0.17)} ${n(foot)} Z" fill="${fill}"/>`;
}

function heart(c: Canvas): string {
  const r = c.rng.fork('heart');
  const s = Math.min(c.w, c.h) * r.range(0.12, 0.2);
  const x = c.w * r.range(0.35, 0.65);
  const y = c.h * r.range(0.3, 0.5);
  return `<path d="M${n(x)} ${n(y + s * 0.9)} C${n(x - s * 1.4)} ${n(y)} ${n(x - s * 0.7)} ${n(y - s * 0.9)} ${n(x)} ${n(y - s * 0.3)} C${n(x + s * 0.7)} ${n(y - s * 0.9)} ${n(x + s * 1.4)} ${n(y)} ${n(x)} ${n(y + s * 0.9)} Z" fill="${hslFor(c, 350, 0.8, 0.55)}" ${c.stroke}/>`;
}

function fish(c: Canvas, r: SeededRandom): string {
  let out = '';
  for (let i = 0; i < r.int(2, 6); i++) {
    const s = r.range(0.03, 0.07) * c.w;
    const x = r.range(s, c.w - s);
    const y = r.range(c.h * 0.3, c.h * 0.9);
    const dir = r.chance(0.5) ? 1 : -1;
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s)}" ry="${n(s * 0.45)}" fill="${c.f.palette.accents[i % 3]}" ${c.stroke}/><path d="M${n(x - dir * s * 0.9)} ${n(y)} L${n(x - dir * s * 1.5)} ${n(y - s * 0.4)} L${n(x - dir * s * 1.5)} ${n(y + s * 0.4)} Z" fill="${c.f.palette.accents[i % 3]}"/>`;
  }
  return out;
}

/** Abstract composition for prompts that name no known subject: seeded blobs, circles and polygons in the palette. */
function abstract(c: Canvas, r: SeededRandom): string {
  let out = '';
  const count = c.f.style === 'minimal' ? r.int(3, 6) : r.int(8, 18);
  for (let i = 0; i < count; i++) {
    const color = c.f.palette.accents[r.int(0, c.f.palette.accents.length - 1)];
    const x = r.range(0, c.w);
    const y = r.range(0, c.h);
    const s = r.range(0.05, 0.3) * Math.min(c.w, c.h);
    const op = n(r.range(0.35, 0.9) * c.opacity);
    const kind = r.int(0, 2);
    if (kind === 0)
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="${color}" opacity="${op}" ${c.stroke}/>`;
    else if (kind === 1) {
      const pts = Array.from(
        { length: r.int(3, 6) },
        () => `${n(x + r.range(-s, s))},${n(y + r.range(-s, s))}`,
      );
      out += `<polygon points="${pts.join(' ')}" fill="${color}" opacity="${op}" ${c.stroke}/>`;
    } else {
      out += `<path d="M${n(x)} ${n(y)} C${n(x + s)} ${n(y - s)} ${n(x + 2 * s)} ${n(y + s)} ${n(x + 3 * s)} ${n(y)}" fill="none" stroke="${color}" stroke-width="${n(s * 0.15)}" stroke-linecap="round" opacity="${op}"/>`;
    }
  }
  return out;
}

const LAND: Subject[] = ['tree', 'house', 'person', 'road', 'flower'];

/**
 * A scattered subject drawn `detail` times: the first pass is the standard scene's (same random stream), each
 * further pass adds as many again from a stream of its own, so pro scenes hold more of everything.
 */
function passes(c: Canvas, label: string, draw: (c: Canvas, r: SeededRandom) => string): string {
  let out = '';
  for (let pass = 0; pass < c.detail; pass++) out += draw(c, c.rng.fork(pass ? `${label}-${pass}` : label));
  return out;
}

/** The whole scene as an SVG document of the given size; `detail` 2 draws more of each subject (pro mode). */
export function sceneSvg(f: PromptFeatures, rng: SeededRandom, w: number, h: number, detail = 1): string {
  const ink = f.style === 'anime' || f.style === 'sketch';
  const c: Canvas = {
    w,
    h,
    horizon: h * rng.range(0.55, 0.7),
    f,
    rng,
    stroke: ink ? `stroke="${f.palette.ink}" stroke-width="${Math.max(2, Math.round(w / 300))}"` : '',
    opacity: f.style === 'watercolor' ? 0.7 : 1,
    detail,
  };
  const has = (s: Subject) => f.subjects.includes(s);
  const parts: string[] = [sky(c)];
  if (has('stars') || f.palette.dark) parts.push(passes(c, 'stars', stars));
  if (has('planet')) parts.push(planet(c));
  if (has('sun')) parts.push(orb(c, 'sun', hslFor(c, 45, 1, 0.6), 0.09));
  if (has('moon')) parts.push(orb(c, 'moon', '#f4f1de', 0.07));
  if (has('cloud')) parts.push(passes(c, 'cloud', clouds));
  if (has('bird')) parts.push(passes(c, 'bird', birds));
  if (has('mountain')) parts.push(mountains(c));
  if (has('city')) parts.push(city(c));
  if (has('sea') || has('fish')) parts.push(sea(c));
  else if (f.subjects.some((s) => LAND.includes(s))) parts.push(ground(c));
  if (has('road')) parts.push(road(c));
  if (has('house')) parts.push(houses(c));
  if (has('tree')) parts.push(passes(c, 'tree', trees));
  if (has('flower')) parts.push(passes(c, 'flower', flowers));
  if (has('fish')) parts.push(passes(c, 'fish', fish));
  if (has('person')) parts.push(person(c));
  if (has('heart')) parts.push(heart(c));
  if (f.subjects.length === 0) parts.push(passes(c, 'abstract', abstract));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
}
