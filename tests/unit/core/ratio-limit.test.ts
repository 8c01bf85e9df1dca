import { describe, expect, it } from 'vitest';
import { passesRatioLimit } from '../../../src/core/ratio-limit';

const square = { width: 100, height: 100 };
const tall = { width: 100, height: 200 };

describe('passesRatioLimit', () => {
  it('passes when an upload or the limit is missing', () => {
    expect(passesRatioLimit([square], [0.9, 1.1])).toBe(true);
    expect(passesRatioLimit([undefined, tall], [0.9, 1.1])).toBe(true);
    expect(passesRatioLimit([square, tall], undefined)).toBe(true);
    expect(passesRatioLimit([square, { width: 0, height: 10 }], [0.9, 1.1])).toBe(true);
  });
  it('checks the ratio of height/width ratios within inclusive bounds', () => {
    expect(passesRatioLimit([square, square], [0.9, 1.1])).toBe(true);
    expect(passesRatioLimit([tall, square], [0.9, 1.1])).toBe(false);
    expect(passesRatioLimit([tall, square], [1, 2])).toBe(true);
    expect(passesRatioLimit([square, tall], [0.5, 1])).toBe(true);
    expect(passesRatioLimit([square, tall], [0.51, 1])).toBe(false);
  });
  it('accepts bounds in either order', () => {
    expect(passesRatioLimit([tall, square], [2, 1])).toBe(true);
  });
});
