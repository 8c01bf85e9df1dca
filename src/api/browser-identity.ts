import { isMobileScreen } from '../core/breakpoints';
import { CLIENT_TYPE_DESKTOP, CLIENT_TYPE_MOBILE } from '../core/identity';
import { DAY_MS, DEVICE_UUID_COOKIE_DAYS } from '../core/session-rules';
import type { ClientType } from './client';

/**
 * Page-only helpers that feed createApiClient (the service worker has no document and gets these values from
 * the page). Both take their browser object as an argument so they can run against a stand-in in tests.
 */

/** Cookie holding the device uuid sent as X-Client-Sn. */
export const DEVICE_SN_COOKIE = 'mi_device_sn';

export interface CookieJar {
  cookie: string;
  /** The page's address (document.location): on an https page the cookies written are Secure. */
  location?: { protocol: string } | null;
}

/** Writes a first-party cookie for the whole site, sent with same-site requests only, Secure on an https page. */
export function writeCookie(jar: CookieJar, name: string, value: string, maxAgeSeconds: number): void {
  const secure = jar.location?.protocol === 'https:' ? '; Secure' : '';
  jar.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function readCookie(jar: CookieJar, name: string): string | undefined {
  for (const part of jar.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * The device uuid from its cookie, created (for 14 days) when missing. An existing cookie keeps its original
 * expiry: it is not refreshed on every visit.
 */
export function getOrCreateDeviceSn(
  jar: CookieJar = document,
  newId: () => string = () => crypto.randomUUID(),
): string {
  const existing = readCookie(jar, DEVICE_SN_COOKIE);
  if (existing) return existing;
  const id = newId();
  const maxAge = Math.round((DEVICE_UUID_COOKIE_DAYS * DAY_MS) / 1000);
  writeCookie(jar, DEVICE_SN_COOKIE, id, maxAge);
  return id;
}

export function clientTypeForWidth(width: number): ClientType {
  return isMobileScreen(width) ? CLIENT_TYPE_MOBILE : CLIENT_TYPE_DESKTOP;
}

/** Client type of the current viewport; pass it as a function so it follows resizes. */
export function currentClientType(view: { innerWidth: number } = window): ClientType {
  return clientTypeForWidth(view.innerWidth);
}
