/**
 * Polish for music prompts: what the music planner (procedural/music-features.ts) would otherwise pick by chance
 * (genre, mood, tempo, key and instruments) is written out, so the prompt says what will be played.
 */
import { GENRES, MOODS, musicPlan, type Instrument } from '../procedural/music-features';
import { seededRandom } from '../seeded-random';

/** Each synthesiser voice by a word the planner reads as it. */
const VOICE_WORDS: Record<Instrument, string> = {
  piano: 'piano',
  pad: 'strings',
  bass: 'bass',
  drums: 'drums',
  lead: 'synth',
  guitar: 'guitar',
  bell: 'bells',
  flute: 'flute',
};
const KEY_NAMES = ['C', 'C', 'D', 'D', 'E', 'F', 'F', 'G', 'G', 'A', 'A', 'B'];
/** Moods that suit each genre, by the planner's mood words (none of them names a genre of its own). */
const GENRE_MOODS: Record<string, string[]> = {
  'lo-fi': ['calm', 'nostalgic', 'dreamy'],
  ambient: ['peaceful', 'dreamy', 'mysterious'],
  rock: ['energetic', 'powerful'],
  electronic: ['energetic', 'exciting'],
  orchestral: ['epic', 'triumphant', 'mysterious'],
  jazz: ['playful', 'romantic'],
  folk: ['hopeful', 'gentle', 'nostalgic'],
  pop: ['happy', 'uplifting', 'playful'],
};

/** The planner's mood group of a mood word (sad and melancholic are one). */
const moodGroup = (word: string) => MOODS.findIndex((m) => m.words.includes(word));

const list = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The phrases a music prompt leaves open, in the order they are added. */
export function polishMusic(prompt: string, hash: number): string[] {
  const rng = seededRandom(hash);
  const first = musicPlan(prompt, rng.fork('read'));
  const added: string[] = [];
  // A mood said suits some genres more than others: a sad prompt becomes lo-fi or ambient, not pop.
  const genre =
    first.genre ??
    (() => {
      const fitting = Object.entries(GENRE_MOODS)
        .filter(
          ([, moods]) => first.mood === null || moods.some((m) => moodGroup(m) === moodGroup(first.mood!)),
        )
        .map(([name]) => name);
      return rng.pick(fitting.length ? fitting : GENRES.map((g) => g.name));
    })();
  if (!first.genre) added.push(genre);
  if (!first.mood) {
    const mood = rng.pick(GENRE_MOODS[genre] ?? MOODS[2].words);
    added.push(`${mood} mood`);
  }
  // The rest is what the planner makes of the prompt so far, written out.
  const plan = musicPlan([prompt, ...added].join(', '), rng.fork('plan'));
  if (!plan.said.bpm) added.push(`${plan.bpm} BPM`);
  if (!plan.said.key) {
    // A key with a sharp cannot be said so the planner reads it; the natural note below it is used.
    added.push(`in ${KEY_NAMES[plan.root % 12]} ${plan.mode}`);
  }
  if (!plan.said.instruments) added.push(`with ${list(plan.instruments.map((i) => VOICE_WORDS[i]))}`);
  return added;
}
