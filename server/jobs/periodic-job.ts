import type { AppContext } from '../context';
import type { JobLeases } from './job-leases';

export interface PeriodicJobSpec {
  /** Names the job's lease: the same in every process. */
  name: string;
  everyMs: number;
  /** How long a lease lasts (default one and a half periods, see LEASE_PERIODS); tests on a busy machine widen it. */
  leaseMs?: number;
  run(): unknown;
}

export interface PeriodicJob {
  /** One tick: runs the job if this process holds (or can take) its lease and is not running it already. */
  tick(): Promise<void>;
  /** Stops ticking, waits for a run in progress, and gives the lease back so another process takes it over. */
  stop(): Promise<void>;
}

/**
 * How long a lease lasts, in periods. The holder renews it at each tick, half a period before it would lapse, so
 * timer drift never hands the job to another process; a holder that died loses it within one and a half periods,
 * and the next tick of another process takes it.
 */
const LEASE_PERIODS = 1.5;

/**
 * Runs a job now and every `everyMs`, each tick only in the process that holds the job's lease, so with several
 * API processes the job runs once per period, not once per process. A long run renews the lease as it goes. A
 * tick whose lease store does not answer (Redis down) runs nothing: these jobs can wait for the next period.
 */
export function periodicJob(leases: JobLeases, spec: PeriodicJobSpec): PeriodicJob {
  const leaseMs = spec.leaseMs ?? Math.round(spec.everyMs * LEASE_PERIODS);
  let running: Promise<void> | undefined;
  let stopped = false;

  const runHeld = async () => {
    const keep = setInterval(() => void leases.hold(spec.name, leaseMs).catch(() => {}), leaseMs / 3);
    keep.unref();
    try {
      await spec.run();
    } finally {
      clearInterval(keep);
    }
  };

  const tick = async (): Promise<void> => {
    // A run still going when the next tick comes is not started again beside itself.
    if (stopped || running) return;
    running = (async () => {
      let held: boolean;
      try {
        held = await leases.hold(spec.name, leaseMs);
      } catch (error) {
        console.error(`${spec.name}: skipped, its lease could not be checked: ${(error as Error).message}`);
        return;
      }
      try {
        if (held) await runHeld();
      } catch (error) {
        console.error(`${spec.name} failed`, error);
      }
    })();
    await running;
    running = undefined;
  };

  void tick();
  const timer = setInterval(() => void tick(), spec.everyMs);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await leases.release(spec.name).catch(() => {});
    },
  };
}

/** A periodic job of the app: its leases, stopped when the app closes. */
export function startPeriodicJob(ctx: AppContext, spec: PeriodicJobSpec): PeriodicJob {
  const job = periodicJob(ctx.jobLeases, spec);
  ctx.onClose.push(() => job.stop());
  return job;
}
