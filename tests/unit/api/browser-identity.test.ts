import { describe, expect, it } from 'vitest';
import {
  clientTypeForWidth,
  currentClientType,
  DEVICE_SN_COOKIE,
  getOrCreateDeviceSn,
  readCookie,
  type CookieJar,
} from '../../../src/api/browser-identity';
import { CLIENT_TYPE_DESKTOP, CLIENT_TYPE_MOBILE } from '../../../src/core/identity';

/** Stands in for document.cookie: reads give name=value pairs, writes set one cookie and keep its attributes. */
function cookieJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  const jar: CookieJar = {
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      values.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    },
  };
  return { jar, writes };
}

describe('device uuid cookie', () => {
  it('creates the cookie for 14 days when missing', () => {
    const { jar, writes } = cookieJar({ other: '1' });
    expect(getOrCreateDeviceSn(jar, () => 'new-uuid')).toBe('new-uuid');
    expect(writes).toEqual([`${DEVICE_SN_COOKIE}=new-uuid; Max-Age=1209600; Path=/; SameSite=Lax`]);
    expect(readCookie(jar, DEVICE_SN_COOKIE)).toBe('new-uuid');
  });

  it('writes it Secure on an https page', () => {
    const { jar, writes } = cookieJar();
    jar.location = { protocol: 'https:' };
    getOrCreateDeviceSn(jar, () => 'id');
    expect(writes).toEqual([`${DEVICE_SN_COOKIE}=id; Max-Age=1209600; Path=/; SameSite=Lax; Secure`]);
  });

  it('reuses an existing cookie without rewriting it', () => {
    const { jar, writes } = cookieJar({ [DEVICE_SN_COOKIE]: 'kept' });
    expect(getOrCreateDeviceSn(jar, () => 'unused')).toBe('kept');
    expect(writes).toEqual([]);
  });
});

describe('client type', () => {
  it('is mobile under 768 px and desktop from 768 px', () => {
    expect(clientTypeForWidth(767)).toBe(CLIENT_TYPE_MOBILE);
    expect(clientTypeForWidth(768)).toBe(CLIENT_TYPE_DESKTOP);
    expect(currentClientType({ innerWidth: 375 })).toBe(CLIENT_TYPE_MOBILE);
  });
});
