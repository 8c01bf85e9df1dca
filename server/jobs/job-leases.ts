/**
 * Who may run a periodic job now. Every API process starts the same background jobs (subscription renewals,
 * unused-upload cleanup, analytics pruning); with several processes a lease lets one of them run each job.
 */
export interface JobLeases {
  /**
   * Takes the job's lease for `ms`, or renews it when this process holds it already: true when this process may
   * run the job until then, false when another process holds it. Throws when the lease store cannot be asked.
   */
  hold(job: string, ms: number): Promise<boolean>;
  /** Gives the job's lease back, only if this process still holds it (another's is left alone). */
  release(job: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Without Redis every process runs every job, as a sole process always did. Processes sharing one SQLite file
 * (SHARED_DATA=1) may then run a job twice at once, which is harmless because each job is idempotent in the
 * database: a renewal re-reads its line inside its transaction and the orders table's (user, shopping id) key
 * refuses a second order for the same period (`renewals.ts`), the monthly credit grant is keyed by (membership,
 * month) (`membership-credits.ts`), an unused upload is marked only `WHERE deleted_at IS NULL` and its bytes
 * removed with `force` (`unused-uploads.ts`), and pruning old analytics events is a plain delete by age. SQLite
 * takes one writer at a time, so the two runs' transactions follow one another and the second finds nothing due.
 */
export function everyProcessRunsJobs(): JobLeases {
  return {
    hold: async () => true,
    release: async () => {},
    close: async () => {},
  };
}
