import { describe, expect, it } from 'vitest';
import { creditShortfall } from '../../../src/core/credit-check';

describe('creditShortfall', () => {
  it('names what is needed and what is left when the balance is below the cost', () => {
    expect(creditShortfall(0, 1)).toEqual({ needed: 1, left: 0 });
    expect(creditShortfall(2, 5)).toEqual({ needed: 5, left: 2 });
  });

  it('never blocks an exact balance, a free task, or an unknown balance', () => {
    expect(creditShortfall(1, 1)).toBeNull();
    expect(creditShortfall(0, 0)).toBeNull();
    expect(creditShortfall(undefined, 1)).toBeNull();
  });
});
