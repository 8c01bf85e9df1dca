import { liveValue, liveEntries, withExpiry } from '../../core/expiring-entry';
import { addPromotionHistory, prunePromotionHistory, type PromotionHistoryEntry } from '../../core/promotion';
import { DAY_MS, USER_INFO_CACHE_MS } from '../../core/session-rules';
import type { PromotionHistoryRecord, SwDb } from '../../sw-contract/db';

/**
 * The page's own object stores (user info, promotion history) in the IndexedDB it shares with the service worker
 * (schema and version are the contract's, `src/sw-contract/db.ts`). Every record is an expiry entry
 * (`core/expiring-entry.ts`) keyed by uid; the contract's purge drops expired ones when the database opens.
 */

/** The spec gives no lifetime for promotion history; it must outlive the (unstated) popup interval. */
const PROMOTION_HISTORY_TTL_MS = 30 * DAY_MS;

// ---- user info (kept 1 day) ----

export async function putUserInfo(db: SwDb, uid: string, info: unknown, now = Date.now()): Promise<void> {
  await db.put('user-info', { uid, ...withExpiry(info, USER_INFO_CACHE_MS, now) });
}

export async function getUserInfo(db: SwDb, uid: string, now = Date.now()): Promise<unknown | null> {
  return liveValue(await db.get('user-info', uid), now) ?? null;
}

export async function clearUserInfo(db: SwDb): Promise<void> {
  await db.clear('user-info');
}

// ---- promotion history (latest 10 users) ----

/**
 * Records written before the history held expiry entries kept the time as `time`: read them alike, so a user
 * who saw the promotion then does not see it again early.
 */
function asEntry(record: PromotionHistoryRecord): PromotionHistoryRecord {
  if ('value' in record) return record;
  const { uid, time, expiresAt } = record as unknown as PromotionHistoryEntry & { expiresAt: number };
  return { uid, value: time, expiresAt };
}

/** Oldest first, as the promotion rules keep the list: well-formed entries of the stored records only. */
function historyOf(records: PromotionHistoryRecord[]): PromotionHistoryEntry[] {
  const entries = records.map(asEntry).map(({ uid, value }) => ({ uid, time: value }));
  return prunePromotionHistory(entries.sort((a, b) => a.time - b.time));
}

/**
 * Saves that `uid` saw a promotion at `time`, by the promotion rules' own list update (one entry per user, only
 * the latest PROMOTION_HISTORY_MAX users): the records that fall off the list are deleted.
 */
export async function savePromotionShown(
  db: SwDb,
  uid: string,
  time: number,
  now = Date.now(),
): Promise<void> {
  const tx = db.transaction('promotion-history', 'readwrite');
  const kept = addPromotionHistory(historyOf(await tx.store.getAll()), uid, time);
  await tx.store.put({ uid, ...withExpiry(time, PROMOTION_HISTORY_TTL_MS, now) });
  const keptUids = new Set(kept.map((entry) => entry.uid));
  for (const key of await tx.store.getAllKeys()) if (!keptUids.has(key)) await tx.store.delete(key);
  await tx.done;
}

/** Newest first, as {uid, time}: the unexpired, well-formed entries. */
export async function listPromotionHistory(db: SwDb, now = Date.now()): Promise<PromotionHistoryEntry[]> {
  const live = liveEntries<PromotionHistoryRecord>((await db.getAll('promotion-history')).map(asEntry), now);
  return historyOf(live).reverse();
}
