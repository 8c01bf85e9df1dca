/** The accounts service pages: authorize, log in, sign up, callback, logout, cookie check. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import {
  ACCOUNTS_AUTHORIZE_PATH,
  ACCOUNTS_CALLBACK_PATH,
  ACCOUNTS_CODE_QUERY,
  ACCOUNTS_CONTINUE_PATH,
  ACCOUNTS_COOKIE_CHECK_PATH,
  ACCOUNTS_LOGIN_PATH,
  ACCOUNTS_LOGOUT_PATH,
  ACCOUNTS_LOGOUT_REDIRECT_FIELD,
  ACCOUNTS_SIGNUP_PATH,
  ACCOUNTS_STATE_QUERY,
  decodeLoginState,
  type AuthorizeView,
} from '../../../src/core/accounts-service';
import { accountSessionUser, endAccountSession, startAccountSession } from '../../accounts/account-sessions';
import { issueAuthCode } from '../../accounts/auth-codes';
import { logIn, signUp } from '../../accounts/credentials';
import { requestOrigin, sameOriginUrl } from '../../http/origin';
import { isSameOriginPost } from '../page-user';
import { sendPage } from '../html';
import { pageLanguage, requestLanguage, sayIn, translate } from '../../i18n/translate';
import { asLanguage, languageFromPath, type Language } from '../../../src/core/language';
import { authorizePage, invalidAuthorizePage } from './authorize-page';
import { callbackErrorPage, callbackMessage, callbackPage } from './callback-page';
import { cookieCheckPage } from './cookie-check-page';
import { framedLogoutPage, logoutConfirmPage, logoutRefusedPage } from './logout-page';
import { checkAuthorize, redirectWithCode, viewFrom, type ValidAuthorize } from './authorize-params';

/** Where the callback sends a redirect-mode sign-in whose state names no page of this site. */
const FALLBACK_GOTO = '/ai/home';

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The language of a page that leads on to `target` (a path of this site): the app page's language prefix
 * ("/ja/ai/home"), or the authorize page's lang, else the request's Accept-Language.
 */
function languageOfTarget(req: FastifyRequest, target: string): Language {
  const url = new URL(target, requestOrigin(req));
  return languageFromPath(url.pathname) ?? asLanguage(url.searchParams.get('lang')) ?? requestLanguage(req);
}

/** "Use another account" signs out of the accounts service, then comes back to this same authorize page. */
function switchAccountReturn(valid: ValidAuthorize): string {
  return `${ACCOUNTS_AUTHORIZE_PATH}?${new URLSearchParams(valid.query)}`;
}

export function accountsPages(app: FastifyInstance, ctx: AppContext): void {
  const validate = (req: FastifyRequest, input: unknown, reply: FastifyReply): ValidAuthorize | undefined => {
    // The link's lang, even when the link is broken: the page still speaks the app's language.
    const lang = pageLanguage(req, fieldsOf(input).lang);
    // A form another site posts (login CSRF: signing a visitor into the attacker's account, or continuing as the
    // visitor into a page the attacker reads) is refused before its fields are read.
    if (req.method === 'POST' && !isSameOriginPost(req)) {
      sendPage(reply, 403, invalidAuthorizePage(lang, [sayIn(lang, 'The form was sent from another site.')]));
      return undefined;
    }
    const check = checkAuthorize(req, input, ctx.config.productId);
    if (check.ok) return check.value;
    sendPage(reply, 400, invalidAuthorizePage(lang, check.problems));
    return undefined;
  };

  /** Signs the browser in at the accounts service and returns to redirect_uri with a one-time code. */
  const completeSignIn = async (
    req: FastifyRequest,
    reply: FastifyReply,
    valid: ValidAuthorize,
    userId: number,
    isNew: boolean,
  ) => {
    await startAccountSession(ctx.kdb, req, reply, userId);
    const code = await issueAuthCode(ctx.kdb, userId, isNew, valid.query.code_challenge);
    return reply.redirect(redirectWithCode(valid, code), 302);
  };

  // A valid accounts cookie still shows the page (with "Continue as"): never a silent sign-in, so the
  // user always sees which account the app will receive.
  app.get(ACCOUNTS_AUTHORIZE_PATH, async (req, reply) => {
    const valid = validate(req, req.query, reply);
    if (!valid) return reply;
    const signedIn = await accountSessionUser(ctx.kdb, req);
    return sendPage(
      reply,
      200,
      authorizePage({
        query: valid.query,
        view: viewFrom(fieldsOf(req.query).view),
        signedInEmail: signedIn?.email,
        switchAccountReturn: switchAccountReturn(valid),
      }),
    );
  });

  const credentialRoute = (path: string, view: AuthorizeView, run: typeof logIn) => {
    app.post(path, async (req, reply) => {
      const body = fieldsOf(req.body);
      const valid = validate(req, body, reply);
      if (!valid) return reply;
      const email = textOf(body.email);
      const outcome = await run(ctx, email, textOf(body.password), req.ip);
      if (outcome.ok) return completeSignIn(req, reply, valid, outcome.user.id, outcome.isNew);
      return sendPage(
        reply,
        outcome.status,
        authorizePage({
          query: valid.query,
          view,
          error: translate(outcome.message, valid.query.lang),
          email,
          switchAccountReturn: switchAccountReturn(valid),
        }),
      );
    });
  };
  credentialRoute(ACCOUNTS_LOGIN_PATH, 'login', logIn);
  credentialRoute(ACCOUNTS_SIGNUP_PATH, 'signup', signUp);

  app.post(ACCOUNTS_CONTINUE_PATH, async (req, reply) => {
    const valid = validate(req, req.body, reply);
    if (!valid) return reply;
    const user = await accountSessionUser(ctx.kdb, req);
    if (user) return completeSignIn(req, reply, valid, user.id, false);
    return sendPage(
      reply,
      401,
      authorizePage({
        query: valid.query,
        view: 'login',
        error: sayIn(valid.query.lang, 'Your session has ended, please log in again'),
        switchAccountReturn: switchAccountReturn(valid),
      }),
    );
  });

  app.get(ACCOUNTS_CALLBACK_PATH, async (req, reply) => {
    const query = fieldsOf(req.query);
    const code = textOf(query[ACCOUNTS_CODE_QUERY]).trim();
    const state = textOf(query[ACCOUNTS_STATE_QUERY]);
    if (!code || code.length > 200 || state.length > 2048) {
      return sendPage(reply, 400, callbackErrorPage(requestLanguage(req)));
    }
    const goto = sameOriginUrl(req, decodeLoginState(state)?.goto) ?? `${requestOrigin(req)}${FALLBACK_GOTO}`;
    const lang = languageOfTarget(req, goto);
    return sendPage(
      reply,
      200,
      callbackPage(lang, { message: callbackMessage(code, state), redirect: goto }),
    );
  });

  // Signing out is a form post from this site only: a link, an image or another site's form cannot sign a visitor
  // out. A plain visit (an old link) asks first.
  app.get(ACCOUNTS_LOGOUT_PATH, async (req, reply) => {
    const target = new URL(
      sameOriginUrl(req, textOf(fieldsOf(req.query)[ACCOUNTS_LOGOUT_REDIRECT_FIELD])) ?? '/',
      requestOrigin(req),
    );
    const redirect = target.pathname + target.search;
    return sendPage(reply, 200, logoutConfirmPage(languageOfTarget(req, redirect), redirect));
  });

  app.post(ACCOUNTS_LOGOUT_PATH, async (req, reply) => {
    if (!isSameOriginPost(req)) return sendPage(reply, 403, logoutRefusedPage(requestLanguage(req)));
    await endAccountSession(ctx.kdb, req, reply);
    const target = sameOriginUrl(req, textOf(fieldsOf(req.body)[ACCOUNTS_LOGOUT_REDIRECT_FIELD])) ?? '/';
    // "Use another account" in the sign-in frame: the page first tells the app the accounts session ended. Any
    // other logout (the app's own, also when the app runs in a host's frame) stays a redirect: a page would be
    // refused by its frame-ancestors policy there, a redirect is not.
    const backToSignIn = new URL(target, requestOrigin(req)).pathname === ACCOUNTS_AUTHORIZE_PATH;
    if (req.headers['sec-fetch-dest'] === 'iframe' && backToSignIn) {
      return sendPage(reply, 200, framedLogoutPage(languageOfTarget(req, target), target));
    }
    return reply.header('Cache-Control', 'no-store').redirect(target, 302);
  });

  app.get(ACCOUNTS_COOKIE_CHECK_PATH, async (req, reply) =>
    sendPage(reply, 200, cookieCheckPage(requestLanguage(req))),
  );
}
