import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_PARAMS_ERROR, CODE_RELOGIN, CODE_SUCCESS } from '../../../src/core/business-codes';
import { EXPLORE_REPORT_OTHER_MAX } from '../../../src/core/contract/explore';
import { signIn, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.ctx, 0)).token;
});
afterAll(() => t.close());

function report(payload: Record<string, unknown>, bearer: string | null = token) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/explore/report',
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    payload,
  });
}

/** The notes of the reports stored for one item, in the order they came. */
async function reportNotes(exploreId: number): Promise<string[]> {
  const rows = await t.ctx.kdb
    .selectFrom('explore_reports')
    .select('other')
    .where('explore_id', '=', exploreId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.other);
}

describe('POST /v1/explore/report', () => {
  it('needs a signed-in user', async () => {
    const res = await report({ explore_id: 1, reason: 'spam' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(CODE_RELOGIN);
  });

  it('records a report once per user and item; the second gets a clear 490001', async () => {
    const first = await report({ explore_id: 2, reason: 'copyright', other: '  mine  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: CODE_SUCCESS, data: { explore_id: 2, reason: 'copyright' } });
    expect(await reportNotes(2)).toEqual(['mine']);

    const again = await report({ explore_id: 2, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: 'You have already reported this item',
    });

    const otherUser = (await signIn(t.ctx, 0)).token;
    expect((await report({ explore_id: 2, reason: 'spam' }, otherUser)).statusCode).toBe(200);
    expect(await reportNotes(2)).toHaveLength(2);
  });

  it('accepts form-encoded bodies (ids arrive as text)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/explore/report',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'explore_id=5&reason=violence',
    });
    expect(res.json().code).toBe(CODE_SUCCESS);
  });

  it('answers an unknown item with 404 and 490001', async () => {
    const res = await report({ explore_id: 4040, reason: 'spam' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(CODE_PARAMS_ERROR);
  });

  it.each([
    ['no explore_id', { reason: 'spam' }, 'explore_id'],
    ['an unknown reason', { explore_id: 3, reason: 'boring' }, 'reason'],
    ["'other' without a note", { explore_id: 3, reason: 'other' }, 'other'],
    ["'other' with a blank note", { explore_id: 3, reason: 'other', other: '   ' }, 'other'],
    [
      'a note over the limit',
      { explore_id: 3, reason: 'spam', other: 'x'.repeat(EXPLORE_REPORT_OTHER_MAX + 1) },
      'other',
    ],
    ['a non-numeric id', { explore_id: 'abc', reason: 'spam' }, 'explore_id'],
  ])('rejects %s with 400 naming the field', async (_label, payload, field) => {
    const res = await report(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(CODE_PARAMS_ERROR);
    expect(res.json().msg).toContain(field);
  });

  it("takes a note of exactly the maximum length with reason 'other'", async () => {
    const res = await report({ explore_id: 9, reason: 'other', other: 'y'.repeat(EXPLORE_REPORT_OTHER_MAX) });
    expect(res.json().code).toBe(CODE_SUCCESS);
  });
});
