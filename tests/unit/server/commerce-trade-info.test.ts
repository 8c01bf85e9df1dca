import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getJson, newUser, startTestApp, type TestApp } from './support/test-app';
import { pay } from './support/store-checkout';
import type { TradeInfoData } from '../../../src/core/contract/commerce';

let server: TestApp;
beforeEach(async () => {
  server = await startTestApp();
});
afterEach(async () => {
  await server.close();
});

describe('GET /v1/buy/trade-info', () => {
  it("lists the caller's orders created at or after time_before, newest first", async () => {
    const user = await newUser(server.app);
    const other = await newUser(server.app);
    await pay(server.app, user, 24148010, 'old-order');
    await server.ctx.kdb
      .updateTable('orders')
      .set((eb) => ({ created_at: eb('created_at', '-', 3600) }))
      .where('shopping_id', '=', 'old-order')
      .execute();
    const opened = Math.floor(Date.now() / 1000);
    await pay(server.app, other, 24148011, 'someone-else');
    const empty = await getJson<TradeInfoData>(server.app, `/v1/buy/trade-info?time_before=${opened}`, user);
    expect(empty).toMatchObject({ code: 0, data: { total: 0, list: [] } });

    await pay(server.app, user, 24109015, 'new-order');
    const hit = await getJson<TradeInfoData>(server.app, `/v1/buy/trade-info?time_before=${opened}`, user);
    expect(hit.data.total).toBe(1);
    expect(hit.data.list[0]).toMatchObject({
      sku_id_list: [24109015],
      shopping_id: 'new-order',
      amount: 19.99,
      currency: 'USD',
      status: 'paid',
    });
    expect(hit.data.list[0].created_at).toBeGreaterThanOrEqual(opened);
    const all = await getJson<TradeInfoData>(server.app, '/v1/buy/trade-info?time_before=0', user);
    expect(all.data.list.map((o) => o.shopping_id)).toEqual(['new-order', 'old-order']);

    const one = await getJson<TradeInfoData>(
      server.app,
      `/v1/buy/trade-info?time_before=0&order_id=${hit.data.list[0].order_id}`,
      user,
    );
    expect(one.data.list.map((o) => o.shopping_id)).toEqual(['new-order']);
  });

  it("refuses someone else's order id, bad times and anonymous callers", async () => {
    const user = await newUser(server.app);
    const other = await newUser(server.app);
    await pay(server.app, other, 24148011, 'theirs');
    const theirs = await getJson<TradeInfoData>(server.app, '/v1/buy/trade-info?time_before=0', other);
    const orderId = theirs.data.list[0].order_id;
    const stolen = await getJson(server.app, `/v1/buy/trade-info?time_before=0&order_id=${orderId}`, user);
    expect(stolen.status).toBe(404);
    expect(stolen).toMatchObject({ code: 490001, msg: `You have no order ${orderId}` });
    for (const query of ['', '?time_before=-5', '?time_before=abc', `?time_before=${Date.now()}`]) {
      const bad = await getJson(server.app, `/v1/buy/trade-info${query}`, user);
      expect(bad.status).toBe(400);
      expect(bad.code).toBe(490001);
      expect(bad.msg).toContain('time_before');
    }
    const anonymous = await getJson(server.app, '/v1/buy/trade-info?time_before=0');
    expect(anonymous.status).toBe(401);
    expect(anonymous.code).toBe(490010);
  });
});
