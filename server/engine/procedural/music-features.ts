/** Prompt words → musical plan (tempo, key, mode, instruments, mood), deterministic for a prompt + seed. */
import { promptWords } from '../prompt-features';
import type { SeededRandom } from '../seeded-random';
import { say, type ServerText } from '../../i18n/server-text';
import { musicWord } from './music-words';
import { wordList } from '../word-list';

export type Instrument = 'piano' | 'pad' | 'bass' | 'drums' | 'lead' | 'guitar' | 'bell' | 'flute';

export interface MusicPlan {
  bpm: number;
  /** MIDI note of the key's root (around C3–B3). */
  root: number;
  mode: 'major' | 'minor';
  instruments: Instrument[];
  /** 0 (sparse, calm) – 1 (busy, energetic). */
  energy: number;
  /** What the prompt said that the plan follows, for the result's line on what was played. */
  genre: string | null;
  mood: string | null;
  /** Instruments the prompt named that the synthesiser has no voice for (played by none). */
  notPlayed: string[];
  /** What the prompt itself fixed (rather than the genre or the seed): prompt polish adds what is left open. */
  said: { bpm: boolean; key: boolean; instruments: boolean };
}

/** Genres and the words that name them; each name is one of its own words (prompt polish writes it). */
export const GENRES: Array<{
  name: string;
  words: string[];
  bpm: [number, number];
  energy: number;
  instruments: Instrument[];
}> = [
  {
    name: 'lo-fi',
    words: ['lofi', 'lo-fi', 'chill', 'chillhop', 'study'],
    bpm: [72, 86],
    energy: 0.35,
    instruments: ['piano', 'bass', 'drums'],
  },
  {
    name: 'ambient',
    words: ['ambient', 'meditation', 'relaxing', 'calm', 'sleep', 'spa', 'zen'],
    bpm: [60, 75],
    energy: 0.1,
    instruments: ['pad', 'bell'],
  },
  {
    name: 'rock',
    words: ['rock', 'guitar', 'punk', 'metal'],
    bpm: [110, 140],
    energy: 0.8,
    instruments: ['guitar', 'bass', 'drums'],
  },
  {
    name: 'electronic',
    words: ['edm', 'dance', 'techno', 'house', 'electronic', 'club', 'party', 'synthwave'],
    bpm: [120, 128],
    energy: 0.9,
    instruments: ['lead', 'bass', 'drums', 'pad'],
  },
  {
    name: 'orchestral',
    words: ['classical', 'orchestra', 'orchestral', 'cinematic', 'epic', 'film', 'score'],
    bpm: [80, 100],
    energy: 0.55,
    instruments: ['pad', 'piano', 'bass'],
  },
  {
    name: 'jazz',
    words: ['jazz', 'jazzy', 'lounge', 'cafe'],
    bpm: [90, 115],
    energy: 0.5,
    instruments: ['piano', 'bass', 'drums'],
  },
  {
    name: 'folk',
    words: ['folk', 'acoustic', 'country', 'campfire'],
    bpm: [90, 110],
    energy: 0.45,
    instruments: ['guitar', 'flute', 'bass'],
  },
  {
    name: 'pop',
    words: ['pop', 'upbeat', 'happy', 'summer', 'energetic'],
    bpm: [105, 122],
    energy: 0.7,
    instruments: ['piano', 'lead', 'bass', 'drums'],
  },
];

/** Words that name each voice of the synthesiser (an instrument it has no voice of its own for goes to the nearest). */
const INSTRUMENT_WORDS: Record<Instrument, string[]> = {
  piano: ['piano', 'keys', 'keyboard', 'rhodes', 'organ'],
  pad: ['strings', 'violin', 'violins', 'cello', 'viola', 'pad', 'choir', 'orchestra', 'synthpad'],
  bass: ['bass', 'bassline'],
  drums: ['drums', 'drum', 'beat', 'beats', 'percussion'],
  lead: ['synth', 'synths', 'lead', 'arpeggio', 'chiptune'],
  guitar: ['guitar', 'guitars', 'acoustic', 'strum', 'ukulele', 'banjo', 'mandolin'],
  bell: ['bell', 'bells', 'chime', 'chimes', 'glockenspiel', 'music-box', 'harp', 'marimba', 'xylophone'],
  flute: ['flute', 'whistle', 'woodwind', 'ocarina', 'clarinet', 'oboe', 'recorder'],
};

/** Instruments people name that no voice plays: said in the result rather than silently dropped. */
const UNPLAYED_INSTRUMENTS = [
  'saxophone',
  'sax',
  'trumpet',
  'trombone',
  'tuba',
  'horn',
  'sitar',
  'accordion',
  'bagpipes',
  'harmonica',
  'vocals',
  'voice',
  'singing',
  'singer',
  'rap',
];

/** Mood words: the first one said sets the mode and moves the energy. */
export const MOODS: Array<{ words: string[]; mode?: 'major' | 'minor'; energy: number }> = [
  {
    words: ['sad', 'melancholy', 'melancholic', 'lonely', 'heartbreak', 'nostalgic'],
    mode: 'minor',
    energy: -0.15,
  },
  {
    words: ['dark', 'mysterious', 'horror', 'tense', 'ominous', 'eerie', 'spooky'],
    mode: 'minor',
    energy: 0,
  },
  { words: ['calm', 'peaceful', 'relaxing', 'soothing', 'dreamy', 'gentle', 'soft'], energy: -0.2 },
  { words: ['happy', 'joyful', 'cheerful', 'bright', 'sunny', 'playful', 'fun'], mode: 'major', energy: 0.1 },
  {
    words: ['uplifting', 'hopeful', 'inspiring', 'triumphant', 'romantic', 'love'],
    mode: 'major',
    energy: 0.05,
  },
  { words: ['energetic', 'intense', 'epic', 'powerful', 'aggressive', 'exciting'], energy: 0.25 },
];

const MINOR_WORDS = ['minor', 'night', 'rain'];
const MAJOR_WORDS = ['major'];
const NOTE_NAMES = ['c', 'c#', 'd', 'd#', 'e', 'f', 'f#', 'g', 'g#', 'a', 'a#', 'b'];

export function musicPlan(prompt: string, rng: SeededRandom): MusicPlan {
  const words = promptWords(prompt);
  const text = prompt.toLowerCase();
  const genre = GENRES.find((g) => g.words.some((w) => words.includes(w)));
  const mood = MOODS.find((m) => m.words.some((w) => words.includes(w)));
  const bpmMatch = /(\d{2,3})\s*bpm/.exec(text);
  let bpm = genre ? rng.int(genre.bpm[0], genre.bpm[1]) : rng.int(85, 115);
  if (bpmMatch) bpm = Math.min(180, Math.max(50, Number(bpmMatch[1])));
  else if (words.some((w) => ['slow', 'gentle', 'soft', 'slowly'].includes(w))) bpm = Math.round(bpm * 0.8);
  else if (words.some((w) => ['fast', 'quick', 'driving', 'intense', 'upbeat'].includes(w)))
    bpm = Math.round(bpm * 1.2);
  const keyMatch = /\b(?:in |key of )([a-g]#?)\b/.exec(text);
  const root = 48 + (keyMatch ? NOTE_NAMES.indexOf(keyMatch[1]) : rng.int(0, 11));
  const minor = mood?.mode === 'minor' || words.some((w) => MINOR_WORDS.includes(w));
  const major = mood?.mode === 'major' || words.some((w) => MAJOR_WORDS.includes(w));
  const mode = minor && !major ? 'minor' : major && !minor ? 'major' : rng.chance(0.5) ? 'major' : 'minor';
  const named = (Object.keys(INSTRUMENT_WORDS) as Instrument[]).filter((i) =>
    INSTRUMENT_WORDS[i].some((w) => words.includes(w)),
  );
  const instruments = named.length
    ? [...new Set([...named, 'bass' as const])]
    : (genre?.instruments ?? ['piano', 'pad', 'bass']);
  const energy = Math.min(1, Math.max(0.05, (genre?.energy ?? 0.5) + (mood?.energy ?? 0)));
  return {
    bpm,
    root,
    mode,
    instruments,
    energy,
    genre: genre?.name ?? null,
    mood: mood ? mood.words.find((w) => words.includes(w))! : null,
    notPlayed: UNPLAYED_INSTRUMENTS.filter((w) => words.includes(w)),
    said: { bpm: Boolean(bpmMatch), key: Boolean(keyMatch), instruments: named.length > 0 },
  };
}

const KEY_NAMES = ['C', 'C♯', 'D', 'E♭', 'E', 'F', 'F♯', 'G', 'A♭', 'A', 'B♭', 'B'];

/**
 * One line on what was played, e.g. "lo-fi, calm, 78 BPM, A minor; piano, bass, drums; synthesised from the
 * prompt's words, no generative music model; not played: saxophone": a message whose words (genre, mood, voices,
 * unplayed instruments) are messages too, so it reads in the reader's language (music-words.ts).
 */
export function describeMusic(plan: MusicPlan): ServerText {
  const key = KEY_NAMES[plan.root % 12];
  const head = wordList([
    ...(plan.genre ? [musicWord('genre', plan.genre)] : []),
    ...(plan.mood ? [musicWord('mood', plan.mood)] : []),
    say('{bpm} BPM', { bpm: plan.bpm }),
    plan.mode === 'major' ? say('{key} major', { key }) : say('{key} minor', { key }),
  ]);
  const instruments = wordList(plan.instruments.map((i) => musicWord('voice', i)));
  if (!plan.notPlayed.length) {
    return say("{head}; {instruments}; synthesised from the prompt's words, no generative music model.", {
      head,
      instruments,
    });
  }
  return say(
    "{head}; {instruments}; synthesised from the prompt's words, no generative music model; not played: {notPlayed}.",
    { head, instruments, notPlayed: wordList(plan.notPlayed.map((w) => musicWord('unplayed', w))) },
  );
}
