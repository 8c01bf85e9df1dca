import { describe, expect, it } from 'vitest';
import { chooseOfferSurface, isWorkPage } from '../../../src/core/offer-surfaces';

const desktop = { isPhone: false, workOnScreen: false };

describe('chooseOfferSurface', () => {
  it('shows one surface at most, by rank', () => {
    expect(chooseOfferSurface({}, desktop)).toBeNull();
    expect(chooseOfferSurface({ headerAd: true, floatingAd: true }, desktop)).toBe('floatingAd');
    expect(chooseOfferSurface({ headerAd: true, freeTrial: true, floatingAd: true }, desktop)).toBe(
      'freeTrial',
    );
    expect(chooseOfferSurface({ promotion: true, freeTrial: true, headerAd: true }, desktop)).toBe(
      'promotion',
    );
    expect(chooseOfferSurface({ headerAd: true, floatingAd: false }, desktop)).toBe('headerAd');
  });

  it('keeps the promotion modal off a phone page that holds the user work, giving the next surface its turn', () => {
    const phoneWork = { isPhone: true, workOnScreen: true };
    expect(chooseOfferSurface({ promotion: true }, phoneWork)).toBeNull();
    expect(chooseOfferSurface({ promotion: true, floatingAd: true }, phoneWork)).toBe('floatingAd');
    expect(chooseOfferSurface({ promotion: true }, { isPhone: true, workOnScreen: false })).toBe('promotion');
    expect(chooseOfferSurface({ promotion: true }, { isPhone: false, workOnScreen: true })).toBe('promotion');
  });

  it('counts generator, tool and library pages as holding the user work', () => {
    expect(isWorkPage('generator')).toBe(true);
    expect(isWorkPage('libraries')).toBe(true);
    expect(isWorkPage('home')).toBe(false);
    expect(isWorkPage(undefined)).toBe(false);
  });
});
