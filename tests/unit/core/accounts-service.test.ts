import { describe, expect, it } from 'vitest';
import {
  buildAccountsLogoutUrl,
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
    });
    expect(decodeLoginState(url.searchParams.get('state'))).toEqual({
      env: 'test',
      goto: '/de/ai/home',
      pbrand: 'media.io',
      pid: 5903,
      mode: 'iframe',
    });
  });

  it('builds the logout URL with its redirect field', () => {
    expect(buildAccountsLogoutUrl('', '/ai/home?x=1')).toBe('/accounts/logout?redirect=%2Fai%2Fhome%3Fx%3D1');
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
    };
    expect(decodeLoginState(encodeLoginState(state))).toEqual(state);
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
