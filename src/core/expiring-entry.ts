/**
 * Stored entries, with an expiry or with a time: an entry whose expiry has passed is dropped. The product writes
 * expiry entries; timed ones are still read, as records of that kind may be stored.
 * Used for the records of the IndexedDB the page and the service worker share.
 */

/** Expires at a fixed epoch ms. */
export interface ExpiryEntry<T> {
  value: T;
  expiresAt: number;
}

/** Remembers when it was written; expires only against a lifetime its reader supplies. */
interface TimedEntry<T> {
  value: T;
  time: number;
}

export type StoredEntry<T> = ExpiryEntry<T> | TimedEntry<T>;

export function withExpiry<T>(value: T, ttlMs: number, now: number): ExpiryEntry<T> {
  return { value, expiresAt: now + ttlMs };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** A well-formed entry of either type. */
function isStoredEntry(value: unknown): value is StoredEntry<unknown> {
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
export function liveEntries<E extends StoredEntry<unknown>>(
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
