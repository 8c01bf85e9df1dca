import { describe, expect, it } from 'vitest';
import { ALGORITHM_KEYS, isAlgorithmKey } from '../../../src/core/algorithms';

describe('algorithm keys', () => {
  it('holds the 43 keys of the spec and the create call’s mai_tcm, without duplicates', () => {
    expect(ALGORITHM_KEYS).toHaveLength(44);
    expect(new Set(ALGORITHM_KEYS).size).toBe(ALGORITHM_KEYS.length);
    expect(ALGORITHM_KEYS[0]).toBe('kwiydl');
    expect(ALGORITHM_KEYS.at(-2)).toBe('face_editor');
    expect(ALGORITHM_KEYS.at(-1)).toBe('mai_tcm');
  });
  it('recognises keys exactly', () => {
    expect(isAlgorithmKey('txt2Music')).toBe(true);
    expect(isAlgorithmKey('image2video')).toBe(true);
    expect(isAlgorithmKey('txt2music')).toBe(false);
    expect(isAlgorithmKey('nope')).toBe(false);
    expect(isAlgorithmKey(3)).toBe(false);
  });
});
