/**
 * The server suite runs twice: on SQLite, and on PostgreSQL (TEST_DATABASE=postgres: every test app gets a
 * PostgreSQL database of its own, see support/test-app.ts). These files stay out of the PostgreSQL run.
 */

/** Each runs its cases on both databases itself (`describe.each(DATABASES)`): once is enough. */
const TESTING_BOTH = [
  'accounts-codes-db.test.ts',
  'accounts-sessions-db.test.ts',
  'accounts-throttle-db.test.ts',
  'commerce-data.test.ts',
  'commerce-races.test.ts',
  'content-db.test.ts',
  'credits-task-charges.test.ts',
  'db-dialect.test.ts',
  'db-prepared.test.ts',
  'drive-spaces-databases.test.ts',
  'queue-progress-databases.test.ts',
  'tasks-races.test.ts',
  'tasks-rows-databases.test.ts',
  'track-events-db.test.ts',
  'uploads-databases.test.ts',
];

/**
 * Each tests what exists on SQLite only: its statement cache under Kysely, its migrations from before PostgreSQL's
 * baseline (0017).
 */
const SQLITE_ONLY = ['db-sqlite-statements.test.ts', 'session-migration-sqlite.test.ts'];

export const LEFT_OUT_OF_POSTGRES_RUN = [...TESTING_BOTH, ...SQLITE_ONLY].map(
  (name) => `tests/unit/server/${name}`,
);
