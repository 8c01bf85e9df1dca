/** The browser's side of sign-in on the accounts pages: the authorize query, the form posts and their answers. */
import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildAuthorizeUrl, type AuthorizeUrlParams } from '../../../../src/core/accounts-service';

const ORIGIN = 'http://localhost';

/** The sign-in attempt's secrets as a page would keep them (43 base64url characters each). */
export const TEST_VERIFIER = 'test-verifier-of-forty-three-characters-xyz';
const TEST_NONCE = 'test-nonce-of-forty-three-characters-abcdef';
/** S256 of TEST_VERIFIER, computed here with Node's own hash as a check on the app's. */
export const TEST_CHALLENGE = createHash('sha256').update(TEST_VERIFIER).digest('base64url');
/** The proof the authorize queries of these tests carry. */
export const TEST_PROOF = { nonce: TEST_NONCE, challenge: TEST_CHALLENGE };

/** The authorize query the app would send, as a plain object. */
export function authorizeQuery(overrides: Partial<AuthorizeUrlParams> = {}): Record<string, string> {
  const url = buildAuthorizeUrl(ORIGIN, {
    lang: 'en',
    mode: 'popup',
    goto: '/ai/pricing',
    env: 'production',
    proof: TEST_PROOF,
    ...overrides,
  });
  return Object.fromEntries(new URL(url).searchParams);
}

export interface FormPostOptions {
  query?: Record<string, string>;
  ip?: string;
  cookie?: string;
  /** e.g. X-Forwarded-For, as a proxy in front of the server would add it. */
  headers?: Record<string, string>;
}

/** Posts the sign-up or log-in form as a browser would (urlencoded, with the hidden authorize fields). */
export function postCredentials(
  app: FastifyInstance,
  form: 'login' | 'signup' | 'continue',
  email: string,
  password: string,
  options: FormPostOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/accounts/${form}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    remoteAddress: options.ip ?? '203.0.113.1',
    payload: new URLSearchParams({ ...(options.query ?? authorizeQuery()), email, password }).toString(),
  });
}

/** The one-time code of a successful form post's redirect to redirect_uri. */
export function codeFrom(res: LightMyRequestResponse): string {
  const location = res.headers.location;
  if (res.statusCode !== 302 || typeof location !== 'string') {
    throw new Error(`expected a redirect, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  const code = new URL(location, ORIGIN).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  return code;
}

/** The accounts cookie a response set, as a Cookie header value. */
export function accountsCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'mi_accounts_session');
  if (!cookie) throw new Error('no accounts cookie set');
  return `${cookie.name}=${cookie.value}`;
}

export async function signUpAndGetToken(app: FastifyInstance, email: string): Promise<string> {
  const code = codeFrom(await postCredentials(app, 'signup', email, 'correct horse battery'));
  const res = await app.inject({
    method: 'POST',
    url: '/v1/oauth/token',
    payload: { code, code_verifier: TEST_VERIFIER },
  });
  return (res.json() as { data: { jwt: string } }).data.jwt;
}
