import { Redis } from 'ioredis';
import { listenerRegistry, taskChangeSchema, type TaskChangeBus } from './task-change-bus';

/** One channel for every change: a change is a few bytes, and each process filters by its own listeners. */
const CHANNEL = 'task-changes';

/**
 * Task changes over Redis pub/sub, so a task an engine worker or another API process changes reaches the event
 * streams of this process. Pub/sub may drop a message while a connection is down: subscribers read the task's
 * row themselves, and the page polls as well, so a lost change is only a later update.
 */
export function redisTaskChangeBus(url: string, prefix: string): TaskChangeBus {
  const channel = `${prefix}${CHANNEL}`;
  const listeners = listenerRegistry();
  // A subscribing connection can do nothing else: one to publish, one to listen.
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  for (const connection of [publisher, subscriber]) {
    // Logged, not thrown: the connection retries by itself, and tasks still run and are read without it.
    connection.on('error', (error: Error) => console.error(`redis task changes: ${error.message}`));
  }
  void subscriber.subscribe(channel).catch(() => {});
  subscriber.on('message', (_channel: string, message: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    const change = taskChangeSchema.safeParse(parsed);
    if (change.success) listeners.deliver(change.data);
  });
  return {
    publish(change) {
      publisher.publish(channel, JSON.stringify(change)).catch(() => {});
    },
    subscribe: listeners.subscribe,
    listenerCount: listeners.listenerCount,
    async close() {
      // disconnect, not quit: quit waits for a connection that may never come while Redis is down.
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
