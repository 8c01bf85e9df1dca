/**
 * The words the scene composer understands beyond the names of things: times of day, weather, how things stand
 * to each other, counts, colours and sizes. Phrases are lower case, words separated by one space.
 */

export type TimeOfDay = 'dawn' | 'day' | 'dusk' | 'night';
export type Weather = 'fog' | 'rain' | 'snow' | 'clouds';
/**
 * How one subject stands to another (or to the setting): the composer turns each into geometry. `held` is what
 * "a girl with an umbrella" becomes: the umbrella, held by the girl.
 */
export type RelationKind = 'on' | 'under' | 'beside' | 'front' | 'behind' | 'above' | 'in' | 'held';
/** A relation word as said: "with" is held (for things one holds) or beside (for anything else). */
export type RelationWord = Exclude<RelationKind, 'held'> | 'with';

export const TIME_WORDS: Record<TimeOfDay, string[]> = {
  dawn: ['dawn', 'sunrise', 'daybreak', 'morning', 'early morning', 'first light'],
  day: ['day', 'daytime', 'noon', 'midday', 'afternoon', 'daylight', 'sunny', 'sunshine'],
  dusk: ['dusk', 'sunset', 'evening', 'twilight', 'golden hour', 'sundown'],
  night: ['night', 'nighttime', 'midnight', 'moonlight', 'moonlit', 'starry', 'starlit'],
};

export const WEATHER_WORDS: Record<Weather, string[]> = {
  fog: ['fog', 'foggy', 'mist', 'misty', 'haze', 'hazy'],
  rain: ['rain', 'rainy', 'raining', 'drizzle', 'storm', 'stormy', 'thunderstorm', 'downpour', 'rainfall'],
  snow: ['snow', 'snowy', 'snowing', 'snowfall', 'blizzard', 'snowflake', 'snowflakes', 'winter'],
  clouds: ['cloudy', 'overcast', 'grey sky', 'gray sky'],
};

/** Longest phrases first when matched, so "on top of" wins over "on". */
export const RELATION_WORDS: Record<RelationWord, string[]> = {
  on: ['on', 'on top of', 'upon', 'atop', 'onto', 'sitting on', 'standing on', 'perched on'],
  under: ['under', 'underneath', 'beneath', 'below'],
  beside: ['beside', 'next to', 'by', 'near', 'alongside', 'close to', 'among', 'between'],
  with: ['with', 'holding', 'carrying', 'holds', 'carries'],
  front: ['in front of', 'before'],
  behind: ['behind', 'in back of'],
  above: ['above', 'over'],
  in: ['in', 'inside', 'into', 'within', 'at'],
};

/** Words that go between the things a prompt names and add nothing to draw: never reported as not understood. */
export const GLUE_WORDS = new Set(
  (
    'a an the one of and or but to is are was were be being it its their his her there this that these those ' +
    'some several many few lots lot plenty group flock herd pack pair couple bunch school swarm number dozen ' +
    'picture image photo illustration scene scenery landscape view art artwork render style background wallpaper ' +
    'sitting standing lying resting perched sits stands lies rests placed parked floating flying swimming ' +
    'hovering soaring please'
  ).split(' '),
);

/** Words that make a subject float or fly rather than stand on the ground. */
export const AIRBORNE_WORDS = new Set(['flying', 'floating', 'hovering', 'soaring', 'gliding']);

/** Counts said as a word or phrase ("a pair of" → 2); plain numbers are read by compromise. */
export const COUNT_PHRASES: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  lone: 1,
  'a pair of': 2,
  'a couple of': 2,
  both: 2,
  'a few': 3,
  few: 3,
  some: 3,
  several: 4,
  many: 6,
  'lots of': 6,
  'a lot of': 6,
  'a group of': 5,
  'a flock of': 6,
  'a herd of': 5,
  'a pack of': 5,
  'a school of': 7,
  'a swarm of': 8,
  'a bunch of': 5,
  'a dozen': 12,
  dozen: 12,
};

/** Most copies of one subject drawn (a picture of 500 birds would be a texture, not a count). */
export const MAX_COUNT = 12;

/** A plural with no number ("cats") is drawn as a few; sky things as more. */
export const PLURAL_COUNT = 3;

/** Colours a subject can be asked in, with the colour it is tinted toward. */
export const COLOUR_WORDS: Record<string, string> = {
  red: '#e53935',
  crimson: '#c62839',
  scarlet: '#e0302a',
  orange: '#fb8c00',
  ginger: '#e07b2a',
  yellow: '#fdd835',
  gold: '#f2b01e',
  golden: '#f2b01e',
  green: '#43a047',
  lime: '#9ccc38',
  emerald: '#1fa366',
  teal: '#17a398',
  turquoise: '#2ec4c4',
  cyan: '#26c6da',
  blue: '#1e88e5',
  navy: '#283b8f',
  purple: '#8e24aa',
  violet: '#7e57c2',
  lilac: '#b39ddb',
  pink: '#f06292',
  magenta: '#d81b8c',
  brown: '#8d5a3b',
  beige: '#d8c3a0',
  black: '#2b2b2e',
  white: '#f4f4f2',
  grey: '#9e9e9e',
  gray: '#9e9e9e',
  silver: '#c0c7cf',
};

/** Size words and how much bigger or smaller than usual they draw a subject. */
export const SIZE_WORDS: Record<string, number> = {
  tiny: 0.55,
  little: 0.75,
  small: 0.75,
  baby: 0.7,
  big: 1.3,
  large: 1.3,
  huge: 1.6,
  giant: 1.7,
  enormous: 1.7,
  massive: 1.6,
};

/** Sky things that set the time when the prompt names none (a moon is drawn in a night sky). */
export const TIME_OF_SKY_THING: Record<string, TimeOfDay> = { moon: 'night', star: 'night', sun: 'day' };

/** A word or phrase of `table` read at `words[i]`, longest first; returns the key and how many words it took. */
export function matchPhrase<K extends string>(
  words: readonly string[],
  i: number,
  table: Record<K, readonly string[]>,
): { key: K; length: number } | undefined {
  for (let length = 4; length >= 1; length--) {
    if (i + length > words.length) continue;
    const phrase = words.slice(i, i + length).join(' ');
    for (const key of Object.keys(table) as K[]) if (table[key].includes(phrase)) return { key, length };
  }
  return undefined;
}
