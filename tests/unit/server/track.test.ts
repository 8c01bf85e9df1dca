import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTask,
  envelope,
  newUser,
  startTestApp,
  tokenCookie,
  waitFinished,
  type TestApp,
} from './support/test-app';
import { pay } from './support/store-checkout';
import { addUser } from './support/drive-data';
import { signReportToken } from '../../../server/tracking/report-token';
import { insertOrder } from '../../../server/commerce/fulfil';
import { pruneEvents } from '../../../server/tracking/track-events';
import { SignJWT } from 'jose';
import { formatReport } from '../../../scripts/report/format-report';
import { CODE_PARAMS_ERROR, CODE_UNAUTHORIZED } from '../../../src/core/business-codes';
import type { TrackReport } from '../../../src/core/contract/track';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { TRACK_BATCH_LIMIT, TRACK_RETENTION_DAYS } from '../../../src/core/tracking';
import { DAY_MS } from '../../../src/core/session-rules';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

const STANDARD_MONTHLY = 24109013;

/** Posts a batch as navigator.sendBeacon does: JSON as text/plain, with the app's cookie when signed in. */
function beacon(body: unknown, cookie: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/track',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...cookie },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const event = (name: string, props: Record<string, unknown> = {}) => ({
  name,
  at: Date.now(),
  page: '/',
  props,
});
const storedRows = () =>
  t.ctx.kdb
    .selectFrom('track_events')
    .select(['name', 'device', 'user_id', 'page', 'props'])
    .orderBy('id')
    .execute();

async function report(token?: string, days?: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/track/report${days ? `?days=${days}` : ''}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, ...envelope<TrackReport>(res) };
}

describe('POST /v1/track', () => {
  it('stores a beacon batch, naming the signed-in sender by the app cookie', async () => {
    const user = await newUser(t.app);
    const batch = {
      device: 'device-a',
      events: [event('page_view'), event('hook_click', { hook: 'plan_lock', tab: 'membership' })],
    };
    expect(envelope(await beacon(batch, tokenCookie(user.token)))).toMatchObject({
      code: 0,
      data: { stored: 2 },
    });
    expect(envelope(await beacon({ device: 'device-b', events: [event('page_view')] }))).toMatchObject({
      code: 0,
    });

    const rows = await storedRows();
    expect(rows.map((r) => [r.name, r.device, r.user_id])).toEqual([
      ['page_view', 'device-a', user.userId],
      ['hook_click', 'device-a', user.userId],
      ['page_view', 'device-b', null],
    ]);
    expect(JSON.parse(rows[1]!.props)).toEqual({ hook: 'plan_lock', tab: 'membership' });
  });

  it("names no user for a batch another site's page posted with the visitor's cookie", async () => {
    const user = await newUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/track',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example', ...tokenCookie(user.token) },
      payload: JSON.stringify({ device: 'd', events: [event('purchase')] }),
    });
    expect(envelope(res).code).toBe(0);
    expect((await storedRows()).map((r) => r.user_id)).toEqual([null]);
  });

  it('refuses a body over 16 KB before parsing it', async () => {
    const res = await beacon({ device: 'd', events: [event('page_view', { pad: 'x'.repeat(17 * 1024) })] });
    expect(res.statusCode).toBe(413);
    expect(envelope(res).code).toBe(CODE_PARAMS_ERROR);
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a bad batch in the envelope and stores nothing of it', async () => {
    const refusals: Array<[unknown, RegExp]> = [
      ['{not json', /JSON batch of events/],
      [{ device: 'd', events: [event('page_veiw')] }, /events\.0\.name: name must be one of page_view/],
      [{ device: 'd', events: [] }, /events must not be empty/],
      [
        { device: 'd', events: Array.from({ length: TRACK_BATCH_LIMIT + 1 }, () => event('page_view')) },
        /at most 50 events/,
      ],
      [
        {
          device: 'd',
          events: [event('button_click', Object.fromEntries([...'abcdefghijklm'].map((k) => [k, 1])))],
        },
        /at most 12 keys/,
      ],
      [{ device: 'd', events: [event('button_click', { nested: { a: 1 } })] }, /props/],
      [{ events: [event('page_view')] }, /device/],
    ];
    for (const [body, msg] of refusals) {
      const res = await beacon(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(envelope(res).code).toBe(CODE_PARAMS_ERROR);
      expect(envelope(res).msg).toMatch(msg);
    }
    expect(await storedRows()).toEqual([]);
  });
});

describe('GET /v1/track/report', () => {
  it('is for the operator only: no token and a sign-in token are refused', async () => {
    const user = await newUser(t.app);
    const otherSecret = new TextEncoder().encode('another installation');
    const sign = (secret: Uint8Array, exp: string | number) =>
      new SignJWT({ scope: 'report' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(exp)
        .sign(secret);
    const expired = await sign(t.ctx.secret, Math.floor(Date.now() / 1000) - 5);
    const foreign = await sign(otherSecret, '1m');
    for (const token of [undefined, user.token, 'not-a-jwt', expired, foreign]) {
      const answer = await report(token);
      expect(answer.status).toBe(401);
      expect(answer.code).toBe(CODE_UNAUTHORIZED);
    }
    // Nor does a report token sign anyone in.
    const asUser = await t.app.inject({
      method: 'POST',
      url: '/v1/user',
      headers: { authorization: `Bearer ${await signReportToken(t.ctx.secret)}` },
    });
    expect(envelope(asUser).code).not.toBe(0);
  });

  it('counts the funnel of today: visits by device, sign-ups, first generations, paid checkouts', async () => {
    const buyer = await newUser(t.app);
    await newUser(t.app);
    await beacon({ device: 'd1', events: [event('page_view'), event('page_view')] });
    await beacon({
      device: 'd2',
      events: [event('page_view'), event('button_click', { button_name: 'generate' })],
    });
    await beacon({
      device: 'd3',
      events: [event('page_view'), event('user_login_result_v2', { login_status: 'cancel' })],
    });
    // Two tasks of one user are one first generation.
    for (const prompt of ['a cat', 'a dog']) {
      const { data } = envelope<CreateTaskData>(await createTask(t.app, buyer, 'text2image', { prompt }));
      await waitFinished(t.app, buyer, 'text2image', data.task_id, 60_000);
    }
    expect((await pay(t.app, buyer, STANDARD_MONTHLY, 'shop-1')).statusCode).toBe(200);
    // Trials and renewals are orders but not purchases.
    const nowSec = Math.floor(Date.now() / 1000);
    for (const [status, kind] of [
      ['trial', 'checkout'],
      ['paid', 'renewal'],
    ] as const) {
      await insertOrder(t.ctx.kdb, {
        user_id: buyer.userId,
        sku_id: STANDARD_MONTHLY,
        shopping_id: `${status}-${kind}`,
        amount: 0,
        status,
        kind,
        provider: 'test',
        created_at: nowSec,
      });
    }
    // Two users made on the window's first day and the day before it: one counts, on its day.
    const todayStartMs = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const windowStartSec = (todayStartMs - 2 * DAY_MS) / 1000;
    await addUser(t.ctx.kdb, { email: 'first-day@example.com', createdAt: windowStartSec });
    await addUser(t.ctx.kdb, { email: 'day-before@example.com', createdAt: windowStartSec - 1 });
    // A device seen on the first day of the window and today is one visitor of the period.
    const seenAt = (name: string, device: string, ms: number, props = '{}') => ({
      name,
      device,
      user_id: null,
      page: '/',
      props,
      client_ms: ms,
      received_ms: ms,
    });
    await t.ctx.kdb
      .insertInto('track_events')
      .values([
        seenAt('page_view', 'd1', todayStartMs - 2 * DAY_MS),
        seenAt('page_view', 'd0', todayStartMs - 2 * DAY_MS - 1),
        seenAt('button_click', 'd1', todayStartMs, '{"button_name":7}'),
      ])
      .execute();

    const answer = await report(await signReportToken(t.ctx.secret), 3);
    expect(answer.code).toBe(0);
    expect(answer.data.days).toHaveLength(3);
    const today = answer.data.days.at(-1)!;
    expect(today).toEqual({
      day: new Date().toISOString().slice(0, 10),
      visits: 3,
      sign_ups: 2,
      first_generations: 1,
      purchases: 1,
    });
    expect(answer.data.days[0]).toMatchObject({ visits: 1, sign_ups: 1, first_generations: 0, purchases: 0 });
    expect(answer.data.days[1]).toMatchObject({ visits: 0, sign_ups: 0, first_generations: 0, purchases: 0 });
    expect(answer.data.totals).toEqual({ visits: 3, sign_ups: 3, first_generations: 1, purchases: 1 });
    // A number sent as a kind is a kind in text.
    expect(answer.data.events).toEqual([
      { name: 'button_click', kind: '7', count: 1 },
      { name: 'button_click', kind: 'generate', count: 1 },
      { name: 'user_login_result_v2', kind: 'cancel', count: 1 },
    ]);

    const printed = formatReport(answer.data, 'test');
    expect(printed).toMatch(new RegExp(`${today.day}\\s+3\\s+2\\s+1\\s+1`));
    expect(printed).toMatch(/^total\s+3\s+3\s+1\s+1$/m);
    expect(printed).toMatch(/of the step before\s+100\.0%\s+33\.3%\s+100\.0%/);
    expect(printed).toMatch(/user_login_result_v2\s+cancel\s+1/);
  }, 90_000);
});

describe('stored events', () => {
  it('are deleted once older than the longest report', async () => {
    await beacon({ device: 'd', events: [event('page_view')] });
    const now = Date.now();
    expect(await pruneEvents(t.ctx.kdb, now + (TRACK_RETENTION_DAYS - 1) * DAY_MS)).toBe(0);
    expect(await storedRows()).toHaveLength(1);
    expect(await pruneEvents(t.ctx.kdb, now + (TRACK_RETENTION_DAYS + 1) * DAY_MS)).toBe(1);
    expect(await storedRows()).toEqual([]);
  });
});
