/**
 * The funnel an operator reads: devices that visited → accounts made → first generations → paid checkouts, by
 * UTC day. Visits come from the page's events; the other steps from the server's own records (users, tasks,
 * orders), which no blocked script or lost beacon can undercount.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import type { FunnelDay, TrackReport } from '../../src/core/contract/track';
import { REPORT_KINDS_MAX } from '../../src/core/tracking';
import { DAY_MS } from '../../src/core/session-rules';
import { eventPropText } from './event-props';

const DAY_SECONDS = DAY_MS / 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The UTC day number of a time column: integer division, the same on both databases (the day's text is made
 * here, not by each database's own date functions). A literal divisor, so GROUP BY repeats the expression exactly.
 */
const dayNumber = (column: string, unit: number): RawBuilder<number> =>
  sql<number>`(${sql.ref(column)} / ${sql.lit(unit)})`;

type Counted = Array<{ day: number; n: number }>;

function stepCounts(
  kdb: Kysely<DB>,
  fromMs: number,
): Array<[keyof Omit<FunnelDay, 'day'>, Promise<Counted>]> {
  const fromSec = Math.floor(fromMs / 1000);
  const visitDay = dayNumber('received_ms', DAY_MS);
  // users and orders keep seconds
  const secondsDay = dayNumber('created_at', DAY_SECONDS);
  const firstDay = dayNumber('first_ms', DAY_MS);
  const firsts = kdb
    .selectFrom('tasks')
    .select((eb) => eb.fn.min('created_ms').as('first_ms'))
    .groupBy('user_id')
    .as('firsts');
  return [
    [
      'visits',
      kdb
        .selectFrom('track_events')
        .select((eb) => [visitDay.as('day'), eb.fn.count<number>('device').distinct().as('n')])
        .where('name', '=', 'page_view')
        .where('received_ms', '>=', fromMs)
        .groupBy(visitDay)
        .execute(),
    ],
    [
      'sign_ups',
      kdb
        .selectFrom('users')
        .select((eb) => [secondsDay.as('day'), eb.fn.countAll<number>().as('n')])
        .where('created_at', '>=', fromSec)
        .groupBy(secondsDay)
        .execute(),
    ],
    [
      'first_generations',
      kdb
        .selectFrom(firsts)
        .select((eb) => [firstDay.as('day'), eb.fn.countAll<number>().as('n')])
        .where('first_ms', '>=', fromMs)
        .groupBy(firstDay)
        .execute(),
    ],
    // A purchase is a paid checkout: free trials and the renewals of a subscription are not new purchases.
    [
      'purchases',
      kdb
        .selectFrom('orders')
        .select((eb) => [secondsDay.as('day'), eb.fn.countAll<number>().as('n')])
        .where('status', '=', 'paid')
        .where('kind', '=', 'checkout')
        .where('created_at', '>=', fromSec)
        .groupBy(secondsDay)
        .execute(),
    ],
  ];
}

/** Each event's most frequent kinds; a kind is text whatever the page sent (a number is a kind too). */
function eventKinds(kdb: Kysely<DB>, fromMs: number): Promise<TrackReport['events']> {
  const kind = sql<string>`COALESCE(${eventPropText(kdb, 'button_name')}, ${eventPropText(kdb, 'hook')},
    ${eventPropText(kdb, 'login_status')}, '')`;
  const counted = kdb
    .selectFrom('track_events')
    .select((eb) => ['name', kind.as('kind'), eb.fn.countAll<number>().as('count')])
    .where('received_ms', '>=', fromMs)
    .where('name', '!=', 'page_view')
    .groupBy(['name', sql.ref('kind')])
    .as('counted');
  const ranked = kdb
    .selectFrom(counted)
    .select([
      'name',
      'kind',
      'count',
      sql<number>`ROW_NUMBER() OVER (PARTITION BY name ORDER BY count DESC, kind)`.as('rank'),
    ])
    .as('ranked');
  return kdb
    .selectFrom(ranked)
    .select(['name', 'kind', 'count'])
    .where('rank', '<=', REPORT_KINDS_MAX)
    .orderBy('name')
    .orderBy('count', 'desc')
    .orderBy('kind')
    .execute();
}

/** The funnel of the `days` UTC days that end with today's (of `nowMs`). */
export async function funnelReport(kdb: Kysely<DB>, days: number, nowMs: number): Promise<TrackReport> {
  const todayStart = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const fromMs = todayStart - (days - 1) * DAY_MS;
  const rows: FunnelDay[] = [];
  const byDay = new Map<number, FunnelDay>();
  for (let ms = fromMs; ms <= todayStart; ms += DAY_MS) {
    const row = { day: dayOf(ms), visits: 0, sign_ups: 0, first_generations: 0, purchases: 0 };
    rows.push(row);
    byDay.set(ms / DAY_MS, row);
  }
  const steps = stepCounts(kdb, fromMs);
  const visitors = kdb
    .selectFrom('track_events')
    .select((eb) => eb.fn.count<number>('device').distinct().as('n'))
    .where('name', '=', 'page_view')
    .where('received_ms', '>=', fromMs)
    .executeTakeFirstOrThrow();
  const [counts, events, { n: visits }] = await Promise.all([
    Promise.all(steps.map(([, counted]) => counted)),
    eventKinds(kdb, fromMs),
    visitors,
  ]);
  steps.forEach(([column], i) => {
    for (const r of counts[i]!) {
      const row = byDay.get(r.day);
      if (row) row[column] = r.n;
    }
  });
  const sum = (key: 'sign_ups' | 'first_generations' | 'purchases') =>
    rows.reduce((n, day) => n + day[key], 0);
  return {
    from: rows[0]!.day,
    to: rows[rows.length - 1]!.day,
    days: rows,
    totals: {
      visits,
      sign_ups: sum('sign_ups'),
      first_generations: sum('first_generations'),
      purchases: sum('purchases'),
    },
    events,
  };
}
