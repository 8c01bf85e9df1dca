/**
 * What ties a sign-in answer to the attempt that asked for it. The page makes two secrets per attempt and keeps
 * them in its tab: a nonce carried inside `state` (an answer whose state holds another nonce is not this tab's
 * sign-in, so it is ignored: login CSRF), and a PKCE verifier (RFC 7636, S256) whose hash travels with the
 * authorize query and is stored beside the one-time code, so a code is redeemed only with the verifier that asked
 * for it (a code read from an address, a log or a referrer is worthless on its own).
 */

export const CODE_CHALLENGE_METHOD = 'S256';
/** Base64url of 32 random bytes: RFC 7636's recommended verifier, and a nonce no one guesses. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isLoginSecret(value: unknown): value is string {
  return typeof value === 'string' && SECRET_PATTERN.test(value);
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh secret: a state nonce or a PKCE verifier. */
export function newLoginSecret(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** One sign-in attempt's secrets as the tab keeps them. */
export interface LoginProof {
  nonce: string;
  verifier: string;
}

export function isLoginProof(value: unknown): value is LoginProof {
  const proof = value as Partial<LoginProof> | null;
  return isLoginSecret(proof?.nonce) && isLoginSecret(proof?.verifier);
}
