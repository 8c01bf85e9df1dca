/**
 * Prompt words → visual features (palette, subjects, style, mood), deterministically.
 * The procedural generators are driven only by these features plus a seeded random stream,
 * so a prompt visibly shapes the output and the same prompt + seed always gives the same result.
 */
import { seededRandom } from './seeded-random';
import { hashString } from '../../src/core/seed-media';

const SUBJECTS = [
  'sun',
  'moon',
  'mountain',
  'sea',
  'tree',
  'city',
  'stars',
  'flower',
  'cloud',
  'bird',
  'house',
  'person',
  'heart',
  'fish',
  'road',
  'planet',
] as const;
export type Subject = (typeof SUBJECTS)[number];

// The style list is shared with the generator forms (core), so the UI offers exactly what the engine takes.
import { STYLES, type Style } from '../../src/core/generation-limits';

export { STYLES, type Style };

type Mood = 'dark' | 'bright' | 'calm' | 'dramatic' | 'neutral';

/** Words (and simple plurals) that name each subject. */
const SUBJECT_WORDS: Record<Subject, string[]> = {
  sun: ['sun', 'sunny', 'sunrise', 'sunset', 'dawn', 'daylight', 'summer'],
  moon: ['moon', 'moonlight', 'lunar', 'crescent'],
  mountain: ['mountain', 'mountains', 'hill', 'hills', 'peak', 'volcano', 'alps', 'cliff'],
  sea: ['sea', 'ocean', 'lake', 'river', 'water', 'wave', 'waves', 'beach', 'coast', 'shore'],
  tree: ['tree', 'trees', 'forest', 'woods', 'jungle', 'pine', 'palm', 'garden'],
  city: ['city', 'skyline', 'building', 'buildings', 'tower', 'street', 'town', 'cyberpunk', 'downtown'],
  stars: ['star', 'stars', 'starry', 'galaxy', 'space', 'cosmos', 'universe', 'nebula', 'night'],
  flower: [
    'flower',
    'flowers',
    'rose',
    'roses',
    'tulip',
    'blossom',
    'bloom',
    'sakura',
    'petal',
    'petals',
    'spring',
  ],
  cloud: ['cloud', 'clouds', 'cloudy', 'sky', 'fog', 'mist', 'storm'],
  bird: ['bird', 'birds', 'eagle', 'crow', 'dove', 'wings', 'flying'],
  house: ['house', 'home', 'cottage', 'cabin', 'castle', 'village', 'hut'],
  person: [
    'person',
    'man',
    'woman',
    'girl',
    'boy',
    'people',
    'child',
    'portrait',
    'hero',
    'warrior',
    'dancer',
  ],
  heart: ['heart', 'love', 'romantic', 'valentine'],
  fish: ['fish', 'underwater', 'coral', 'whale', 'dolphin'],
  road: ['road', 'path', 'highway', 'journey', 'railway', 'bridge'],
  planet: ['planet', 'planets', 'saturn', 'mars', 'jupiter', 'orbit'],
};

export const STYLE_WORDS: Record<Exclude<Style, 'plain'>, string[]> = {
  anime: ['anime', 'manga', 'cartoon', 'ghibli', 'comic', 'cel'],
  // Not 'soft' or 'dreamy': they describe light and mood ("soft morning light"), not a way of painting.
  watercolor: ['watercolor', 'watercolour', 'aquarelle', 'pastel'],
  oil: ['oil', 'painting', 'impressionist', 'van', 'gogh', 'canvas', 'brush'],
  pixel: ['pixel', 'pixelart', '8bit', '8-bit', 'retro game', 'voxel'],
  neon: ['neon', 'cyberpunk', 'synthwave', 'glow', 'glowing', 'vaporwave'],
  vintage: ['vintage', 'retro', 'old', 'sepia', 'film', 'analog', 'nostalgic'],
  sketch: ['sketch', 'pencil', 'drawing', 'ink', 'charcoal', 'lineart'],
  minimal: ['minimal', 'minimalist', 'simple', 'flat', 'geometric', 'abstract'],
};

/** Hues (degrees) named by colour and theme words. */
const HUE_WORDS: Record<string, number[]> = {
  red: [0],
  crimson: [350],
  orange: [28],
  gold: [45],
  golden: [45],
  yellow: [52],
  green: [120],
  emerald: [145],
  teal: [172],
  cyan: [186],
  blue: [215],
  navy: [228],
  purple: [275],
  violet: [270],
  pink: [330],
  magenta: [310],
  brown: [25],
  sunset: [22, 340, 45],
  sunrise: [30, 200, 50],
  fire: [8, 35],
  forest: [120, 90],
  jungle: [130, 70],
  ocean: [205, 185],
  sea: [200, 175],
  underwater: [190, 210],
  desert: [36, 24],
  autumn: [25, 40, 10],
  spring: [100, 330],
  winter: [200, 210],
  snow: [205, 195],
  night: [235, 265],
  space: [260, 300],
  galaxy: [275, 310],
  cyberpunk: [305, 185],
  neon: [300, 180],
  candy: [330, 190],
  love: [345, 330],
};

const MOOD_WORDS: Record<Exclude<Mood, 'neutral'>, string[]> = {
  dark: ['dark', 'night', 'moody', 'gloomy', 'horror', 'shadow', 'midnight', 'mysterious', 'space', 'galaxy'],
  bright: ['bright', 'happy', 'sunny', 'cheerful', 'joyful', 'colorful', 'colourful', 'vibrant', 'summer'],
  calm: ['calm', 'peaceful', 'serene', 'quiet', 'gentle', 'soft', 'relaxing', 'misty', 'zen'],
  dramatic: ['epic', 'dramatic', 'storm', 'intense', 'powerful', 'cinematic', 'battle', 'volcano'],
};

interface Palette {
  skyTop: string;
  skyBottom: string;
  accents: string[];
  ground: string;
  /** Darkest tone: outlines and silhouettes. */
  ink: string;
  dark: boolean;
}

export interface PromptFeatures {
  words: string[];
  subjects: Subject[];
  style: Style;
  mood: Mood;
  hues: number[];
  /** Hues of the negative prompt's colour words, kept out of the picture (degrees). */
  avoidHues: number[];
  palette: Palette;
}

export function promptWords(prompt: string): string[] {
  return prompt
    .toLowerCase()
    .split(/[^a-z0-9\u00c0-\u024f\u3040-\u30ff\u4e00-\u9fff-]+/)
    .filter(Boolean);
}

function firstMatch<K extends string>(words: string[], table: Record<K, string[]>): K | undefined {
  for (const word of words) {
    for (const key of Object.keys(table) as K[]) if (table[key].includes(word)) return key;
  }
  return undefined;
}

export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(1, s));
  const lig = Math.max(0, Math.min(1, l));
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** Degrees between two hues, 0–180. */
function hueDistance(a: number, b: number): number {
  const d = (((a - b) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
}

/** How close a hue may come to one the negative prompt names. */
const AVOID_DEGREES = 35;

/** The hue, turned on in 60° steps until it is clear of every hue to avoid (unchanged when nothing is avoided). */
export function clearOfHues(hue: number, avoid: readonly number[]): number {
  let h = hue;
  for (let i = 0; i < 6 && avoid.some((a) => hueDistance(h, a) < AVOID_DEGREES); i++) h += 60;
  return h;
}

function paletteFor(hues: number[], mood: Mood, seed: number, avoid: readonly number[]): Palette {
  const rng = seededRandom(seed);
  const clear = (h: number) => clearOfHues(h, avoid);
  const dark = mood === 'dark';
  const sat = mood === 'calm' ? 0.35 : mood === 'bright' || mood === 'dramatic' ? 0.8 : 0.6;
  const base = hues[0];
  const second = hues[1] ?? base + rng.range(25, 60);
  const third = hues[2] ?? base + 180 + rng.range(-30, 30);
  const light = dark ? 0.12 : mood === 'bright' ? 0.72 : 0.62;
  return {
    skyTop: hsl(clear(base + rng.range(-8, 8)), sat * 0.9, light - 0.08),
    skyBottom: hsl(clear(second), sat, Math.min(0.88, light + 0.14)),
    accents: [
      hsl(clear(third), sat + 0.1, dark ? 0.62 : 0.5),
      hsl(clear(second + 20), sat, 0.55),
      hsl(clear(base + 90), sat, 0.6),
    ],
    ground: hsl(clear(base + rng.range(150, 210)), sat * 0.7, dark ? 0.08 : 0.3),
    ink: hsl(clear(base), 0.4, dark ? 0.04 : 0.12),
    dark,
  };
}

/** The entries of a word table none of whose words the negative prompt names. */
function allowedEntries<K extends string>(table: Record<K, string[]>, banned: ReadonlySet<string>) {
  return Object.fromEntries(
    (Object.entries(table) as Array<[K, string[]]>).filter(([key, list]) => {
      return !banned.has(key) && !list.some((w) => banned.has(w));
    }),
  ) as Partial<Record<K, string[]>>;
}

/**
 * Everything a procedural generator needs from a prompt; `style` overrides the style words when given. Words of
 * the negative prompt are kept out: a subject, style or mood any of whose words it names is not drawn or used,
 * and the hues of its colour words are kept out of the palette.
 */
export function promptFeatures(prompt: string, style?: Style, negativePrompt = ''): PromptFeatures {
  const words = promptWords(prompt);
  const banned = new Set(promptWords(negativePrompt));
  const joined = ` ${words.join(' ')} `;
  const subjectWords = allowedEntries(SUBJECT_WORDS, banned);
  const subjects = SUBJECTS.filter((s) => subjectWords[s]?.some((w) => words.includes(w)));
  let foundStyle: Style = 'plain';
  for (const [key, list] of Object.entries(allowedEntries(STYLE_WORDS, banned)) as Array<[Style, string[]]>) {
    if (list.some((w) => (w.includes(' ') ? joined.includes(` ${w} `) : words.includes(w)))) {
      foundStyle = key;
      break;
    }
  }
  const chosenStyle = style ?? foundStyle;
  // Neon only reads as neon on a dark ground.
  const moodWords = allowedEntries(MOOD_WORDS, banned) as Record<Exclude<Mood, 'neutral'>, string[]>;
  const mood: Mood = firstMatch(words, moodWords) ?? (chosenStyle === 'neon' ? 'dark' : 'neutral');
  const avoidHues = [...banned].flatMap((w) => HUE_WORDS[w] ?? []);
  const hues = words
    .filter((w) => !banned.has(w))
    .flatMap((w) => HUE_WORDS[w] ?? [])
    .filter((h) => !avoidHues.some((a) => hueDistance(h, a) < AVOID_DEGREES));
  const promptHash = hashString(words.join(' '));
  if (hues.length === 0) hues.push(promptHash % 360);
  return {
    words,
    subjects,
    style: chosenStyle,
    mood,
    hues,
    avoidHues,
    palette: paletteFor(hues, mood, promptHash, avoidHues),
  };
}
