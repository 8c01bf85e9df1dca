/** Deterministic randomness: every procedural module draws from this so that the same prompt + seed gives the same output. */
import { hashString } from '../../src/core/seed-media';

export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** An independent stream derived from this one and a label (so adding draws in one place does not shift another). */
  fork(label: string): SeededRandom;
}

/** mulberry32: tiny, fast, well distributed for graphics and audio use (not for secrets). */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: SeededRandom = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    fork: (label) => seededRandom(hashString(`${seed}:${label}`)),
  };
  return rng;
}

/** The random stream for one prompt and seed. */
export function randomFor(prompt: string, seed: number): SeededRandom {
  return seededRandom(hashString(`${prompt.trim().toLowerCase()}#${seed >>> 0}`));
}
