import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { nowSeconds } from '../../src/core/dates';

/** Keeps view signatures apart from anything else signed with the same secret. */
const PURPOSE = 'file-view:';

/**
 * View links expire: one copied out of the app (a shared screenshot of devtools, a log, a forwarded URL) stops
 * working for others within a day. A link is made to end two periods after the period it was made in, so it
 * lives 12 to 24 hours and every link to one file made within a period is the same URL: caches keep working, and
 * a result polled every second does not change its URLs. Every result and list answer carries fresh links.
 */
export const VIEW_LINK_PERIOD_SECONDS = 12 * 3600;

/**
 * Signatures already computed, per secret. Setting up the HMAC key on every call was a visible share of each
 * result poll (every finished task lists its files with signed URLs). Bounded, so requests for many different
 * files only evict.
 */
const SIGNATURE_MEMO_MAX = 10_000;
const memoBySecret = new WeakMap<Uint8Array, LRUCache<string, string>>();

/** What is signed: the file, and when its link ends (links made before expiry existed signed the file alone). */
const signedText = (fileId: string, expires: number | undefined) =>
  expires === undefined ? PURPOSE + fileId : `${PURPOSE}${fileId}.${expires}`;

function viewSignature(secret: Uint8Array, fileId: string, expires: number | undefined): string {
  let memo = memoBySecret.get(secret);
  if (!memo) {
    memo = new LRUCache({ max: SIGNATURE_MEMO_MAX });
    memoBySecret.set(secret, memo);
  }
  const text = signedText(fileId, expires);
  let sig = memo.get(text);
  if (sig === undefined) {
    sig = crypto.createHmac('sha256', secret).update(text).digest('base64url');
    memo.set(text, sig);
  }
  return sig;
}

/** When a link made at `now` (seconds) ends. */
export function viewLinkExpiry(now: number): number {
  return (Math.floor(now / VIEW_LINK_PERIOD_SECONDS) + 2) * VIEW_LINK_PERIOD_SECONDS;
}

/**
 * A link's standing: `valid` until it ends; `expired` when its signature is right but its time is over (or it is
 * a link of before expiry existed), which only the file's owner, signed in, may still use; `invalid` otherwise.
 */
export function viewLinkState(
  secret: Uint8Array,
  fileId: string,
  link: { sig: string; exp?: number },
  now = nowSeconds(),
): 'valid' | 'expired' | 'invalid' {
  const expected = Buffer.from(viewSignature(secret, fileId, link.exp));
  const given = Buffer.from(link.sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid';
  return link.exp !== undefined && now < link.exp ? 'valid' : 'expired';
}

/** The capability URL of a file for media elements, which cannot send a bearer token. */
export function viewUrl(secret: Uint8Array, fileId: string, now = nowSeconds()): string {
  const exp = viewLinkExpiry(now);
  return `/v1/file/view/${encodeURIComponent(fileId)}?exp=${exp}&sig=${viewSignature(secret, fileId, exp)}`;
}
