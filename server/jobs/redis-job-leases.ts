import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { JobLeases } from './job-leases';

/** Named under the deployment's REDIS_PREFIX, like the task change bus's channel. */
const KEY = 'job-lease:';

/** Extends the lease only while it is still this holder's (its token): a lapsed one another took stays theirs. */
const RENEW_IF_HELD = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0`;

/** Deletes the lease only while it is still this holder's: a holder never releases another's. */
const RELEASE_IF_HELD = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0`;

/**
 * Job leases in Redis, one key per job holding its holder's random token: `SET NX PX` takes a free lease, and two
 * small Lua scripts renew or release it only for the holder (a compare and an action in one atomic step, which
 * GET then PEXPIRE/DEL from the client would not be). A holder that dies stops renewing and its lease lapses
 * after `ms`; the next process to ask then takes it.
 *
 * Not the `redlock` package: its stable release (4.2, 2020) is typed for ioredis 4 and pulls in bluebird, its 5.x
 * has been a beta since 2022, and its quorum over several independent Redis servers buys nothing with one Redis
 * (a lost lease here only lets a job run twice, which each job tolerates, see `job-leases.ts`). The scripts are
 * Redis's documented single-instance lock pattern and are tested against a real Redis (`job-leases.test.ts`).
 */
export function redisJobLeases(url: string, prefix: string): JobLeases {
  // One command retry: a tick while Redis is down fails soon and is skipped, instead of waiting for it.
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => console.error(`redis job leases: ${error.message}`));
  const token = crypto.randomUUID();
  const key = (job: string) => `${prefix}${KEY}${job}`;
  return {
    async hold(job, ms) {
      if ((await redis.set(key(job), token, 'PX', ms, 'NX')) === 'OK') return true;
      return (await redis.eval(RENEW_IF_HELD, 1, key(job), token, String(ms))) === 1;
    },
    async release(job) {
      await redis.eval(RELEASE_IF_HELD, 1, key(job), token);
    },
    async close() {
      // disconnect, not quit: quit waits for a connection that may never come while Redis is down.
      redis.disconnect();
    },
  };
}
