import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageFromAcceptLanguage, splitLanguagePrefix } from '../../../src/core/language';
import { addressForLanguage } from '../../../src/core/language-address';

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

describe('addressForLanguage', () => {
  it('leaves an address that names no language alone (the stored choice decides)', () => {
    expect(addressForLanguage({ pathname: '/ai/home', search: '?tpl_id=3' }, 'ja')).toBeNull();
  });
  it('swaps the path segment, keeping the rest of the address', () => {
    expect(addressForLanguage({ pathname: '/fr/ai/explore', search: '?x=1', hash: '#top' }, 'de')).toBe(
      '/de/ai/explore?x=1#top',
    );
  });
  it('drops the lang query, which would otherwise outrank the stored choice', () => {
    expect(addressForLanguage({ pathname: '/ai/explore', search: '?lang=it&x=1' }, 'es')).toBe(
      '/ai/explore?x=1',
    );
    expect(addressForLanguage({ pathname: '/ai/explore', search: '?lang=it' }, 'es')).toBe('/ai/explore');
    expect(addressForLanguage({ pathname: '/ja/ai/home', search: '?lang=it' }, 'ko')).toBe('/ko/ai/home');
  });
  it('gives an address that the choice rule reads as the picked language', () => {
    const next = addressForLanguage({ pathname: '/fr/ai/home', search: '?lang=it' }, 'pt')!;
    const [pathname, search = ''] = next.split('?');
    expect(chooseLanguage({ pathname, search: search && `?${search}`, stored: 'pt' })).toBe('pt');
  });
});

describe('languageFromAcceptLanguage', () => {
  it('takes the first supported language by weight', () => {
    expect(languageFromAcceptLanguage('ja')).toBe('ja');
    expect(languageFromAcceptLanguage('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    // Unsupported ranges are skipped, not answered in English.
    expect(languageFromAcceptLanguage('nl-NL, de;q=0.7, en;q=0.5')).toBe('de');
    expect(languageFromAcceptLanguage('en;q=0.5, fr;q=0.9')).toBe('fr');
    expect(languageFromAcceptLanguage('zh-Hans-CN')).toBe('zh');
  });

  it('finds nothing in an empty, wildcard, refused or unsupported header', () => {
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageFromAcceptLanguage('')).toBeUndefined();
    expect(languageFromAcceptLanguage('*')).toBeUndefined();
    expect(languageFromAcceptLanguage('ja;q=0, nl')).toBeUndefined();
    expect(languageFromAcceptLanguage('sv-SE,nl;q=0.8')).toBeUndefined();
  });
});
