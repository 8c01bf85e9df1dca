/** Validates the authorize query on the page and again on every form post that carries it. */
import type { FastifyRequest } from 'fastify';
import {
  ACCOUNTS_CODE_QUERY,
  ACCOUNTS_STATE_QUERY,
  AUTHORIZE_VIEWS,
  decodeLoginState,
  type AuthorizeView,
} from '../../../src/core/accounts-service';
import { authorizeQuerySchema, type AuthorizeQuery } from '../../../src/core/contract/accounts';
import { DEFAULT_LANGUAGE, asLanguage, type Language } from '../../../src/core/language';
import { sameOriginUrl } from '../../http/origin';

export interface ValidAuthorize {
  /** lang is a supported language: the app's, else English. */
  query: AuthorizeQuery & { lang: Language };
  /** redirect_uri resolved to an absolute URL on this origin. */
  redirectUri: string;
}

export type AuthorizeCheck = { ok: true; value: ValidAuthorize } | { ok: false; problems: string[] };

/** Every problem with the fields, so the page can list them all at once. */
export function checkAuthorize(req: FastifyRequest, input: unknown, productId: number): AuthorizeCheck {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  // Only the query's fields, read from any object (form posts also carry email and password).
  const fields = Object.fromEntries(
    Object.keys(authorizeQuerySchema.shape).map((name) => [name, source[name]]),
  );
  const parsed = authorizeQuerySchema.safeParse(fields);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  if (!parsed.success) return { ok: false, problems };

  const query = parsed.data;
  if (query.product_id !== String(productId)) problems.push('product_id is not this product');
  const redirectUri = sameOriginUrl(req, query.redirect_uri);
  if (!redirectUri) problems.push('redirect_uri must be a page of this site');
  if (!sameOriginUrl(req, query.goto)) problems.push('goto must be a page of this site');
  if (!decodeLoginState(query.state)) problems.push('state is not a login state of this app');
  if (problems.length > 0 || !redirectUri) return { ok: false, problems };
  // Unsupported languages fall back to English, as the app does.
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
