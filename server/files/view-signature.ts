import crypto from 'node:crypto';

/** Keeps view signatures apart from anything else signed with the same secret. */
const PURPOSE = 'file-view:';

/**
 * Signature of a capability URL for one file. It does not expire: results are cached offline and shown in
 * <img>/<video> without a bearer token; deleting the file is what revokes it.
 */
export function viewSignature(secret: Uint8Array, fileId: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(PURPOSE + fileId)
    .digest('base64url');
}

export function isValidViewSignature(secret: Uint8Array, fileId: string, sig: string): boolean {
  const expected = Buffer.from(viewSignature(secret, fileId));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function viewUrl(secret: Uint8Array, fileId: string): string {
  return `/v1/file/view/${encodeURIComponent(fileId)}?sig=${viewSignature(secret, fileId)}`;
}
