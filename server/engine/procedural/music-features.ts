/** Prompt words → musical plan (tempo, key, mode, instruments, mood), deterministic for a prompt + seed. */
import { promptWords } from '../prompt-features';
import type { SeededRandom } from '../seeded-random';

export type Instrument = 'piano' | 'pad' | 'bass' | 'drums' | 'lead' | 'guitar' | 'bell' | 'flute';

export interface MusicPlan {
  bpm: number;
  /** MIDI note of the key's root (around C3–B3). */
  root: number;
  mode: 'major' | 'minor';
  instruments: Instrument[];
  /** 0 (sparse, calm) – 1 (busy, energetic). */
  energy: number;
}

const GENRES: Array<{ words: string[]; bpm: [number, number]; energy: number; instruments: Instrument[] }> = [
  {
    words: ['lofi', 'lo-fi', 'chill', 'chillhop', 'study'],
    bpm: [72, 86],
    energy: 0.35,
    instruments: ['piano', 'bass', 'drums'],
  },
  {
    words: ['ambient', 'meditation', 'relaxing', 'calm', 'sleep', 'spa', 'zen'],
    bpm: [60, 75],
    energy: 0.1,
    instruments: ['pad', 'bell'],
  },
  {
    words: ['rock', 'guitar', 'punk', 'metal'],
    bpm: [110, 140],
    energy: 0.8,
    instruments: ['guitar', 'bass', 'drums'],
  },
  {
    words: ['edm', 'dance', 'techno', 'house', 'electronic', 'club', 'party', 'synthwave'],
    bpm: [120, 128],
    energy: 0.9,
    instruments: ['lead', 'bass', 'drums', 'pad'],
  },
  {
    words: ['classical', 'orchestra', 'orchestral', 'cinematic', 'epic', 'film', 'score'],
    bpm: [80, 100],
    energy: 0.55,
    instruments: ['pad', 'piano', 'bass'],
  },
  {
    words: ['jazz', 'jazzy', 'lounge', 'cafe'],
    bpm: [90, 115],
    energy: 0.5,
    instruments: ['piano', 'bass', 'drums'],
  },
  {
    words: ['folk', 'acoustic', 'country', 'campfire'],
    bpm: [90, 110],
    energy: 0.45,
    instruments: ['guitar', 'flute', 'bass'],
  },
  {
    words: ['pop', 'upbeat', 'happy', 'summer', 'energetic'],
    bpm: [105, 122],
    energy: 0.7,
    instruments: ['piano', 'lead', 'bass', 'drums'],
  },
];

const INSTRUMENT_WORDS: Record<Instrument, string[]> = {
  piano: ['piano', 'keys', 'keyboard'],
  pad: ['strings', 'violin', 'cello', 'pad', 'choir', 'orchestra', 'synthpad'],
  bass: ['bass', 'bassline'],
  drums: ['drums', 'drum', 'beat', 'beats', 'percussion'],
  lead: ['synth', 'lead', 'arpeggio', 'chiptune'],
  guitar: ['guitar', 'acoustic', 'strum'],
  bell: ['bell', 'bells', 'chime', 'chimes', 'glockenspiel', 'music-box'],
  flute: ['flute', 'whistle', 'woodwind', 'ocarina'],
};

const MINOR_WORDS = [
  'sad',
  'dark',
  'melancholy',
  'melancholic',
  'minor',
  'night',
  'mysterious',
  'lonely',
  'rain',
  'horror',
  'tense',
];
const MAJOR_WORDS = [
  'happy',
  'bright',
  'joyful',
  'major',
  'sunny',
  'cheerful',
  'uplifting',
  'hopeful',
  'love',
];
const NOTE_NAMES = ['c', 'c#', 'd', 'd#', 'e', 'f', 'f#', 'g', 'g#', 'a', 'a#', 'b'];

export function musicPlan(prompt: string, rng: SeededRandom): MusicPlan {
  const words = promptWords(prompt);
  const text = prompt.toLowerCase();
  const genre = GENRES.find((g) => g.words.some((w) => words.includes(w)));
  const bpmMatch = /(\d{2,3})\s*bpm/.exec(text);
  let bpm = genre ? rng.int(genre.bpm[0], genre.bpm[1]) : rng.int(85, 115);
  if (bpmMatch) bpm = Math.min(180, Math.max(50, Number(bpmMatch[1])));
  else if (words.some((w) => ['slow', 'gentle', 'soft'].includes(w))) bpm = Math.round(bpm * 0.8);
  else if (words.some((w) => ['fast', 'quick', 'driving', 'intense'].includes(w)))
    bpm = Math.round(bpm * 1.2);
  const keyMatch = /\b(?:in |key of )([a-g]#?)\b/.exec(text);
  const root = 48 + (keyMatch ? NOTE_NAMES.indexOf(keyMatch[1]) : rng.int(0, 11));
  const minor = words.some((w) => MINOR_WORDS.includes(w));
  const major = words.some((w) => MAJOR_WORDS.includes(w));
  const mode = minor && !major ? 'minor' : major && !minor ? 'major' : rng.chance(0.5) ? 'major' : 'minor';
  const named = (Object.keys(INSTRUMENT_WORDS) as Instrument[]).filter((i) =>
    INSTRUMENT_WORDS[i].some((w) => words.includes(w)),
  );
  const instruments = named.length
    ? [...new Set([...named, 'bass' as const])]
    : (genre?.instruments ?? ['piano', 'pad', 'bass']);
  return { bpm, root, mode, instruments, energy: genre?.energy ?? 0.5 };
}
