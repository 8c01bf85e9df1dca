/** Validates the authorize query (spec core §7) on the page and again on every form post that carries it. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNTS_APP_KEY,
  ACCOUNTS_CODE_QUERY,
  ACCOUNTS_REGISTER_MODE,
  ACCOUNTS_RESPONSE_TYPE,
  ACCOUNTS_STATE_QUERY,
  AUTHORIZE_QUERY_FIELDS,
  AUTHORIZE_VIEWS,
  LOGIN_MODES,
  decodeLoginState,
  type AuthorizeQuery,
  type AuthorizeView,
} from '../../../src/core/accounts-service';
import { DEFAULT_LANGUAGE, asLanguage } from '../../../src/core/language';
import { sameOriginUrl } from '../../http/origin';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`);

const authorizeSchema = z.object({
  register_mode: z.literal(ACCOUNTS_REGISTER_MODE, {
    error: `register_mode must be ${ACCOUNTS_REGISTER_MODE}`,
  }),
  product_id: text('product_id', 16).regex(/^\d+$/, 'product_id must be a number'),
  app_key: z.literal(ACCOUNTS_APP_KEY, { error: 'app_key is not a known app' }),
  source: text('source', 16).regex(/^\d+$/, 'source must be a number'),
  scope: text('scope', 64),
  lang: text('lang', 16),
  response_type: z.literal(ACCOUNTS_RESPONSE_TYPE, {
    error: `response_type must be ${ACCOUNTS_RESPONSE_TYPE}`,
  }),
  mode: z.enum(LOGIN_MODES, { error: `mode must be one of ${LOGIN_MODES.join(', ')}` }),
  goto: text('goto', 2048),
  redirect_uri: text('redirect_uri', 2048),
  state: text('state', 2048),
});

export interface ValidAuthorize {
  query: AuthorizeQuery;
  /** redirect_uri resolved to an absolute URL on this origin. */
  redirectUri: string;
}

export type AuthorizeCheck = { ok: true; value: ValidAuthorize } | { ok: false; problems: string[] };

/** Every problem with the fields, so the page can list them all at once. */
export function checkAuthorize(req: FastifyRequest, input: unknown, productId: number): AuthorizeCheck {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const fields = Object.fromEntries(AUTHORIZE_QUERY_FIELDS.map((name) => [name, source[name]]));
  const parsed = authorizeSchema.safeParse(fields);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  if (!parsed.success) return { ok: false, problems };

  const query = parsed.data;
  if (query.product_id !== String(productId)) problems.push('product_id is not this product');
  const redirectUri = sameOriginUrl(req, query.redirect_uri);
  if (!redirectUri) problems.push('redirect_uri must be a page of this site');
  if (!sameOriginUrl(req, query.goto)) problems.push('goto must be a page of this site');
  if (!decodeLoginState(query.state)) problems.push('state is not a login state of this app');
  if (problems.length > 0 || !redirectUri) return { ok: false, problems };
  // Unsupported languages fall back to English, as the app does (spec core §1).
  return {
    ok: true,
    value: { query: { ...query, lang: asLanguage(query.lang) ?? DEFAULT_LANGUAGE }, redirectUri },
  };
}

export function viewFrom(value: unknown): AuthorizeView {
  return (AUTHORIZE_VIEWS as readonly unknown[]).includes(value) ? (value as AuthorizeView) : 'login';
}

/** redirect_uri with ?code=&state= added, keeping any query it already has. */
export function redirectWithCode(value: ValidAuthorize, code: string): string {
  const url = new URL(value.redirectUri);
  url.searchParams.set(ACCOUNTS_CODE_QUERY, code);
  url.searchParams.set(ACCOUNTS_STATE_QUERY, value.query.state);
  return url.href;
}
