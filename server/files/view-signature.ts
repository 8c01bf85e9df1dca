import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Keeps view signatures apart from anything else signed with the same secret. */
const PURPOSE = 'file-view:';

/**
 * Signatures already computed, per secret. A signature never changes, and setting up the HMAC key on every call
 * was a visible share of each result poll (every finished task lists its files with signed URLs). Bounded, so
 * requests for many different files only evict.
 */
const SIGNATURE_MEMO_MAX = 10_000;
const memoBySecret = new WeakMap<Uint8Array, LRUCache<string, string>>();

function computeSignature(secret: Uint8Array, fileId: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(PURPOSE + fileId)
    .digest('base64url');
}

/**
 * Signature of a capability URL for one file. It does not expire: results are cached offline and shown in
 * <img>/<video> without a bearer token; deleting the file is what revokes it.
 */
export function viewSignature(secret: Uint8Array, fileId: string): string {
  let memo = memoBySecret.get(secret);
  if (!memo) {
    memo = new LRUCache({ max: SIGNATURE_MEMO_MAX });
    memoBySecret.set(secret, memo);
  }
  let sig = memo.get(fileId);
  if (sig === undefined) {
    sig = computeSignature(secret, fileId);
    memo.set(fileId, sig);
  }
  return sig;
}

export function isValidViewSignature(secret: Uint8Array, fileId: string, sig: string): boolean {
  const expected = Buffer.from(viewSignature(secret, fileId));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function viewUrl(secret: Uint8Array, fileId: string): string {
  return `/v1/file/view/${encodeURIComponent(fileId)}?sig=${viewSignature(secret, fileId)}`;
}
