/**
 * The music line's words in the reader's language: the genres, moods, voices and unplayed instruments the plan
 * can name all come from fixed lists (music-features.ts), so each is a message of its own and the whole line reads
 * translated. A word with no message here (a list grown without one) is put in as it is.
 */
import { say, type ServerText, type TextValue } from '../../i18n/server-text';

/** The genres by name (GENRES). */
const GENRE_WORDS: Record<string, ServerText> = {
  'lo-fi': say('lo-fi'),
  ambient: say('ambient'),
  rock: say('rock'),
  electronic: say('electronic'),
  orchestral: say('orchestral'),
  jazz: say('jazz'),
  folk: say('folk'),
  pop: say('pop'),
};

/** The mood words as the prompt said them (MOODS). */
const MOOD_WORDS: Record<string, ServerText> = {
  sad: say('sad'),
  melancholy: say('melancholy'),
  melancholic: say('melancholic'),
  lonely: say('lonely'),
  heartbreak: say('heartbreak'),
  nostalgic: say('nostalgic'),
  dark: say('dark'),
  mysterious: say('mysterious'),
  horror: say('horror'),
  tense: say('tense'),
  ominous: say('ominous'),
  eerie: say('eerie'),
  spooky: say('spooky'),
  calm: say('calm'),
  peaceful: say('peaceful'),
  relaxing: say('relaxing'),
  soothing: say('soothing'),
  dreamy: say('dreamy'),
  gentle: say('gentle'),
  soft: say('soft'),
  happy: say('happy'),
  joyful: say('joyful'),
  cheerful: say('cheerful'),
  bright: say('bright'),
  sunny: say('sunny'),
  playful: say('playful'),
  fun: say('fun'),
  uplifting: say('uplifting'),
  hopeful: say('hopeful'),
  inspiring: say('inspiring'),
  triumphant: say('triumphant'),
  romantic: say('romantic'),
  love: say('love'),
  energetic: say('energetic'),
  intense: say('intense'),
  epic: say('epic'),
  powerful: say('powerful'),
  aggressive: say('aggressive'),
  exciting: say('exciting'),
};

/** The synthesiser's voices (Instrument). */
const VOICE_WORDS: Record<string, ServerText> = {
  piano: say('piano'),
  pad: say('pad'),
  bass: say('bass'),
  drums: say('drums'),
  lead: say('lead'),
  guitar: say('guitar'),
  bell: say('bell'),
  flute: say('flute'),
};

/** Instruments named that no voice plays (UNPLAYED_INSTRUMENTS). */
const UNPLAYED_WORDS: Record<string, ServerText> = {
  saxophone: say('saxophone'),
  sax: say('sax'),
  trumpet: say('trumpet'),
  trombone: say('trombone'),
  tuba: say('tuba'),
  horn: say('horn'),
  sitar: say('sitar'),
  accordion: say('accordion'),
  bagpipes: say('bagpipes'),
  harmonica: say('harmonica'),
  vocals: say('vocals'),
  voice: say('voice'),
  singing: say('singing'),
  singer: say('singer'),
  rap: say('rap'),
};

const TABLES = { genre: GENRE_WORDS, mood: MOOD_WORDS, voice: VOICE_WORDS, unplayed: UNPLAYED_WORDS };

/** A word of the plan as a message, or as it is when its list has none for it. */
export function musicWord(kind: keyof typeof TABLES, word: string): TextValue {
  return Object.hasOwn(TABLES[kind], word) ? TABLES[kind][word] : word;
}
