import { describe, expect, it } from 'vitest';
import { chooseLanguage, splitLanguagePrefix } from '../../../src/core/language';

describe('chooseLanguage', () => {
  it('prefers the path segment over everything else', () => {
    expect(
      chooseLanguage({ pathname: '/ja/ai/home', search: '?lang=de', stored: 'fr', browser: ['es'] }),
    ).toBe('ja');
  });
  it('then the lang query, then stored, then browser', () => {
    expect(chooseLanguage({ pathname: '/ai/home', search: '?lang=de', stored: 'fr', browser: ['es'] })).toBe(
      'de',
    );
    expect(chooseLanguage({ pathname: '/ai/home', search: '', stored: 'fr', browser: ['es'] })).toBe('fr');
    expect(chooseLanguage({ pathname: '/ai/home', search: '', stored: null, browser: ['xx', 'pt-BR'] })).toBe(
      'pt',
    );
  });
  it('defaults to en and ignores unsupported values', () => {
    expect(chooseLanguage({ pathname: '/ru/ai', search: '?lang=nl', stored: 'pl', browser: ['ro'] })).toBe(
      'en',
    );
  });
});

describe('splitLanguagePrefix', () => {
  it('removes a language segment and keeps the app path', () => {
    expect(splitLanguagePrefix('/ja/ai/explore')).toEqual({ prefix: 'ja', rest: '/ai/explore' });
    expect(splitLanguagePrefix('/de')).toEqual({ prefix: 'de', rest: '/' });
    expect(splitLanguagePrefix('/ai/home')).toEqual({ prefix: undefined, rest: '/ai/home' });
  });
});
