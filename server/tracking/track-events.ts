/**
 * Stored analytics events and the funnel an operator reads: devices that visited → accounts made → first
 * generations → paid checkouts, by UTC day. Visits come from the page's events; the other steps from the
 * server's own records (users, tasks, orders), which no blocked script or lost beacon can undercount.
 */
import type { Db } from '../db/database';
import { statement } from '../db/statements';
import type { FunnelDay, TrackReport } from '../../src/core/contract/track';
import { REPORT_KINDS_MAX, TRACK_RETENTION_DAYS, type TrackProps } from '../../src/core/tracking';
import { DAY_MS } from '../../src/core/session-rules';

export interface StoredEvent {
  name: string;
  at: number;
  page: string;
  props: TrackProps;
}

/** Saves one batch in one transaction: a batch is stored whole or not at all. */
export function recordEvents(
  db: Db,
  batch: { device: string; userId: number | null; events: StoredEvent[] },
  receivedMs: number,
): void {
  const insert = statement(
    db,
    `INSERT INTO track_events (name, device, user_id, page, props, client_ms, received_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const e of batch.events) {
      insert.run(e.name, batch.device, batch.userId, e.page, JSON.stringify(e.props), e.at, receivedMs);
    }
  })();
}

/** Deletes events older than the longest report: what the page sends is never kept for ever. */
export function pruneEvents(db: Db, nowMs: number): number {
  const before = nowMs - TRACK_RETENTION_DAYS * DAY_MS;
  return statement(db, 'DELETE FROM track_events WHERE received_ms < ?').run(before).changes;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
// SQLite's day of an epoch-seconds column, as dayOf writes it.
const SQL_DAY = (seconds: string) => `strftime('%Y-%m-%d', ${seconds}, 'unixepoch')`;

/** The funnel of the `days` UTC days that end with today's (of `nowMs`). */
export function funnelReport(db: Db, days: number, nowMs: number): TrackReport {
  const todayStart = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const fromMs = todayStart - (days - 1) * DAY_MS;
  const fromSec = Math.floor(fromMs / 1000);
  const rows: FunnelDay[] = [];
  const byDay = new Map<string, FunnelDay>();
  for (let ms = fromMs; ms <= todayStart; ms += DAY_MS) {
    const row = { day: dayOf(ms), visits: 0, sign_ups: 0, first_generations: 0, purchases: 0 };
    rows.push(row);
    byDay.set(row.day, row);
  }
  const fill = (column: keyof Omit<FunnelDay, 'day'>, sql: string, from: number) => {
    for (const r of db.prepare(sql).all(from) as Array<{ day: string; n: number }>) {
      const row = byDay.get(r.day);
      if (row) row[column] = r.n;
    }
  };
  fill(
    'visits',
    `SELECT ${SQL_DAY('received_ms / 1000')} AS day, COUNT(DISTINCT device) AS n FROM track_events
     WHERE name = 'page_view' AND received_ms >= ? GROUP BY day`,
    fromMs,
  );
  fill(
    'sign_ups',
    `SELECT ${SQL_DAY('created_at')} AS day, COUNT(*) AS n FROM users WHERE created_at >= ? GROUP BY day`,
    fromSec,
  );
  fill(
    'first_generations',
    `SELECT ${SQL_DAY('first_ms / 1000')} AS day, COUNT(*) AS n
     FROM (SELECT MIN(created_ms) AS first_ms FROM tasks GROUP BY user_id)
     WHERE first_ms >= ? GROUP BY day`,
    fromMs,
  );
  // A purchase is a paid checkout: free trials and the renewals of a subscription are not new purchases.
  fill(
    'purchases',
    `SELECT ${SQL_DAY('created_at')} AS day, COUNT(*) AS n FROM orders
     WHERE status = 'paid' AND kind = 'checkout' AND created_at >= ? GROUP BY day`,
    fromSec,
  );
  // Kinds are text whatever the page sent (a number is a kind too), and each event lists its most frequent ones.
  const events = db
    .prepare(
      `SELECT name, kind, count FROM (
         SELECT name, kind, count, ROW_NUMBER() OVER (PARTITION BY name ORDER BY count DESC, kind) AS rank
         FROM (
           SELECT name, CAST(COALESCE(json_extract(props, '$.button_name'), json_extract(props, '$.hook'),
                  json_extract(props, '$.login_status'), '') AS TEXT) AS kind, COUNT(*) AS count
           FROM track_events WHERE received_ms >= ? AND name != 'page_view' GROUP BY name, kind))
       WHERE rank <= ? ORDER BY name, count DESC, kind`,
    )
    .all(fromMs, REPORT_KINDS_MAX) as TrackReport['events'];
  const visitors = db
    .prepare(
      "SELECT COUNT(DISTINCT device) AS n FROM track_events WHERE name = 'page_view' AND received_ms >= ?",
    )
    .get(fromMs) as { n: number };
  const sum = (key: 'sign_ups' | 'first_generations' | 'purchases') =>
    rows.reduce((n, day) => n + day[key], 0);
  return {
    from: rows[0]!.day,
    to: rows[rows.length - 1]!.day,
    days: rows,
    totals: {
      visits: visitors.n,
      sign_ups: sum('sign_ups'),
      first_generations: sum('first_generations'),
      purchases: sum('purchases'),
    },
    events,
  };
}
