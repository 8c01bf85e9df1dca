import { sessionState } from './session-state';
import { readStoredLogin } from './token-storage';
import { shareSessionWithWorker } from './worker-session';

/**
 * Shows the login every tab shares (the token cookie) at once, before the session layer has loaded; that layer
 * then verifies it, loads the user and keeps it renewed. The service worker gets the login at once too: a
 * Generate can come before the session layer loads (it waits for an idle page), and the worker's own copy may
 * be missing (the tab that signed in closed before handing it over), which made that Generate fail as "not
 * signed in" while the header showed the account.
 */
export function adoptStoredLogin(): void {
  if (sessionState.token) return;
  const identity = readStoredLogin();
  if (!identity) return;
  sessionState.token = identity.token;
  sessionState.uid = identity.uid;
  void shareSessionWithWorker({ token: identity.token, uid: identity.uid });
}
