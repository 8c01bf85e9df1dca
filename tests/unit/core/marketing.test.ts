import { describe, expect, it } from 'vitest';
import { MARKETING_OFF, marketingSwitches } from '../../../src/core/marketing';

describe('marketingSwitches', () => {
  it('reads is_banner and is_pop', () => {
    expect(marketingSwitches([{ is_banner: 1, is_pop: 0 }])).toEqual({ banner: true, pop: false });
    expect(marketingSwitches([{ is_banner: 0, is_pop: 1 }])).toEqual({ banner: false, pop: true });
  });
  it('turns a surface on when any item does', () => {
    expect(
      marketingSwitches([
        { is_banner: 0, is_pop: 0 },
        { is_banner: 1, is_pop: 1 },
      ]),
    ).toEqual({ banner: true, pop: true });
  });
  it('no answer turns both off', () => {
    expect(marketingSwitches([])).toEqual(MARKETING_OFF);
    expect(marketingSwitches(null)).toEqual(MARKETING_OFF);
  });
});
