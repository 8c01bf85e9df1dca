/** Stored analytics events: the page's batches in, old ones out. The funnel they feed is funnel-report.ts. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { TRACK_RETENTION_DAYS, type TrackProps } from '../../src/core/tracking';
import { DAY_MS } from '../../src/core/session-rules';

export interface StoredEvent {
  name: string;
  at: number;
  page: string;
  props: TrackProps;
}

/** Saves one batch in one statement: a batch is stored whole or not at all. */
export async function recordEvents(
  kdb: Kysely<DB>,
  batch: { device: string; userId: number | null; events: StoredEvent[] },
  receivedMs: number,
): Promise<void> {
  if (batch.events.length === 0) return;
  await kdb
    .insertInto('track_events')
    .values(
      batch.events.map((e) => ({
        name: e.name,
        device: batch.device,
        user_id: batch.userId,
        page: e.page,
        props: JSON.stringify(e.props),
        client_ms: e.at,
        received_ms: receivedMs,
      })),
    )
    .execute();
}

/** Deletes events older than the longest report: what the page sends is never kept for ever. */
export async function pruneEvents(kdb: Kysely<DB>, nowMs: number): Promise<number> {
  const before = nowMs - TRACK_RETENTION_DAYS * DAY_MS;
  const result = await kdb.deleteFrom('track_events').where('received_ms', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
