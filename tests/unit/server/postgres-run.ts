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
  'drive-spaces-databases.test.ts',
  'queue-progress-databases.test.ts',
  'tasks-races.test.ts',
  'tasks-rows-databases.test.ts',
  'track-events-db.test.ts',
  'uploads-databases.test.ts',
];

/**
 * Each reads or writes the SQLite file directly (`t.db`, SQLite's own SQL) to set a scene or check a row: moving
 * those lines to `ctx.kdb` lets it join the PostgreSQL run. Their rules are covered on PostgreSQL by the files of
 * TESTING_BOTH (charges, idempotency, claims, sessions, codes, purchases, uploads, the drive).
 */
const READING_SQLITE = [
  'accounts-pages.test.ts',
  'commerce-membership-credits.test.ts',
  'commerce-purchase.test.ts',
  'commerce-records.test.ts',
  'commerce-renewals.test.ts',
  'commerce-trade-info.test.ts',
  'drive.test.ts',
  'explore-report.test.ts',
  'feedback.test.ts',
  'health-probes.test.ts',
  'login-throttle.test.ts',
  'password-hashing.test.ts',
  'rate-limits.test.ts',
  'seed-database.test.ts',
  'seed-media.test.ts',
  'session-cache.test.ts',
  'session-flow.test.ts',
  'session-storage.test.ts',
  'task-description-languages.test.ts',
  'task-events.test.ts',
  'task-reason-languages.test.ts',
  'tasks-effect-allowance.test.ts',
  'tasks-effect-inputs.test.ts',
  'tasks-end-frame.test.ts',
  'tasks-files.test.ts',
  'tasks-idempotency.test.ts',
  'tasks-lifecycle.test.ts',
  'tasks-list.test.ts',
  'tasks-video-generations.test.ts',
  'tasks-watermark.test.ts',
  'track.test.ts',
  'uploads-accept.test.ts',
  'uploads-list.test.ts',
  'uploads-refuse.test.ts',
  'uploads-retention.test.ts',
  'uploads-tus-finish.test.ts',
  'uploads-tus.test.ts',
];

export const LEFT_OUT_OF_POSTGRES_RUN = [...TESTING_BOTH, ...READING_SQLITE].map(
  (name) => `tests/unit/server/${name}`,
);
