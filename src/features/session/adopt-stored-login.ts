import { sessionState } from './session-state';
import { readStoredLogin } from './token-storage';

/**
 * Shows the login every tab shares (the token cookie) at once, before the session layer has loaded; that layer
 * then verifies it, loads the user and keeps it renewed.
 */
export function adoptStoredLogin(): void {
  if (sessionState.token) return;
  const identity = readStoredLogin();
  if (!identity) return;
  sessionState.token = identity.token;
  sessionState.uid = identity.uid;
}
