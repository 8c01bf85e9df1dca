/**
 * Stored entries with an expiry (spec core §3 "Local storage entries have a type (with expiry, or with time)",
 * §9 "Stored list default max 100"; commerce §5 "Stored entries with an expiry in the past are dropped").
 * Shared by the localStorage and IndexedDB stores.
 */

/** Expires at a fixed epoch ms. */
export interface ExpiryEntry<T> {
  value: T;
  expiresAt: number;
}

/** Remembers when it was written; expires only against a lifetime the store supplies. */
export interface TimedEntry<T> {
  value: T;
  time: number;
}

export type StoredEntry<T> = ExpiryEntry<T> | TimedEntry<T>;

export const STORED_LIST_MAX = 100;

export function withExpiry<T>(value: T, ttlMs: number, now: number): ExpiryEntry<T> {
  return { value, expiresAt: now + ttlMs };
}

export function withTime<T>(value: T, now: number): TimedEntry<T> {
  return { value, time: now };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** A well-formed entry of either type. */
export function isStoredEntry(value: unknown): value is StoredEntry<unknown> {
  if (!isRecord(value) || !('value' in value)) return false;
  return Number.isFinite(value.expiresAt) || Number.isFinite(value.time);
}

/**
 * Expired: an expiry entry at or past its time; a timed entry older than maxAgeMs (never without one).
 * Malformed entries count as expired so purges drop them.
 */
export function isExpired(entry: unknown, now: number, maxAgeMs?: number): boolean {
  if (!isStoredEntry(entry)) return true;
  if ('expiresAt' in entry && Number.isFinite(entry.expiresAt)) return now >= entry.expiresAt;
  const time = (entry as TimedEntry<unknown>).time;
  return maxAgeMs !== undefined && now - time >= maxAgeMs;
}

/** The live entries, in order. */
export function purgeExpired<E extends StoredEntry<unknown>>(
  list: readonly unknown[],
  now: number,
  maxAgeMs?: number,
): E[] {
  return list.filter((e) => !isExpired(e, now, maxAgeMs)) as E[];
}

/** Reads a value, or undefined when absent or expired. */
export function liveValue<T>(
  entry: StoredEntry<T> | null | undefined,
  now: number,
  maxAgeMs?: number,
): T | undefined {
  return entry && !isExpired(entry, now, maxAgeMs) ? entry.value : undefined;
}

/** Appends to a stored list, dropping the oldest beyond max (default 100). */
export function pushBounded<T>(list: readonly T[], item: T, max = STORED_LIST_MAX): T[] {
  return [...list, item].slice(-Math.max(1, max));
}
