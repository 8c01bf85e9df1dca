/** Shared setup for the commerce, drive and feedback tests: signed-up users and the store's pay form. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signUpAndGetToken } from './accounts-test-app';
import type { Envelope } from '../../../src/core/contract/envelope';

export { startTestServer, type TestServer } from './accounts-test-app';

export interface TestUser {
  token: string;
  uid: number;
}

let counter = 0;
export async function newUser(app: FastifyInstance): Promise<TestUser> {
  counter += 1;
  const token = await signUpAndGetToken(app, `buyer${counter}-${Date.now()}@example.com`);
  const res = await app.inject({ method: 'POST', url: '/v1/user', headers: bearer(token) });
  return { token, uid: (res.json() as Envelope<{ uid: number }>).data.uid };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const tokenCookie = (token: string) => ({ cookie: `mi_token=${token}` });

export interface PayOptions {
  trial?: boolean;
  /** Ask for the envelope instead of the paid page. */
  json?: boolean;
  origin?: string;
  cookie?: boolean;
}

/** Posts the checkout's Pay form as the browser would: urlencoded, signed in by the app's token cookie. */
export function pay(
  app: FastifyInstance,
  user: TestUser | undefined,
  skuId: number | string,
  shoppingId: string,
  options: PayOptions = {},
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams({ sku_id: String(skuId), shopping_id: shoppingId, embed: '1' });
  if (options.trial) form.set('trial', '1');
  return app.inject({
    method: 'POST',
    url: '/store/pay',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: options.origin ?? 'http://localhost',
      accept: options.json ? 'application/json' : 'text/html',
      ...(user ? tokenCookie(user.token) : {}),
    },
    payload: form.toString(),
  });
}

export async function getJson<T>(
  app: FastifyInstance,
  url: string,
  user?: TestUser,
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

export async function postJson<T>(
  app: FastifyInstance,
  url: string,
  user?: TestUser,
  payload?: unknown,
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

/** Row counts of the tables a purchase writes: a refused purchase must leave all of them as they were. */
export function purchaseFootprint(server: { ctx: { db: import('../../../server/db/database').Db } }) {
  const count = (table: string) =>
    (server.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return {
    orders: count('orders'),
    memberships: count('memberships'),
    lots: count('credit_lots'),
    records: count('credit_records'),
  };
}
