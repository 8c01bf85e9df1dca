import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyProcessRunsJobs, type JobLeases } from '../../../server/jobs/job-leases';
import { redisJobLeases } from '../../../server/jobs/redis-job-leases';
import { periodicJob, type PeriodicJob } from '../../../server/jobs/periodic-job';
import { startTestApp } from './support/test-app';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** A period short enough for a test. */
const EVERY_MS = 300;
/**
 * A lease far longer than the period: on a machine busy with other tests a timer may fire a second late, and the
 * holder must still renew in time (the default, one and a half periods, is for periods of a minute or an hour).
 */
const LEASE_MS = 1_500;
/** How late a timer may fire on a machine busy with other tests. */
const LATE_MS = 1_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let opened: Array<JobLeases | PeriodicJob> = [];

afterEach(async () => {
  for (const thing of opened.reverse()) {
    if ('tick' in thing) await thing.stop();
    else await thing.close();
  }
  opened = [];
});

/** Two processes' leases on one Redis, under a prefix of this run's own. */
function twoHolders(): [JobLeases, JobLeases] {
  const prefix = `job-leases-test-${process.pid}-${Date.now()}-${Math.random()}:`;
  const pair: [JobLeases, JobLeases] = [redisJobLeases(REDIS_URL, prefix), redisJobLeases(REDIS_URL, prefix)];
  opened.push(...pair);
  return pair;
}

/** The same job in one "process": records the time of each run it makes. */
function job(leases: JobLeases, runs: number[], runMs = 0): PeriodicJob {
  const started = periodicJob(leases, {
    name: 'cleanup',
    everyMs: EVERY_MS,
    leaseMs: LEASE_MS,
    run: async () => {
      runs.push(Date.now());
      if (runMs) await sleep(runMs);
    },
  });
  opened.push(started);
  return started;
}

describe('periodic jobs under a Redis lease', () => {
  it('two processes ticking at the same time run the job once per period, always in the same process', async () => {
    const [a, b] = twoHolders();
    const runsA: number[] = [];
    const runsB: number[] = [];
    const jobA = job(a, runsA, 50);
    const jobB = job(b, runsB, 50);
    await vi.waitFor(() => expect(runsA.length + runsB.length).toBeGreaterThan(0), { timeout: 10_000 });
    await sleep(60);
    // Extra ticks on both at once, beside their timers: still one run between them.
    const before = runsA.length + runsB.length;
    await Promise.all([jobA.tick(), jobB.tick()]);
    expect(runsA.length + runsB.length - before).toBeLessThanOrEqual(1);
    await sleep(EVERY_MS * 5);
    const [holder, other] = runsA.length > 0 ? [runsA, runsB] : [runsB, runsA];
    expect(other).toEqual([]);
    // Once now, then once per period (a tick may be skipped while the previous run still goes).
    expect(holder.length).toBeGreaterThanOrEqual(2);
    expect(holder.length).toBeLessThanOrEqual(8);
  });

  it('a holder that dies lets the other take the job once its lease lapses, not before', async () => {
    const [a, b] = twoHolders();
    const runsA: number[] = [];
    const runsB: number[] = [];
    job(a, runsA);
    await vi.waitFor(() => expect(runsA.length).toBeGreaterThan(0), { timeout: 10_000 });
    job(b, runsB);
    await sleep(EVERY_MS * 3);
    expect(runsB).toEqual([]);

    // A's connection goes (as when its process is killed): it can neither renew nor release its lease.
    await a.close();
    const lastRenewal = runsA.at(-1)!;
    await vi.waitFor(() => expect(runsB.length).toBeGreaterThan(0), { timeout: LEASE_MS + 10_000 });
    // B's first run came after A's lease lapsed (Redis expires keys to the millisecond; the run is noted a
    // round trip after the renewal), within a period of it.
    expect(runsB[0]! - lastRenewal).toBeGreaterThanOrEqual(LEASE_MS - 50);
    expect(runsB[0]! - lastRenewal).toBeLessThanOrEqual(LEASE_MS + EVERY_MS + LATE_MS);
  });

  it('a run longer than the lease keeps it; a graceful stop hands it over at once', async () => {
    const [a, b] = twoHolders();
    const runsA: number[] = [];
    const runsB: number[] = [];
    const jobA = job(a, runsA, LEASE_MS * 2);
    await vi.waitFor(() => expect(runsA.length).toBeGreaterThan(0), { timeout: 10_000 });
    job(b, runsB);
    await sleep(LEASE_MS * 1.5);
    expect(runsA).toHaveLength(1);
    expect(runsB).toEqual([]);

    await jobA.stop();
    const stoppedAt = Date.now();
    await vi.waitFor(() => expect(runsB.length).toBeGreaterThan(0), { timeout: EVERY_MS + LATE_MS });
    expect(runsB[0]! - stoppedAt).toBeLessThan(EVERY_MS + LATE_MS);
  });

  it('only the holder renews or releases a lease', async () => {
    const [a, b] = twoHolders();
    expect(await a.hold('renewals', 10_000)).toBe(true);
    expect(await b.hold('renewals', 10_000)).toBe(false);
    await b.release('renewals');
    expect(await b.hold('renewals', 10_000)).toBe(false);
    expect(await a.hold('renewals', 10_000)).toBe(true);
    await a.release('renewals');
    expect(await b.hold('renewals', 10_000)).toBe(true);
    expect(await a.hold('renewals', 10_000)).toBe(false);
  });
});

describe('the app with Redis', () => {
  it('holds each periodic job in one of two app instances, and the other takes it once the first closes', async () => {
    const prefix = `job-leases-app-${process.pid}-${Date.now()}:`;
    const redis = new Redis(REDIS_URL);
    const env = { REDIS_URL, REDIS_PREFIX: prefix, RENEWAL_CHECK_SECONDS: '1' };
    const first = await startTestApp({ env });
    const second = await startTestApp({ env });
    try {
      const jobs = ['subscription-renewal', 'unused-upload-cleanup', 'analytics-pruning'];
      const holders = async () => redis.mget(jobs.map((job) => `${prefix}job-lease:${job}`));
      await expect.poll(holders, { timeout: 10_000 }).not.toContain(null);
      // The first to start took every job; the second runs none of them while the first holds them.
      const held = await holders();
      expect(new Set(held).size).toBe(1);

      // The holder closes: its leases go back at once, and the other's next renewal tick (1 s) takes that job.
      await first.close();
      await vi.waitFor(
        async () => {
          const renewal = (await holders())[0];
          expect(renewal).not.toBeNull();
          expect(renewal).not.toBe(held[0]);
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await first.app.close().catch(() => {});
      await second.close();
      redis.disconnect();
    }
  });
});

describe('periodic jobs without Redis', () => {
  it('run in every process, as a sole process always did', async () => {
    const runsA: number[] = [];
    const runsB: number[] = [];
    job(everyProcessRunsJobs(), runsA);
    job(everyProcessRunsJobs(), runsB);
    await vi.waitFor(
      () => {
        expect(runsA.length).toBeGreaterThanOrEqual(2);
        expect(runsB.length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 10_000 },
    );
  });
});
