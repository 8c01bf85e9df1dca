/**
 * The vector art the scene composer draws with: Fluent Emoji Flat (Microsoft, MIT) from @iconify-json, found by
 * name through emojibase's English labels, shortcodes and tags (MIT). The data is large (about 9 MB of JSON), so
 * it is read on first use and kept for the life of the thread.
 */
import { createRequire } from 'node:module';

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}
interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string; hFlip?: boolean }>;
  width?: number;
  height?: number;
}
interface EmojibaseEntry {
  label: string;
  hexcode: string;
  tags?: string[];
  group?: number;
  order?: number;
}
type Shortcodes = Record<string, string | string[]>;

/** One drawable icon: its SVG body and the size of its view box. */
export interface EmojiIcon {
  body: string;
  width: number;
  height: number;
}

const require = createRequire(import.meta.url);

/**
 * Nouns whose emoji is not found by label or is found ambiguously (a tag shared by many emoji): the picture a
 * reader expects for the word.
 */
const PREFERRED: Record<string, string> = {
  flower: 'blossom',
  tree: 'deciduous-tree',
  moon: 'crescent-moon',
  cup: 'hot-beverage',
  mug: 'hot-beverage',
  coffee: 'hot-beverage',
  tea: 'teacup-without-handle',
  ball: 'soccer-ball',
  sofa: 'couch-and-lamp',
  couch: 'couch-and-lamp',
  kitten: 'cat',
  kitty: 'cat',
  puppy: 'dog',
  doggy: 'dog',
  people: 'people-hugging',
  building: 'office-building',
  // Whole figures read better in a scene than the busts the plain words name.
  person: 'person-standing',
  man: 'man-standing',
  woman: 'woman-standing',
  girl: 'woman-standing',
  boy: 'man-standing',
  lady: 'woman-standing',
  guy: 'man-standing',
  hat: 'top-hat',
  book: 'closed-book',
  bunny: 'rabbit',
  car: 'automobile',
  boat: 'sailboat',
  ship: 'ship',
  sheep: 'ewe',
  lamb: 'ewe',
  bee: 'honeybee',
  apple: 'red-apple',
  plant: 'potted-plant',
  cake: 'shortcake',
  planet: 'ringed-planet',
  castle: 'castle',
  'pine tree': 'evergreen-tree',
  'fir tree': 'evergreen-tree',
  'spruce tree': 'evergreen-tree',
  'oak tree': 'deciduous-tree',
  'maple tree': 'deciduous-tree',
  'birch tree': 'deciduous-tree',
  'apple tree': 'deciduous-tree',
  'cherry tree': 'cherry-blossom',
  cottage: 'house-with-garden',
  cabin: 'hut',
  ufo: 'flying-saucer',
  alien: 'alien',
  wizard: 'man-mage',
  witch: 'woman-mage',
  king: 'person-with-crown',
  queen: 'person-with-crown',
  knight: 'person-fencing',
  kid: 'child',
  dinosaur: 't-rex',
  bug: 'bug',
  insect: 'bug',
  stone: 'rock',
  lantern: 'red-paper-lantern',
  candle: 'candle',
  bicycle: 'bicycle',
  bike: 'bicycle',
  plane: 'airplane',
  computer: 'laptop',
  phone: 'mobile-phone',
  guitar: 'guitar',
  // Emoji tags would picture these wrong (a waving hand for "wave", a disco ball for "dance").
  wave: 'water-wave',
  surf: 'water-wave',
  lava: 'volcano',
  galaxy: 'milky-way',
  dance: 'woman-dancing',
  dancer: 'woman-dancing',
  hug: 'people-hugging',
  hugging: 'people-hugging',
  couple: 'people-hugging',
  kiss: 'kiss-mark',
};

/**
 * Words an emoji tag ties to something else (a ping-pong table for "table", a beer mug for "summer"): not
 * pictured, rather than pictured wrong.
 */
const NOT_PICTURED = (
  'table desk palm air wall floor ground light water hot cold summer spring autumn fall winter love life hope ' +
  'dream beauty nothing change glory fantasy growth health diet flight dinner lunch science celebration festival ' +
  'men way wild side order creature hair eye eyes smile skin ' +
  // Motions and kinds of shot, read as things only by their tags (a bicycle for "spin", a ring buoy for "float"),
  // and signs (a stop sign for the neon signs of a street).
  'float spin flow drift revival session effect motion clay figure shot sign'
).split(' ');

/** Emojibase groups whose emoji are things one can picture (no skin-tone components, symbols or flags). */
const PICTURE_GROUPS = new Set([0, 1, 3, 4, 5, 6, 7]);
/** Groups whose tags name things (animals, plants, food, places, objects), not feelings as the faces' do. */
const THING_GROUPS = new Set([3, 4, 5, 6, 7]);
/** A tag shared by more emoji than this says little about any of them. */
const TAG_LIMIT = 4;

interface Lookup {
  set: IconifySet;
  byPhrase: Map<string, string>;
}

let lookup: Lookup | undefined;

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[_:’'.]/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');

function buildLookup(): Lookup {
  const set = require('@iconify-json/fluent-emoji-flat/icons.json') as IconifySet;
  const chars = require('@iconify-json/fluent-emoji-flat/chars.json') as Record<string, string>;
  const data = require('emojibase-data/en/data.json') as EmojibaseEntry[];
  const github = require('emojibase-data/en/shortcodes/github.json') as Shortcodes;
  const emojibase = require('emojibase-data/en/shortcodes/emojibase.json') as Shortcodes;
  const has = (name: string) => name in set.icons || name in (set.aliases ?? {});
  const iconOf = (hexcode: string) => {
    const name = chars[hexcode.toLowerCase().replace(/-fe0f/g, '')];
    return name && has(name) ? name : undefined;
  };
  // Ranks: 0 a label or icon name, 1 a shortcode, 2 a tag; a better rank (then an earlier emoji) wins a phrase.
  const best = new Map<string, { icon: string; rank: number; order: number }>();
  const offer = (phrase: string, icon: string, rank: number, order: number) => {
    const key = words(phrase);
    const held = best.get(key);
    if (!key || (held && (held.rank < rank || (held.rank === rank && held.order <= order)))) return;
    best.set(key, { icon, rank, order });
  };
  const tagged = new Map<string, EmojibaseEntry[]>();
  for (const entry of data) {
    const icon = iconOf(entry.hexcode);
    if (!icon || entry.group === undefined || !PICTURE_GROUPS.has(entry.group)) continue;
    const order = entry.order ?? Number.MAX_SAFE_INTEGER;
    offer(entry.label, icon, 0, order);
    // The icon's own name reads as a phrase too ("automobile", "t-rex").
    offer(icon, icon, 0, order);
    for (const code of [github[entry.hexcode], emojibase[entry.hexcode]].flat()) {
      if (code) offer(code, icon, 1, order);
    }
    if (!THING_GROUPS.has(entry.group)) continue;
    for (const tag of entry.tags ?? []) tagged.set(tag, [...(tagged.get(tag) ?? []), entry]);
  }
  for (const [tag, entries] of tagged) {
    if (entries.length > TAG_LIMIT) continue;
    // Among the emoji a tag names, the one whose label ends in the tag is the thing itself ("hat" → "top hat").
    const head = entries.find((e) => words(e.label).split(' ').at(-1) === tag) ?? entries[0];
    offer(tag, iconOf(head.hexcode)!, 2, head.order ?? Number.MAX_SAFE_INTEGER);
  }
  const byPhrase = new Map([...best].map(([phrase, { icon }]) => [phrase, icon]));
  for (const [word, icon] of Object.entries(PREFERRED)) if (has(icon)) byPhrase.set(word, icon);
  for (const word of NOT_PICTURED) byPhrase.delete(word);
  return { set, byPhrase };
}

function loaded(): Lookup {
  lookup ??= buildLookup();
  return lookup;
}

/** The icon that pictures a noun phrase ("cat", "palm tree", "red apple"), if any. */
export function iconForPhrase(phrase: string): string | undefined {
  return loaded().byPhrase.get(words(phrase));
}

/** The SVG body and view box of an icon (aliases resolved, mirrored ones flipped). */
export function emojiIcon(name: string): EmojiIcon {
  const { set } = loaded();
  const alias = set.aliases?.[name];
  const icon = set.icons[alias ? alias.parent : name];
  if (!icon) throw new Error(`no emoji icon named ${name}`);
  const width = icon.width ?? set.width ?? 32;
  const height = icon.height ?? set.height ?? 32;
  const body = alias?.hFlip ? `<g transform="translate(${width} 0) scale(-1 1)">${icon.body}</g>` : icon.body;
  return { body, width, height };
}
