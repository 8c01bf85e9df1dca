import { seededRandom } from '../engine/seeded-random';
import { hashString } from '../../src/core/seed-media';

/**
 * Text-free SVG compositions for seeded thumbnails: the prompt's words pick a scene and palette, its hash
 * places the shapes. Classical drawing, no model: it only has to look like a plausible sample, not the prompt.
 */
type Scene = 'waves' | 'dunes' | 'trees' | 'skyline' | 'mountains' | 'space' | 'bokeh';

interface ArtTheme {
  words: string[];
  sky: [string, string];
  ground: string;
  accent: string;
  scene: Scene;
}

const ART_THEMES: ArtTheme[] = [
  {
    words: [
      'ocean',
      'sea',
      'wave',
      'beach',
      'surf',
      'underwater',
      'coral',
      'whale',
      'lake',
      'river',
      'island',
    ],
    sky: ['#38bdf8', '#1e3a8a'],
    ground: '#0c4a6e',
    accent: '#fde68a',
    scene: 'waves',
  },
  {
    words: ['sunset', 'dusk', 'golden', 'autumn', 'fire', 'desert', 'dune', 'lava', 'canyon', 'dragon'],
    sky: ['#fb923c', '#7c2d12'],
    ground: '#431407',
    accent: '#fef08a',
    scene: 'dunes',
  },
  {
    words: ['forest', 'jungle', 'tree', 'garden', 'meadow', 'moss', 'bamboo', 'spring', 'fairy', 'deer'],
    sky: ['#bbf7d0', '#166534'],
    ground: '#052e16',
    accent: '#fef9c3',
    scene: 'trees',
  },
  {
    words: ['city', 'neon', 'cyberpunk', 'street', 'tokyo', 'night', 'rain', 'car', 'robot', 'train'],
    sky: ['#4338ca', '#0f0a1f'],
    ground: '#020617',
    accent: '#f0abfc',
    scene: 'skyline',
  },
  {
    words: ['mountain', 'snow', 'winter', 'glacier', 'alps', 'ice', 'frost', 'wolf', 'castle', 'cabin'],
    sky: ['#e0f2fe', '#475569'],
    ground: '#e2e8f0',
    accent: '#ffffff',
    scene: 'mountains',
  },
  {
    words: ['space', 'galaxy', 'nebula', 'planet', 'star', 'astronaut', 'cosmic', 'moon', 'aurora'],
    sky: ['#312e81', '#020617'],
    ground: '#0f172a',
    accent: '#c4b5fd',
    scene: 'space',
  },
  {
    words: ['flower', 'portrait', 'pastel', 'cat', 'dog', 'cute', 'candy', 'anime', 'love', 'hug', 'kiss'],
    sky: ['#fbcfe8', '#8b5cf6'],
    ground: '#831843',
    accent: '#fff1f2',
    scene: 'bokeh',
  },
];

function themeFor(prompt: string, rand: () => number): ArtTheme {
  const words = prompt.toLowerCase();
  const found = ART_THEMES.find((t) => t.words.some((w) => words.includes(w)));
  return found ?? ART_THEMES[Math.floor(rand() * ART_THEMES.length)];
}

function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number) =>
    Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

/** A closed band from a ridge line down to the bottom edge. */
function ridge(
  w: number,
  h: number,
  base: number,
  amp: number,
  steps: number,
  rand: () => number,
  smooth: boolean,
) {
  const pts: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps;
    const y = base + (smooth ? Math.sin(i * 1.3 + rand() * 2) : rand() * 2 - 1) * amp;
    pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `<polygon points="0,${h} ${pts.join(' ')} ${w},${h}"`;
}

function sceneShapes(theme: ArtTheme, w: number, h: number, rand: () => number): string {
  const out: string[] = [];
  const dark = theme.ground;
  switch (theme.scene) {
    case 'waves':
    case 'dunes':
      // Light far bands to dark near ones, so the layers read as distance.
      for (let i = 0; i < 4; i++) {
        const fill = mix(mix(theme.sky[0], theme.sky[1], 0.5), dark, 0.15 + i * 0.28);
        const amp = h * (theme.scene === 'waves' ? 0.025 : 0.05) * (1 + i * 0.4);
        out.push(`${ridge(w, h, h * (0.55 + i * 0.11), amp, 10 + i * 4, rand, true)} fill="${fill}"/>`);
      }
      break;
    case 'mountains':
      for (let i = 0; i < 3; i++) {
        const fill = mix(theme.sky[1], i === 0 ? '#94a3b8' : '#1e293b', i / 2);
        out.push(`${ridge(w, h, h * (0.45 + i * 0.15), h * 0.14, 7 + i * 2, rand, false)} fill="${fill}"/>`);
      }
      break;
    case 'trees': {
      out.push(`${ridge(w, h, h * 0.7, h * 0.05, 8, rand, true)} fill="${mix(dark, theme.sky[1], 0.4)}"/>`);
      const count = 7 + Math.floor(rand() * 6);
      for (let i = 0; i < count; i++) {
        const x = rand() * w;
        const th = h * (0.25 + rand() * 0.3);
        const tw = th * 0.35;
        const y = h * (0.8 + rand() * 0.2);
        out.push(
          `<polygon points="${x - tw},${y} ${x},${y - th} ${x + tw},${y}" fill="${dark}" opacity="0.9"/>`,
        );
      }
      break;
    }
    case 'skyline': {
      let x = 0;
      while (x < w) {
        const bw = w * (0.05 + rand() * 0.08);
        const bh = h * (0.2 + rand() * 0.45);
        out.push(
          `<rect x="${x.toFixed(1)}" y="${(h - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="${dark}"/>`,
        );
        for (let k = 0; k < 4; k++) {
          const wx = x + rand() * bw * 0.8;
          const wy = h - bh + rand() * bh * 0.9;
          out.push(
            `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="${(w * 0.008).toFixed(1)}" height="${(h * 0.012).toFixed(1)}" fill="${theme.accent}" opacity="0.8"/>`,
          );
        }
        x += bw + w * 0.004;
      }
      break;
    }
    case 'space': {
      for (let i = 0; i < 90; i++) {
        const r = (rand() * 1.4 + 0.3) * (w / 480);
        out.push(
          `<circle cx="${(rand() * w).toFixed(1)}" cy="${(rand() * h).toFixed(1)}" r="${r.toFixed(2)}" fill="#fff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`,
        );
      }
      const pr = Math.min(w, h) * (0.15 + rand() * 0.12);
      const px = w * (0.3 + rand() * 0.4);
      const py = h * (0.35 + rand() * 0.3);
      out.push(`<circle cx="${px}" cy="${py}" r="${pr}" fill="url(#planet)"/>`);
      out.push(
        `<ellipse cx="${px}" cy="${py}" rx="${pr * 1.8}" ry="${pr * 0.35}" fill="none" stroke="${theme.accent}" stroke-width="${pr * 0.08}" opacity="0.7" transform="rotate(-18 ${px} ${py})"/>`,
      );
      break;
    }
    case 'bokeh':
      for (let i = 0; i < 16; i++) {
        const r = Math.min(w, h) * (0.04 + rand() * 0.14);
        const c = mix(theme.accent, theme.sky[rand() < 0.5 ? 0 : 1], rand());
        out.push(
          `<circle cx="${(rand() * w).toFixed(1)}" cy="${(rand() * h).toFixed(1)}" r="${r.toFixed(1)}" fill="${c}" opacity="${(0.25 + rand() * 0.5).toFixed(2)}" filter="url(#soft)"/>`,
        );
      }
      break;
  }
  return out.join('');
}

/** The SVG for a prompt at a size; the same inputs always give the same picture. */
export function artSvg(prompt: string, width: number, height: number): string {
  const rng = seededRandom(hashString(prompt));
  const rand = rng.next;
  const theme = themeFor(prompt, rand);
  const top = mix(theme.sky[0], '#ffffff', rand() * 0.2);
  const bottom = mix(theme.sky[1], theme.accent, rand() * 0.25);
  const sunX = width * (0.2 + rand() * 0.6);
  const sunY = height * (0.2 + rand() * 0.25);
  const sunR = Math.min(width, height) * (0.08 + rand() * 0.08);
  const blur = Math.max(2, Math.round(Math.min(width, height) / 40));
  const sun =
    theme.scene === 'space'
      ? ''
      : `<circle cx="${sunX}" cy="${sunY}" r="${sunR * 2.2}" fill="${theme.accent}" opacity="0.25" filter="url(#soft)"/>` +
        `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${theme.accent}" opacity="0.9"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="${(rand() * 0.4).toFixed(2)}" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="planet" cx="0.35" cy="0.35" r="0.8"><stop offset="0" stop-color="${theme.accent}"/>` +
    `<stop offset="1" stop-color="${theme.sky[0]}"/></radialGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>` +
    `<filter id="soft"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${sun}${sceneShapes(theme, width, height, rand)}` +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/></svg>`
  );
}
