import { LRUCache } from 'lru-cache';
import { sessionIdHash, type TokenClaims } from './tokens';

/** A session as the cache keeps it: whose it is and when it ends (seconds since the epoch). */
export interface CachedSession {
  userId: number;
  expiresAt: number;
}

interface CachedClaims extends TokenClaims {
  /** The token's own expiry (seconds); past it the token is refused, cached or not. */
  exp: number;
}

/** Enough for every recently active session of one server; a miss only costs one verify and one query. */
const SESSION_CACHE_MAX = 10_000;
/**
 * How long a session row read from the database is trusted without reading it again. Revocations made by this
 * process invalidate at once; this only bounds how late a change made behind the server's back (another process,
 * a hand-edited row) is seen.
 */
const SESSION_ROW_TTL_MS = 10_000;

/**
 * The signed-in check of every request, kept briefly in memory: verified token → claims (so the HMAC is not
 * recomputed through async WebCrypto on every poll) and session id → {user, expiry} (so the sessions table is not
 * read on every poll). Both are bounded LRUs. A session is never trusted past its expiry, and `invalidate` drops
 * it at once: every place that revokes or changes a session calls it, so a logged-out token is refused on the
 * very next request.
 *
 * With several API processes, a revocation in one must reach the others: `announceTo` hands every invalidation
 * to a channel (Redis pub/sub, `session-invalidations.ts`) whose messages each other process passes to
 * `invalidateHash`. The message names the session by its stored id hash, never by the raw id a token carries.
 * Without a channel (or while it is down) the row TTL above bounds the delay.
 */
export class SessionCache {
  private readonly claims: LRUCache<string, CachedClaims>;
  private readonly sessions: LRUCache<string, CachedSession>;
  /**
   * Bumped by every invalidation, this process's or one announced by another: a session read from the database
   * that was in flight across one may be stale (read before a logout, answered after it) and must not be cached
   * (session-check.ts).
   */
  private invalidations = 0;
  /** Stored id hash → raw session id of the sessions held, so an announced hash finds its entry. */
  private readonly idsByHash: LRUCache<string, string>;
  private announce: ((idHash: string) => Promise<void>) | undefined;

  constructor(max = SESSION_CACHE_MAX) {
    this.claims = new LRUCache({ max });
    this.sessions = new LRUCache({ max, ttl: SESSION_ROW_TTL_MS });
    this.idsByHash = new LRUCache({ max, ttl: SESSION_ROW_TTL_MS });
  }

  /** Sends every later invalidation to the other processes too (the promise settles once the channel took it). */
  announceTo(announce: (idHash: string) => Promise<void>): void {
    this.announce = announce;
  }

  /** Claims of a token verified before and not yet expired at `nowSec`. */
  claimsOf(jwt: string, nowSec: number): TokenClaims | undefined {
    const hit = this.claims.get(jwt);
    if (!hit) return undefined;
    if (hit.exp > nowSec) return hit;
    this.claims.delete(jwt);
    return undefined;
  }

  /** Call only with claims whose signature was just verified. */
  rememberClaims(jwt: string, claims: TokenClaims, exp: number): void {
    this.claims.set(jwt, { wsId: claims.wsId, token: claims.token, exp });
  }

  /** The live session with this id as last read, unless it has expired since. */
  sessionOf(sessionId: string, nowSec: number): CachedSession | undefined {
    const hit = this.sessions.get(sessionId);
    if (!hit) return undefined;
    if (hit.expiresAt > nowSec) return hit;
    this.sessions.delete(sessionId);
    return undefined;
  }

  /** The invalidations so far: taken before a session read, handed back to `rememberSession` after it. */
  get invalidationCount(): number {
    return this.invalidations;
  }

  /**
   * Call only with a row just read as live (not revoked, not expired), with `invalidationCount` as it was before
   * the read: when an invalidation came in between, the row is not kept.
   */
  rememberSession(sessionId: string, session: CachedSession, countBeforeRead: number): void {
    if (countBeforeRead !== this.invalidations) return;
    this.sessions.set(sessionId, session);
    // Only on a miss, next to a database read: the hash costs far less than the read.
    this.idsByHash.set(sessionIdHash(sessionId), sessionId);
  }

  /**
   * Forgets a session (revoked, renewed, or changed elsewhere): the next request reads it from the database. Here
   * at once, in the caller's turn; the returned promise settles when the other processes were told (at once when
   * there are none), so a caller that awaits it answers only after every process will refuse the old state.
   */
  invalidate(sessionId: string): Promise<void> {
    this.invalidations += 1;
    this.sessions.delete(sessionId);
    return this.announce?.(sessionIdHash(sessionId)) ?? Promise.resolve();
  }

  /** An invalidation another process announced, naming the session by its stored id hash. */
  invalidateHash(idHash: string): void {
    // Counted even when this process holds no entry: a read of it may be in flight.
    this.invalidations += 1;
    const sessionId = this.idsByHash.get(idHash);
    if (sessionId === undefined) return;
    this.idsByHash.delete(idHash);
    this.sessions.delete(sessionId);
  }

  /** Entries held now (for tests and diagnostics). */
  get size(): { claims: number; sessions: number } {
    return { claims: this.claims.size, sessions: this.sessions.size };
  }
}
