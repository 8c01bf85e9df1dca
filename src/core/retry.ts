/**
 * Asking again after a failure: `call` runs once, then up to `retries` more times, `delayMs` apart; the last
 * failure is thrown. The wait is passed in (core runs where no timer global is typed, and tests decide what a
 * pause is).
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  options: { retries: number; delayMs: number; sleep: (ms: number) => Promise<void> },
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await call();
    } catch (err) {
      if (retry >= options.retries) throw err;
      await options.sleep(options.delayMs);
    }
  }
}
