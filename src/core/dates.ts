/** Date rules of the request layer and of displays. */
import { SERVER_TIME_UNIT_MS } from './timing';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in the client's local time: the format non-GET payloads carry. */
export function formatPayloadDate(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Normalises a non-GET payload: Dates become 'YYYY-MM-DD HH:mm', strings are trimmed, arrays and plain objects
 * are walked. Other objects (File, Blob, FormData, URLSearchParams) pass through untouched.
 */
export function normalisePayload<T>(value: T): T {
  if (value instanceof Date) return (Number.isNaN(value.getTime()) ? value : formatPayloadDate(value)) as T;
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((v) => normalisePayload(v)) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = normalisePayload(v);
    return out as T;
  }
  return value;
}

/** Server timestamps are seconds and are multiplied by 1000. */
export function serverSecondsToMs(seconds: number): number {
  return seconds * SERVER_TIME_UNIT_MS;
}

/** Below this a timestamp is read as seconds: 1e12 ms is September 2001, 1e12 s is far in the future. */
const SECONDS_LIMIT = 1e12;

/**
 * Local 'YYYY-MM-DD HH:mm' for a server time given in seconds or milliseconds (told apart by size). Dates of 0 or
 * invalid show 'Invalid Date': null here (0, negative, empty or unparsable), which the page shows in its language.
 */
export function formatDisplayDate(time: unknown): string | null {
  const n = typeof time === 'string' && time.trim() !== '' ? Number(time) : time;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return null;
  const date = new Date(n < SECONDS_LIMIT ? serverSecondsToMs(n) : n);
  return Number.isNaN(date.getTime()) ? null : formatPayloadDate(date);
}

/** Now in whole seconds since the epoch: the server's timestamp unit, on both sides of the API. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / SERVER_TIME_UNIT_MS);
}
