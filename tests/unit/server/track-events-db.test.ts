import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import { pruneEvents, recordEvents, type StoredEvent } from '../../../server/tracking/track-events';
import { funnelReport } from '../../../server/tracking/funnel-report';
import { TRACK_RETENTION_DAYS } from '../../../src/core/tracking';
import { DAY_MS } from '../../../src/core/session-rules';

/** Noon of a fixed UTC day: the report's "today". */
const NOW = Date.UTC(2026, 2, 10, 12);
const TODAY = Date.UTC(2026, 2, 10);
const event = (name: string, props: StoredEvent['props'] = {}): StoredEvent => ({
  name,
  at: 1,
  page: '/',
  props,
});

describe.each(DATABASES)('stored events and the funnel on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { kdb } = database;
    const user = (email: string, createdAtMs: number) =>
      kdb
        .insertInto('users')
        .values({ email, password_hash: 'x', created_at: createdAtMs / 1000 })
        .returning('id')
        .executeTakeFirstOrThrow();
    // Sign-ups: one on the window's first day, one the second before it (outside), one today.
    const first = await user('first@example.com', TODAY - 2 * DAY_MS);
    await user('before@example.com', TODAY - 2 * DAY_MS - 1000);
    const today = await user('today@example.com', TODAY + 1000);
    // First generations: `first` made one before the window (so none counts), `today` its first today.
    const task = (id: string, userId: number, createdMs: number) =>
      kdb
        .insertInto('tasks')
        .values({
          id,
          user_id: userId,
          algorithm: 'a',
          status: 0,
          phase: 'done',
          params: '{}',
          cost: 0,
          request_fingerprint: id,
          created_ms: createdMs,
        })
        .execute();
    await task('t1', first.id, TODAY - 5 * DAY_MS);
    await task('t2', first.id, TODAY);
    await task('t3', today.id, TODAY + 2000);
    await task('t4', today.id, TODAY + 3000);
    // Purchases: a paid checkout counts; a trial and a renewal do not.
    const order = (id: string, status: string, orderKind: string) =>
      kdb
        .insertInto('orders')
        .values({
          id,
          user_id: today.id,
          sku_id: 1,
          shopping_id: id,
          amount: 100,
          currency: 'usd',
          status,
          kind: orderKind,
          created_at: (TODAY + 5000) / 1000,
        })
        .execute();
    await order('o1', 'paid', 'checkout');
    await order('o2', 'trial', 'checkout');
    await order('o3', 'paid', 'renewal');
    // Visits: d1 on the first day and today (one visitor of the period), d2 today twice, d0 before the window.
    const views = (device: string, receivedMs: number, events: StoredEvent[]) =>
      recordEvents(kdb, { device, userId: null, events }, receivedMs);
    await views('d1', TODAY - 2 * DAY_MS, [event('page_view')]);
    await views('d1', TODAY + 1, [event('page_view'), event('button_click', { button_name: 7 })]);
    await views('d2', TODAY + 2, [
      event('page_view'),
      event('page_view'),
      event('button_click', { button_name: 'generate' }),
      event('button_click', { button_name: 'generate' }),
      event('button_click', { button_name: true }),
      event('user_login_result_v2', { login_status: 'cancel' }),
      event('paywall', { hook: 'credits', other: 'x' }),
      event('scroll'),
    ]);
    await views('d0', TODAY - 2 * DAY_MS - 1, [
      event('page_view'),
      event('button_click', { button_name: 'old' }),
    ]);
  });
  afterAll(() => database?.close());

  it('stores a batch as sent, one row an event', async () => {
    const rows = await database.kdb
      .selectFrom('track_events')
      .select(['name', 'device', 'user_id', 'props', 'client_ms', 'received_ms'])
      .where('device', '=', 'd1')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        name: 'page_view',
        device: 'd1',
        user_id: null,
        props: '{}',
        client_ms: 1,
        received_ms: TODAY - 2 * DAY_MS,
      },
      { name: 'page_view', device: 'd1', user_id: null, props: '{}', client_ms: 1, received_ms: TODAY + 1 },
      {
        name: 'button_click',
        device: 'd1',
        user_id: null,
        props: '{"button_name":7}',
        client_ms: 1,
        received_ms: TODAY + 1,
      },
    ]);
  });

  it('counts each step by UTC day, and kinds as text, the most frequent first', async () => {
    const report = await funnelReport(database.kdb, 3, NOW);
    expect(report.from).toBe('2026-03-08');
    expect(report.to).toBe('2026-03-10');
    expect(report.days).toEqual([
      { day: '2026-03-08', visits: 1, sign_ups: 1, first_generations: 0, purchases: 0 },
      { day: '2026-03-09', visits: 0, sign_ups: 0, first_generations: 0, purchases: 0 },
      { day: '2026-03-10', visits: 2, sign_ups: 1, first_generations: 1, purchases: 1 },
    ]);
    expect(report.totals).toEqual({ visits: 2, sign_ups: 2, first_generations: 1, purchases: 1 });
    expect(report.events).toEqual([
      { name: 'button_click', kind: 'generate', count: 2 },
      { name: 'button_click', kind: '7', count: 1 },
      { name: 'button_click', kind: 'true', count: 1 },
      { name: 'paywall', kind: 'credits', count: 1 },
      { name: 'scroll', kind: '', count: 1 },
      { name: 'user_login_result_v2', kind: 'cancel', count: 1 },
    ]);
  });

  it('deletes only the events older than the longest report', async () => {
    const oldest = TODAY - 2 * DAY_MS - 1;
    expect(await pruneEvents(database.kdb, oldest + TRACK_RETENTION_DAYS * DAY_MS)).toBe(0);
    expect(await pruneEvents(database.kdb, oldest + 1 + TRACK_RETENTION_DAYS * DAY_MS)).toBe(2);
    const { n } = await database.kdb
      .selectFrom('track_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(n).toBe(11);
  });
});
