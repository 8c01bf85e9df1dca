/** Sign-in and session endpoints: login URL, code exchange, token renewal, user info, logout, feature auth. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { nowSeconds } from '../../../src/core/dates';
import { ApiError, ok, parseInput } from '../envelope';
import { bearerToken, requireUser } from '../auth-guard';
import { requestOrigin, sameOriginUrl } from '../origin';
import { markSignedIn } from '../security-headers';
import { redeemAuthCode } from '../../accounts/auth-codes';
import { renewSession, revokeSessionOfToken, startSession } from '../../accounts/sessions';
import { findUserById, updateProfile } from '../../accounts/users';
import { appFeatureAuth, freePlanTrial, userInfo } from '../../accounts/user-info';
import { grantDueCreditsOf } from '../../commerce/membership-credits';
import { membershipsOf } from '../../commerce/memberships';
import { CODE_PARAMS_ERROR, CODE_RELOGIN } from '../../../src/core/business-codes';
import { DEFAULT_ENVIRONMENT } from '../../../src/core/identity';
import { DEFAULT_LANGUAGE, languageFromPath } from '../../../src/core/language';
import { buildAuthorizeUrl } from '../../../src/core/accounts-service';
import {
  featureAuthRequestSchema,
  loginUrlQuerySchema,
  oauthTokenRequestSchema,
  profileUpdateSchema,
  type FeatureAuthData,
  type LoginResult,
  type LoginUrlData,
  type RenewResult,
} from '../../../src/core/contract/session';
import { say } from '../../i18n/server-text';

export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The authorize page URL for a redirect-mode sign-in that returns to `redirect`. */
  app.get('/v1/login-url', async (req) => {
    // domain_type and code are accepted and validated; the spec does not say what they change. A token is refused:
    // a URL is kept in histories and logs, so a sign-in token never travels in one.
    const query = parseInput(loginUrlQuerySchema, req.query);
    const goto = sameOriginUrl(req, query.redirect);
    if (!goto) throw new ApiError(CODE_PARAMS_ERROR, 'redirect must be a page of this site');
    const url = buildAuthorizeUrl(requestOrigin(req), {
      lang: languageFromPath(new URL(goto).pathname) ?? DEFAULT_LANGUAGE,
      mode: 'redirect',
      goto,
      env: DEFAULT_ENVIRONMENT,
      // The page keeps the secrets of its attempt; the URL carries the nonce and the verifier's hash only.
      proof: { nonce: query.nonce, challenge: query.code_challenge },
    });
    return ok<LoginUrlData>(req, { url });
  });

  /** Exchanges a one-time code from the accounts service for a session. */
  app.post('/v1/oauth/token', async (req) => {
    const body = parseInput(oauthTokenRequestSchema, req.body);
    const redeemed = await redeemAuthCode(ctx.kdb, body.code, body.code_verifier);
    if (!redeemed) {
      throw new ApiError(
        CODE_PARAMS_ERROR,
        say(
          'This sign-in code is unknown, already used, expired or asked for by another page; sign in again',
        ),
      );
    }
    const user = await findUserById(ctx.kdb, redeemed.userId);
    if (!user)
      throw new ApiError(CODE_PARAMS_ERROR, say('This sign-in code belongs to no account; sign in again'));
    const issued = await startSession(ctx, user.id);
    // The answer carries a new token: kept by no cache, like every answer made for a signed-in user.
    markSignedIn(req, true);
    return ok<LoginResult>(req, {
      jwt: issued.jwt,
      access_token: issued.jwt,
      is_new: redeemed.isNew ? 1 : 0,
      is_free_trial: user.is_free_trial ? 1 : 0,
      created_at: user.created_at,
      expires_left: issued.expiresAt - nowSeconds(),
    });
  });

  /**
   * A valid token gets a new one on the same session with a fresh lifetime (up to the session's absolute end);
   * anything else, and a session past that end, must sign in again.
   */
  app.get('/v1/token/renew', async (req) => {
    const user = await requireUser(ctx, req);
    const issued = await renewSession(ctx, user.userId, user.sessionId);
    if (!issued)
      throw new ApiError(
        CODE_RELOGIN,
        say('Your session has reached its time limit, please log in again'),
        401,
      );
    return ok<RenewResult>(req, {
      jwt: issued.jwt,
      access_token: issued.jwt,
      expires_left: issued.expiresAt - nowSeconds(),
    });
  });

  /**
   * Reads the user info; an optional body {nickname, firstname, lastname} (each trimmed, ≤ 40 characters)
   * first updates the profile. Due premium monthly credits are granted before the balance is read.
   */
  app.post('/v1/user', async (req) => {
    const authed = await requireUser(ctx, req);
    const update = parseInput(profileUpdateSchema, req.body);
    // Memberships are read once: for the credits due this month, then for verify and subscribe. The credits
    // granted and the profile saved here are in the answer: it is read after both.
    const now = nowSeconds();
    const memberships = await membershipsOf(ctx.kdb, authed.userId);
    await grantDueCreditsOf(ctx.kdb, memberships, now);
    await updateProfile(ctx.kdb, authed.userId, update);
    const info = await userInfo(ctx.kdb, authed.userId, now, memberships);
    if (!info) throw new ApiError(CODE_RELOGIN, say('Please log in again'), 401);
    return ok(req, info);
  });

  /** Logging out twice, or with a token already expired, still succeeds: the outcome is the same. */
  app.post('/v1/logout', async (req) => {
    await revokeSessionOfToken(ctx, bearerToken(req));
    return ok(req, null);
  });

  /**
   * feature_auth holds this app's entry once the account has held a membership (unexpired while one is
   * active); free_trial carries the free plan's sign-up credits (total granted, used = spent or expired).
   * Both only when the pids include this product.
   */
  app.post('/v1/feature-code/auth', async (req) => {
    const authed = await requireUser(ctx, req);
    const { pids } = parseInput(featureAuthRequestSchema, req.body);
    const forApp = pids.includes(ctx.config.productId);
    const trial = forApp ? await freePlanTrial(ctx.kdb, authed.userId) : undefined;
    return ok<FeatureAuthData>(req, {
      feature_auth: forApp ? await appFeatureAuth(ctx.kdb, authed.userId) : [],
      free_trial: trial ? [trial] : [],
    });
  });
}
