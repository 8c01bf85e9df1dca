/** A small additive synthesiser: renders a MusicPlan to stereo PCM (chords, bass, melody, drums, reverb). */
import type { SeededRandom } from '../seeded-random';
import type { Instrument, MusicPlan } from './music-features';

const SAMPLE_RATE = 44100;

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
/** Chord progressions as scale degrees (0-based), one chord per bar. */
const PROGRESSIONS = {
  major: [
    [0, 4, 5, 3],
    [0, 5, 3, 4],
    [0, 3, 4, 3],
  ],
  minor: [
    [0, 5, 2, 6],
    [0, 3, 6, 2],
    [0, 3, 4, 0],
  ],
};

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

interface Stereo {
  left: Float32Array;
  right: Float32Array;
}

type Voice = (t: number, f: number, dur: number) => number;

/** Timbres: each returns one sample at time t (s) into a note of frequency f and length dur. */
const VOICES: Record<Exclude<Instrument, 'drums'> | 'kick' | 'snare' | 'hat', Voice> = {
  piano: (t, f) =>
    Math.exp(-3 * t) *
    (Math.sin(2 * Math.PI * f * t) +
      0.4 * Math.sin(4 * Math.PI * f * t) +
      0.15 * Math.sin(6 * Math.PI * f * t)) *
    0.5,
  pad: (t, f, d) =>
    Math.min(1, t / 0.6, (d - t) / 0.6) *
    (Math.sin(2 * Math.PI * f * t) +
      Math.sin(2 * Math.PI * f * 1.005 * t) +
      0.3 * Math.sin(4 * Math.PI * f * t)) *
    0.25,
  bass: (t, f, d) =>
    Math.min(1, t / 0.01, (d - t) / 0.05) * Math.tanh(1.5 * Math.sin(2 * Math.PI * f * t)) * 0.6,
  lead: (t, f, d) =>
    Math.min(1, t / 0.02, (d - t) / 0.05) * Math.exp(-1.5 * t) * (((f * t) % 1) * 2 - 1) * 0.25,
  guitar: (t, f) =>
    Math.exp(-4 * t) *
    (Math.sin(2 * Math.PI * f * t) +
      0.5 * Math.sin(4 * Math.PI * f * t) +
      0.35 * Math.sin(6 * Math.PI * f * t) +
      0.2 * Math.sin(8 * Math.PI * f * t)) *
    0.4,
  bell: (t, f) =>
    Math.exp(-2.5 * t) *
    Math.sin(2 * Math.PI * f * t + 2 * Math.exp(-3 * t) * Math.sin(2 * Math.PI * f * 3.5 * t)) *
    0.35,
  flute: (t, f, d) =>
    Math.min(1, t / 0.08, (d - t) / 0.08) *
    (Math.sin(2 * Math.PI * f * t * (1 + 0.003 * Math.sin(2 * Math.PI * 5 * t))) +
      0.1 * Math.sin(4 * Math.PI * f * t)) *
    0.3,
  kick: (t) =>
    Math.exp(-12 * t) * Math.sin(2 * Math.PI * (50 * t + (100 / 20) * (1 - Math.exp(-20 * t)))) * 0.9,
  snare: (t, f) => Math.exp(-18 * t) * (0.6 * noise(t * f) + 0.3 * Math.sin(2 * Math.PI * 190 * t)) * 0.5,
  hat: (t, f) => Math.exp(-60 * t) * noise(t * f * 3.1) * 0.18,
};

/** Deterministic white noise from a time value (no shared random state between voices). */
function noise(x: number): number {
  const s = Math.sin(x * 12.9898 + 78.233) * 43758.5453;
  return (s - Math.floor(s)) * 2 - 1;
}

function addNote(
  out: Stereo,
  voice: Voice,
  start: number,
  dur: number,
  freq: number,
  gain: number,
  pan: number,
  tail = 0.6,
) {
  const from = Math.floor(start * SAMPLE_RATE);
  const len = Math.floor((dur + tail) * SAMPLE_RATE);
  const gl = gain * Math.cos(((pan + 1) * Math.PI) / 4);
  const gr = gain * Math.sin(((pan + 1) * Math.PI) / 4);
  for (let i = 0; i < len && from + i < out.left.length; i++) {
    const t = i / SAMPLE_RATE;
    const v = t < dur + tail ? voice(t, freq, dur + tail) : 0;
    out.left[from + i] += v * gl;
    out.right[from + i] += v * gr;
  }
}

/** Renders `seconds` of music for the plan; same plan + rng seed → same samples. */
export function synthesize(plan: MusicPlan, seconds: number, rng: SeededRandom): Stereo {
  const n = Math.ceil(seconds * SAMPLE_RATE);
  const out: Stereo = { left: new Float32Array(n), right: new Float32Array(n) };
  const beat = 60 / plan.bpm;
  const bar = beat * 4;
  const scale = plan.mode === 'major' ? MAJOR : MINOR;
  const degree = (d: number, octave = 0) =>
    plan.root + scale[((d % 7) + 7) % 7] + 12 * (octave + Math.floor(d / 7));
  const progression = rng.pick(PROGRESSIONS[plan.mode]);
  const has = (i: Instrument) => plan.instruments.includes(i);
  // The melody goes to the first of these the plan has (piano/guitar only when nothing else sings).
  const melodyVoice = (['lead', 'flute', 'bell', 'piano', 'guitar'] as const).find((i) => has(i));
  let step = rng.int(0, 4);
  for (let b = 0; b * bar < seconds; b++) {
    const t0 = b * bar;
    const chord = progression[b % progression.length];
    const triad = [degree(chord), degree(chord + 2), degree(chord + 4)];
    if (has('pad'))
      for (const m of triad) addNote(out, VOICES.pad, t0, bar, hz(m + 12), 0.22, rng.range(-0.5, 0.5), 0.3);
    if (has('piano')) {
      // Calm plans arpeggiate, busy ones strike the chord on every beat.
      for (let k = 0; k < 4; k++) {
        if (plan.energy < 0.5)
          addNote(out, VOICES.piano, t0 + k * beat, beat, hz(triad[k % 3] + 12), 0.35, -0.2);
        else for (const m of triad) addNote(out, VOICES.piano, t0 + k * beat, beat, hz(m + 12), 0.18, -0.2);
      }
    }
    if (has('guitar'))
      for (let k = 0; k < 8; k++)
        triad.forEach((m, j) =>
          addNote(out, VOICES.guitar, t0 + k * (beat / 2) + j * 0.012, beat / 2, hz(m + 12), 0.16, 0.3),
        );
    if (has('bass'))
      for (const k of plan.energy > 0.6 ? [0, 1, 2, 3] : [0, 2])
        addNote(out, VOICES.bass, t0 + k * beat, beat * 0.9, hz(triad[0] - 12), 0.45, 0, 0.05);
    if (has('drums')) {
      for (let k = 0; k < 4; k++) {
        if (k % 2 === 0 || plan.energy > 0.8) addNote(out, VOICES.kick, t0 + k * beat, 0.3, 0, 0.8, 0, 0);
        if (k % 2 === 1) addNote(out, VOICES.snare, t0 + k * beat, 0.2, 1000 + b, 0.6, 0.1, 0);
        for (let h = 0; h < 2; h++)
          addNote(
            out,
            VOICES.hat,
            t0 + k * beat + (h * beat) / 2,
            0.05,
            2000 + b * 8 + k * 2 + h,
            0.5,
            0.35,
            0,
          );
      }
    }
    if (melodyVoice && b % 8 < 6) {
      // Melody: a seeded walk over the scale, resolving toward chord tones on strong beats.
      const notesPerBar = plan.energy > 0.6 ? 8 : 4;
      const len = bar / notesPerBar;
      for (let k = 0; k < notesPerBar; k++) {
        if (rng.chance(0.2)) continue;
        step += rng.pick([-2, -1, -1, 0, 1, 1, 2]);
        step = Math.max(-2, Math.min(9, step));
        const onBeat = k % (notesPerBar / 4) === 0;
        const d = onBeat ? chord + 2 * Math.round((step - chord) / 2) : step;
        addNote(out, VOICES[melodyVoice], t0 + k * len, len * 0.95, hz(degree(d, 1)), 0.3, 0.15, 0.3);
      }
    }
  }
  reverb(out);
  master(out, seconds);
  return out;
}

/** Two cross-fed feedback delays: a cheap stereo room. */
function reverb(out: Stereo) {
  const dl = Math.floor(0.043 * SAMPLE_RATE);
  const dr = Math.floor(0.057 * SAMPLE_RATE);
  for (let i = Math.max(dl, dr); i < out.left.length; i++) {
    out.left[i] += 0.28 * out.right[i - dr];
    out.right[i] += 0.28 * out.left[i - dl];
  }
}

/** Fades and peak-normalises to −1 dBFS. */
function master(out: Stereo, seconds: number) {
  const fadeIn = Math.floor(0.05 * SAMPLE_RATE);
  const fadeOut = Math.floor(Math.min(2, seconds / 5) * SAMPLE_RATE);
  let peak = 1e-9;
  for (let i = 0; i < out.left.length; i++)
    peak = Math.max(peak, Math.abs(out.left[i]), Math.abs(out.right[i]));
  const gain = 0.89 / peak;
  const n = out.left.length;
  for (let i = 0; i < n; i++) {
    const env = Math.min(1, i / fadeIn, (n - i) / fadeOut);
    out.left[i] *= gain * env;
    out.right[i] *= gain * env;
  }
}

/** 16-bit PCM WAV bytes. */
export function wavBytes(s: Stereo): Buffer {
  const n = s.left.length;
  const buf = Buffer.alloc(44 + n * 4);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n * 4, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(2, 22);
  buf.writeUInt32LE(SAMPLE_RATE, 24);
  buf.writeUInt32LE(SAMPLE_RATE * 4, 28);
  buf.writeUInt16LE(4, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(n * 4, 40);
  for (let i = 0; i < n; i++) {
    buf.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s.left[i])) * 32767), 44 + i * 4);
    buf.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s.right[i])) * 32767), 46 + i * 4);
  }
  return buf;
}
