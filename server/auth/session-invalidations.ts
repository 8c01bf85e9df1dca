import { Redis } from 'ioredis';
import type { SessionCache } from './session-cache';

/** Named like the task change bus's channel: under the deployment's REDIS_PREFIX, so deployments sharing a Redis stay apart. */
const CHANNEL = 'session-invalidations';
/** How long a sign-out waits for Redis to take the message; past it the row TTL of every cache bounds the delay. */
const ANNOUNCE_WAIT_MS = 1_000;

/** A session id hash is SHA-256 in hex: anything else on the channel is not ours and is ignored. */
const ID_HASH = /^[0-9a-f]{64}$/;

/**
 * Carries session invalidations between API processes over Redis pub/sub: a sign-out, revocation or renewal on
 * one process drops the session from every process's cache, so a revoked token is refused at once everywhere
 * instead of after the cache's row TTL. A message names the session by the hash the database stores, so the
 * channel never carries a usable token part. Pub/sub may drop a message while a connection is down: the row TTL
 * still bounds how long a stale entry lives. Returns the close hook.
 */
export function shareSessionInvalidations(
  cache: SessionCache,
  url: string,
  prefix: string,
): () => Promise<void> {
  const channel = `${prefix}${CHANNEL}`;
  // A subscribing connection can do nothing else: one to publish, one to listen.
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  for (const connection of [publisher, subscriber]) {
    // Logged, not thrown: the connection retries by itself, and sign-ins are still checked against the database.
    connection.on('error', (error: Error) => console.error(`redis session invalidations: ${error.message}`));
  }
  void subscriber.subscribe(channel).catch(() => {});
  // Every process hears its own messages too: harmless, its entry is already gone.
  subscriber.on('message', (_channel: string, idHash: string) => {
    if (ID_HASH.test(idHash)) cache.invalidateHash(idHash);
  });
  cache.announceTo(async (idHash) => {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ANNOUNCE_WAIT_MS);
    });
    // Redis hands a message to every subscriber before it answers the publisher.
    const sent = publisher.publish(channel, idHash).then(
      () => undefined,
      (error: Error) => console.error(`redis session invalidations: ${error.message}`),
    );
    await Promise.race([sent, waited]);
    clearTimeout(timer);
  });
  return async () => {
    // disconnect, not quit: quit waits for a connection that may never come while Redis is down.
    publisher.disconnect();
    subscriber.disconnect();
  };
}
