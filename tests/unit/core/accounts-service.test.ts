import { describe, expect, it } from 'vitest';
import {
  buildAuthorizeUrl,
  decodeLoginState,
  encodeLoginState,
  isAccountsMessage,
  isCookieCheckMessage,
} from '../../../src/core/accounts-service';

describe('buildAuthorizeUrl', () => {
  it('carries every field of the spec and a decodable state', () => {
    const url = new URL(
      buildAuthorizeUrl('https://app.example', {
        lang: 'de',
        mode: 'iframe',
        goto: '/de/ai/home',
        env: 'test',
        proof: { nonce: 'n'.repeat(43), challenge: 'c'.repeat(43) },
      }),
    );
    expect(url.origin + url.pathname).toBe('https://app.example/accounts/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      register_mode: '4',
      product_id: '5903',
      app_key: 'ai-video-generator',
      source: '38',
      lang: 'de',
      response_type: 'code',
      mode: 'iframe',
      goto: '/de/ai/home',
      redirect_uri: 'https://app.example/accounts/callback',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
    });
    expect(decodeLoginState(url.searchParams.get('state'))).toEqual({
      env: 'test',
      goto: '/de/ai/home',
      pbrand: 'media.io',
      pid: 5903,
      mode: 'iframe',
      nonce: 'n'.repeat(43),
    });
  });
});

describe('login state', () => {
  it('round-trips non-ASCII paths and rejects foreign values', () => {
    const state = {
      env: 'live' as const,
      goto: '/ai/explore?q=café',
      pbrand: 'x',
      pid: 1,
      mode: 'popup' as const,
      nonce: 'n'.repeat(43),
    };
    expect(decodeLoginState(encodeLoginState(state))).toEqual(state);
    // A state without its attempt's nonce is not one this app made.
    expect(decodeLoginState(encodeLoginState({ ...state, nonce: 'short' }))).toBeUndefined();
    expect(decodeLoginState('%%%')).toBeUndefined();
    expect(decodeLoginState(btoa(JSON.stringify({ goto: '/' })))).toBeUndefined();
    // An environment this app does not run in (production, live, test, gray) makes it foreign too.
    expect(decodeLoginState(encodeLoginState({ ...state, env: 'staging' as 'live' }))).toBeUndefined();
    expect(decodeLoginState(undefined)).toBeUndefined();
  });
});

describe('message guards', () => {
  it('recognise the accounts messages and nothing else', () => {
    expect(isAccountsMessage({ source: 'mi-accounts', action: 'login', code: 'c', state: 's' })).toBe(true);
    expect(isAccountsMessage({ source: 'mi-accounts', action: 'view', view: 'signup' })).toBe(true);
    expect(isAccountsMessage({ source: 'mi-accounts', action: 'close' })).toBe(true);
    expect(isAccountsMessage({ source: 'mi-accounts', action: 'logout' })).toBe(true);
    expect(isAccountsMessage({ source: 'other', action: 'logout' })).toBe(false);
    expect(isAccountsMessage({ source: 'other', action: 'close' })).toBe(false);
    expect(isAccountsMessage({ source: 'other', action: 'login', code: 'c', state: 's' })).toBe(false);
    expect(isAccountsMessage({ source: 'mi-accounts', action: 'login', code: 1, state: 's' })).toBe(false);
    expect(isAccountsMessage('3pc.supported')).toBe(false);
    expect(isCookieCheckMessage('3pc.supported')).toBe(true);
    expect(isCookieCheckMessage('3pc.unsupported')).toBe(true);
    expect(isCookieCheckMessage('3pc')).toBe(false);
  });
});
