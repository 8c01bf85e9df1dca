import { describe, expect, it } from 'vitest';
import { browserCountry, parsePromotionConfig } from '../../../../src/features/promotions/promotion-config';

describe('promotion config and country', () => {
  it('ignores a missing or malformed promotion item', () => {
    expect(parsePromotionConfig([])).toBeNull();
    expect(parsePromotionConfig([{ code: 'promotion', value: '{' }])).toBeNull();
    expect(
      parsePromotionConfig([{ code: 'promotion', value: '{"deadline":0,"interval_hours":1}' }]),
    ).toBeNull();
  });

  it('takes the first region a browser language names; a bare language names none', () => {
    expect(browserCountry(['en-US', 'fr-FR'])).toBe('US');
    expect(browserCountry(['de', 'pt-BR'])).toBe('BR');
    expect(browserCountry(['en'])).toBe('');
    expect(browserCountry([])).toBe('');
  });
});
