/**
 * Reads a prompt into what a picture of it needs: the things named (with counts, colours and sizes), how they
 * stand to each other, the place, the time of day, the weather and the style. compromise tags the words (nouns,
 * numbers, plurals and their singulars); the tables of scene-vocabulary.ts and scene-settings.ts and the emoji
 * names give them meaning. Words that meant nothing drawable are kept, so the user can be told.
 */
import { STYLE_WORDS, type Style } from '../prompt-features';
import { iconForPhrase } from './emoji-art';
import { countOf, wordsOf, type Word } from './prompt-words';
import { SETTING_WORDS, type SettingName } from './scene-settings';
import { HELD_ICONS } from './subject-traits';
import {
  AIRBORNE_WORDS,
  COLOUR_WORDS,
  COUNT_PHRASES,
  GLUE_WORDS,
  MAX_COUNT,
  PLURAL_COUNT,
  RELATION_WORDS,
  SIZE_WORDS,
  TIME_OF_SKY_THING,
  TIME_WORDS,
  WEATHER_WORDS,
  matchPhrase,
  type RelationKind,
  type RelationWord,
  type TimeOfDay,
  type Weather,
} from './scene-vocabulary';

export interface ReadSubject {
  /** The noun phrase, singular ("cat", "palm tree"). */
  name: string;
  icon: string;
  count: number;
  /** A colour word said with it ("red"), when the icon is not already that colour. */
  colour?: string;
  /** 1 = its natural size; size words scale it. */
  scale: number;
  /** Said to fly or float. */
  airborne: boolean;
}

export interface ReadRelation {
  kind: RelationKind;
  subject: number;
  /** Index of the other subject, or the setting. */
  object: number | 'setting';
}

export interface ReadPrompt {
  subjects: ReadSubject[];
  relations: ReadRelation[];
  setting: SettingName | null;
  /** Further places named ("a cabin in the forest by the lake"): drawn into the first. */
  moreSettings: SettingName[];
  time: TimeOfDay | null;
  weather: Weather | null;
  style: Style;
  unmatched: string[];
  /** The negative prompt's words (and their singulars): nothing they name is drawn. */
  banned: string[];
}

/** Words too common to mean a style on their own ("an old castle" is not a vintage picture). */
const NOT_STYLE = new Set(['old', 'soft', 'simple', 'flat', 'film', 'brush', 'drawing']);

const STYLE_PHRASES: Record<string, string[]> = {
  ...Object.fromEntries(
    Object.entries(STYLE_WORDS).map(([style, list]) => [style, list.filter((w) => !NOT_STYLE.has(w))]),
  ),
  pixel: [...STYLE_WORDS.pixel, '8 bit', 'pixel art', '16 bit'],
  oil: [...STYLE_WORDS.oil, 'oil painting'],
  watercolor: [...STYLE_WORDS.watercolor, 'water color', 'water colour'],
  sketch: [...STYLE_WORDS.sketch, 'line art', 'ink drawing', 'pencil drawing'],
};
const COUNT_TABLE = Object.fromEntries(Object.keys(COUNT_PHRASES).map((p) => [p, [p]]));
const NOT_CONTENT = ['Determiner', 'Preposition', 'Pronoun', 'Conjunction', 'Copula', 'Auxiliary', 'Modal'];

/** The longest run of words from i that names an emoji, ending on a noun. */
function subjectAt(words: Word[], i: number): { icon: string; name: string; length: number } | undefined {
  for (let length = 3; length >= 1; length--) {
    const run = words.slice(i, i + length);
    if (run.length < length) continue;
    const last = run[length - 1];
    // A thing is named by a noun; "fishing" or "playing" names what is done, not something to draw.
    if ((!last.tags.has('Noun') && last.tags.size > 0) || last.tags.has('Gerund')) continue;
    if (length === 1 && (COLOUR_WORDS[last.text] || SIZE_WORDS[last.text] || GLUE_WORDS.has(last.text)))
      continue;
    const name = run.map((w, j) => (j === length - 1 ? w.singular : w.text)).join(' ');
    const icon = iconForPhrase(name) ?? iconForPhrase(run.map((w) => w.text).join(' '));
    if (icon) return { icon, name, length };
  }
  return undefined;
}

/** Every index that `subject` depends on through placing relations (to refuse cycles). */
function dependsOn(relations: ReadRelation[], from: number, target: number): boolean {
  const seen = new Set<number>();
  const walk = (i: number): boolean => {
    if (i === target) return true;
    if (seen.has(i)) return false;
    seen.add(i);
    return relations.some((r) => r.subject === i && typeof r.object === 'number' && walk(r.object));
  };
  return walk(from);
}

/** What the words read so far leave open for the next thing named. */
interface Pending {
  count?: number;
  colour?: string;
  scale: number;
  relation?: RelationWord;
  /** The subjects a following relation word is about ("a cat and a dog on a sofa": both). */
  group: number[];
  joining: boolean;
}

const fresh = (): Pending => ({ scale: 1, group: [], joining: false });

/** Records "group word object"; a subject already placed takes a new neighbour against it instead. */
function relate(read: ReadPrompt, group: number[], word: RelationWord, object: number | 'setting'): void {
  for (const subject of group) {
    const placed = read.relations.some((r) => r.subject === subject);
    if (word === 'with' && object !== 'setting') {
      // "a girl with an umbrella": the umbrella is in her hand; "a cat with a dog": side by side.
      const held = read.subjects[object].icon.split('-').some((w) => HELD_ICONS.has(w));
      const free =
        !read.relations.some((r) => r.subject === object) && !dependsOn(read.relations, subject, object);
      if (held && free) read.relations.push({ kind: 'held', subject: object, object: subject });
      else if (!held) relate(read, [subject], 'beside', object);
      continue;
    }
    const kind: RelationKind = word === 'with' ? 'beside' : word;
    if (object === 'setting') {
      if (!placed) read.relations.push({ kind, subject, object });
    } else if (!placed) {
      if (!dependsOn(read.relations, object, subject)) read.relations.push({ kind, subject, object });
    } else if (kind === 'beside' || kind === 'front' || kind === 'behind') {
      // "cats on a sill next to a plant": the cats are on the sill, so the plant goes next to them.
      const inverse: RelationKind = kind === 'front' ? 'behind' : kind === 'behind' ? 'front' : 'beside';
      if (!read.relations.some((r) => r.subject === object)) {
        read.relations.push({ kind: inverse, subject: object, object: subject });
      }
    }
  }
}

type Found =
  | { kind: 'relation' | 'count' | 'time' | 'weather' | 'style' | 'setting'; key: string; length: number }
  | { kind: 'subject'; icon: string; name: string; length: number };

/** The longest meaning that starts at word i; on a tie the earlier kind wins (a setting before a thing). */
function meaningAt(words: Word[], i: number): Found | undefined {
  const texts = words.map((w) => w.text);
  const singulars = words.map((w) => w.singular);
  const tables = [
    ['relation', matchPhrase(texts, i, RELATION_WORDS)],
    ['count', matchPhrase(texts, i, COUNT_TABLE)],
    ['time', matchPhrase(texts, i, TIME_WORDS)],
    ['weather', matchPhrase(texts, i, WEATHER_WORDS)],
    ['style', matchPhrase(texts, i, STYLE_PHRASES)],
    ['setting', matchPhrase(texts, i, SETTING_WORDS) ?? matchPhrase(singulars, i, SETTING_WORDS)],
  ] as const;
  let best: Found | undefined;
  for (const [kind, match] of tables) {
    if (match && (!best || match.length > best.length)) best = { kind, key: match.key, length: match.length };
  }
  const subject = subjectAt(words, i);
  if (subject && (!best || subject.length > best.length)) best = { kind: 'subject', ...subject };
  return best;
}

export function readPrompt(prompt: string, negativePrompt = '', chosenStyle?: Style): ReadPrompt {
  const words = wordsOf(prompt);
  const banned = new Set(wordsOf(negativePrompt).flatMap((w) => [w.text, w.singular]));
  const isBanned = (...names: string[]) =>
    names.some((n) => n.split(/[ -]/).some((part) => banned.has(part)));
  const read: ReadPrompt = {
    subjects: [],
    relations: [],
    setting: null,
    moreSettings: [],
    time: null,
    weather: null,
    style: chosenStyle ?? 'plain',
    unmatched: [],
    banned: [...banned],
  };
  const notUnderstood = (word: string) => {
    if (!banned.has(word) && !read.unmatched.includes(word)) read.unmatched.push(word);
  };
  let p = fresh();
  /** A colour or size said before something that was not a subject was not drawn: say so. */
  const dropModifiers = () => {
    if (p.colour) notUnderstood(p.colour);
    p = { ...p, colour: undefined, scale: 1, count: undefined };
  };
  const addSubject = (icon: string, name: string, plural: boolean) => {
    const count = Math.min(MAX_COUNT, p.count ?? (plural ? (icon === 'star' ? 6 : PLURAL_COUNT) : 1));
    const index = read.subjects.length;
    // A colour the icon already has in its name ("red apple") needs no tint.
    const tint = p.colour && !icon.split('-').includes(p.colour) ? p.colour : undefined;
    read.subjects.push({ name, icon, count, scale: p.scale, airborne: false, ...(tint && { colour: tint }) });
    if (p.relation && p.group.length) relate(read, p.group, p.relation, index);
    const sky = Object.keys(TIME_OF_SKY_THING).find((k) => icon.split('-').includes(k));
    if (sky && !read.time && !isBanned(TIME_OF_SKY_THING[sky])) read.time = TIME_OF_SKY_THING[sky];
    p = { ...fresh(), group: p.joining ? [...p.group, index] : [index] };
  };
  for (let i = 0; i < words.length;) {
    const word = words[i];
    const found = meaningAt(words, i);
    const said = words
      .slice(i, i + (found?.length ?? 1))
      .map((w) => w.text)
      .join(' ');
    if (found?.kind === 'relation') p.relation = found.key as RelationWord;
    else if (found?.kind === 'count') p.count = COUNT_PHRASES[found.key];
    else if (found?.kind === 'time')
      read.time ??= isBanned(found.key, said) ? null : (found.key as TimeOfDay);
    else if (found?.kind === 'weather')
      read.weather ??= isBanned(found.key, said) ? null : (found.key as Weather);
    else if (found?.kind === 'setting') {
      const key = found.key as SettingName;
      if (!isBanned(key, said)) {
        if (read.setting === null) read.setting = key;
        else if (key !== read.setting && !read.moreSettings.includes(key)) read.moreSettings.push(key);
        if (p.relation && p.group.length) relate(read, p.group, p.relation, 'setting');
      }
      dropModifiers();
      p.relation = undefined;
    } else if (found?.kind === 'subject') {
      if (isBanned(found.name, found.icon)) p = { ...fresh(), group: p.group };
      else addSubject(found.icon, found.name, words[i + found.length - 1].plural);
    } else if (found?.kind === 'style') {
      // The first style said wins; a chosen style wins over every word; the negative prompt's are left out.
      if (!chosenStyle && read.style === 'plain' && !isBanned(found.key, said))
        read.style = found.key as Style;
    } else if (countOf(word) !== undefined) p.count = countOf(word);
    else if (COLOUR_WORDS[word.text]) p.colour = word.text;
    else if (SIZE_WORDS[word.text]) p.scale = SIZE_WORDS[word.text];
    else if (AIRBORNE_WORDS.has(word.text) && p.group.length) {
      for (const s of p.group) read.subjects[s].airborne = true;
    } else if (word.text === 'and' || word.text === '&') p.joining = p.group.length > 0;
    else {
      // A noun not drawn ("a landscape with pine trees", "a picture of…") ends what its article began.
      if (word.tags.has('Noun')) p.count = undefined;
      if (!GLUE_WORDS.has(word.text) && !NOT_CONTENT.some((t) => word.tags.has(t))) notUnderstood(word.text);
    }
    i += found?.length ?? 1;
    if (words[i - 1].ends || i === words.length) {
      dropModifiers();
      p = fresh();
    }
  }
  return read;
}
