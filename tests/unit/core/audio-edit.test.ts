import { describe, expect, it } from 'vitest';
import { DEFAULT_STEM_PART, selectedVal, STEM_PARTS } from '../../../src/core/audio-edit';

const categories = STEM_PARTS.map((val) => ({ name: val, val }));

describe('audio edit select-one', () => {
  it('opens on the current item when it is an option, vocal by default', () => {
    expect(DEFAULT_STEM_PART).toBe('vocal');
    expect(selectedVal(categories, DEFAULT_STEM_PART)).toBe('vocal');
    expect(selectedVal(categories, 'accompaniment')).toBe('accompaniment');
  });

  it('falls back to the first option when the current item is not one', () => {
    expect(selectedVal(categories.slice(1), 'vocal')).toBe('accompaniment');
    expect(selectedVal(categories)).toBe('vocal');
  });

  it('accepts a child option as the current item', () => {
    const nested = [{ name: 'Song', val: 'both', children: [{ name: 'Voice', val: 'vocal' }] }];
    expect(selectedVal(nested, 'vocal')).toBe('vocal');
  });
});
