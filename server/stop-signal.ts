/** How long a graceful stop may take before the process ends anyway (orchestrators kill after ~30 s). */
const STOP_LIMIT_MS = 25_000;

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits: 0 when it finished, 1 when it failed or overran its
 * limit. A second signal while stopping ends the process at once.
 */
export function onStopSignal(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      const limit = setTimeout(() => {
        console.error(`stop took longer than ${STOP_LIMIT_MS / 1000} s: exiting`);
        process.exit(1);
      }, STOP_LIMIT_MS);
      limit.unref();
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('stop failed', error);
          process.exit(1);
        },
      );
    });
  }
}
