/**
 * This tab's sign-in attempt: the secrets of core/login-proof, made when sign-in starts and kept in the tab's
 * sessionStorage (a redirect sign-in leaves the page and comes back to it), and the checks an answer must pass.
 * An answer whose state carries another nonce is not this tab's sign-in (another site's code planted in it: login
 * cross-site request forgery), so it is never redeemed.
 */
import {
  ACCOUNTS_CALLBACK_STORAGE_KEY,
  decodeLoginState,
  isAccountsMessage,
  type AccountsLoginMessage,
} from '../../core/accounts-service';
import { STORAGE_NAMESPACE } from '../../core/identity';
import { codeChallengeOf, isLoginProof, newLoginSecret, type LoginProof } from '../../core/login-proof';

const PROOF_KEY = `${STORAGE_NAMESPACE}:login-proof`;
/** Where storage is blocked the attempt lives as long as the page (a redirect sign-in then cannot complete). */
let inMemory: LoginProof | undefined;

function storedProof(): LoginProof | undefined {
  try {
    const raw = sessionStorage.getItem(PROOF_KEY);
    const value: unknown = raw === null ? undefined : JSON.parse(raw);
    return isLoginProof(value) ? value : inMemory;
  } catch {
    return inMemory;
  }
}

/**
 * The public half of this tab's attempt, for an authorize URL: its nonce and its verifier's challenge. One attempt
 * serves every sign-in URL the tab builds until a sign-in completes.
 */
export async function loginAttempt(): Promise<{ nonce: string; challenge: string }> {
  let proof = storedProof();
  if (!proof) {
    proof = { nonce: newLoginSecret(), verifier: newLoginSecret() };
    inMemory = proof;
    try {
      sessionStorage.setItem(PROOF_KEY, JSON.stringify(proof));
    } catch {
      // kept in memory only
    }
  }
  return { nonce: proof.nonce, challenge: await codeChallengeOf(proof.verifier) };
}

/** The verifier that redeems an answer with this state; undefined when the state is not this tab's attempt. */
export function verifierFor(state: string): string | undefined {
  const proof = storedProof();
  return proof && decodeLoginState(state)?.nonce === proof.nonce ? proof.verifier : undefined;
}

/** A completed sign-in ends the attempt: the next one starts with new secrets. */
export function endLoginAttempt(): void {
  inMemory = undefined;
  try {
    sessionStorage.removeItem(PROOF_KEY);
  } catch {
    // nothing stored
  }
}

/** The answer the callback page left for this page after a redirect sign-in, taken once. */
export function takeCallbackAnswer(): AccountsLoginMessage | undefined {
  try {
    const raw = sessionStorage.getItem(ACCOUNTS_CALLBACK_STORAGE_KEY);
    if (raw === null) return undefined;
    sessionStorage.removeItem(ACCOUNTS_CALLBACK_STORAGE_KEY);
    const value: unknown = JSON.parse(raw);
    return isAccountsMessage(value) && value.action === 'login' ? value : undefined;
  } catch {
    return undefined;
  }
}
