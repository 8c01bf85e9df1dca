import type { AppContext } from '../../../../server/context';
import type { TestDatabase } from './databases';
import { SessionCache } from '../../../../server/auth/session-cache';
import { scryptCost } from '../../../../server/accounts/passwords';

/** Small enough to hash fast, valid scrypt all the same. */
const TEST_PASSWORD_COST = scryptCost(10);

/**
 * The part of the app's context the accounts functions read, over a test database of either kind: no server,
 * no queue. `signupCredits` is 0 unless asked: the credit grant still runs on the SQLite connection only.
 */
export function accountsContext(database: TestDatabase, signupCredits = 0): AppContext {
  return {
    kdb: database.kdb,
    db: database.sqlite,
    secret: new TextEncoder().encode('accounts test secret, 32 bytes at least'),
    sessionCache: new SessionCache(),
    config: {
      tokenLifetimeSeconds: 2 * 24 * 3600,
      sessionMaxSeconds: 30 * 24 * 3600,
      passwordCost: TEST_PASSWORD_COST,
      signupCredits,
    },
  } as unknown as AppContext;
}
