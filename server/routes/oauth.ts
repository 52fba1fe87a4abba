/**
 * The OAuth service (/oauth): implicit-grant sign-in pages (the operators' at authorize, the
 * portal's at `/pub/sign-in`), sign-in and sign-out, the password grant's JSON sign-in, the
 * browser's OAuth session (an HttpOnly cookie only authorize honours), tickets for the addresses
 * that cannot send a header, the kickoff check, and the public account pages' calls (forgot
 * password, reset password, activate account, maintenance).
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { governance } from '../governance';
import { BreakerError } from '../governance/breakers';
import type { ContextOptions } from '../context';
import {
  issueTicket,
  parseCookies,
  readAccessToken,
  requireSession,
  sessionOf,
  TICKET_TTL_MS,
} from '../http/auth';
import { BusinessError, failure, validationMessage } from '../http/errors';
import { hashToken } from '../security/tokens';
import {
  createResetLink,
  mayMailLink,
  redeemLink,
  RESET_LINK_TTL_MS,
} from '../services/accountLinks';
import {
  clientProblem,
  findClient,
  redirectProblem,
  registeredRedirect,
  type OAuthClient,
} from '../services/oauthClients';
import { issueToken, kickoffStatus, resolveSession, revokeToken } from '../services/sessions';
import { ssoSignInAddress } from '../services/ssoDomains';
import { portalReturnPath } from '../../domain/contract/portalSignIn';
import type { Language } from '../../domain/engine/text';
import { PORTAL_SIGN_IN_TEXTS } from '../../domain/hiam/messages';
import { SIGN_IN_NOTICE } from '../../domain/resources/hpfm/static-text';
import { htmlProblem } from '../hooks/hpfm/texts/html';
import {
  PLATFORM_TENANT,
  platformTextStore,
  readStaticText,
  signedOutLanguage,
} from '../services/platformTexts';
import { checkCredentials, forgetFailures, throttledMessage } from '../services/signIn';
import { findUserByEmail } from '../services/users';
import {
  renderNoticePage,
  renderSignInPage,
  type SignInPage,
  type SignInTexts,
} from '../views/pages';

/** True when `uri` is an absolute http(s) URL on an origin the client may be sent back to. */
export function isAllowedRedirect(uri: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return allowedOrigins.includes(url.origin);
}

/** `redirect_uri` with the token response in its fragment (any earlier fragment replaced). */
export function tokenRedirect(
  redirectUri: string,
  accessToken: string,
  expiresIn: number,
  state: string,
): string {
  const url = new URL(redirectUri);
  url.hash = '';
  const fragment = new URLSearchParams({
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: String(expiresIn),
  });
  if (state !== '') fragment.set('state', state);
  return `${url.toString()}#${fragment.toString()}`;
}

/**
 * The OAuth server's own sign-in session: an HttpOnly cookie on `/oauth` holding the session's
 * access token, set at sign-in and honoured by the authorize endpoint only (never by an API
 * call), so that a reload or a new tab gets the token again without the password.
 */
export const OAUTH_SESSION_COOKIE = 'oauth_session';

/** `redirect_uri` with an OAuth error in its fragment (authorize with `prompt=none`). */
export function errorRedirect(redirectUri: string, error: string, state: string): string {
  const url = new URL(redirectUri);
  url.hash = '';
  const fragment = new URLSearchParams({ error });
  if (state !== '') fragment.set('state', state);
  return `${url.toString()}#${fragment.toString()}`;
}

/** The sign-in form's variant posted by the portal's page: a refusal shows that page again. */
const PORTAL_VARIANT = 'portal';

/** What the portal's sign-in page says, in `lang`. */
function portalTexts(lang: Language): SignInTexts {
  const words = PORTAL_SIGN_IN_TEXTS;
  return {
    lang: lang.replace('_', '-'),
    title: words.title[lang],
    username: words.username[lang],
    password: words.password[lang],
    submit: words.submit[lang],
    encryptFailed: words.encryptFailed[lang],
    noScript: words.noScript[lang],
    link: { href: '/pub/forgot-password', label: words.forgot[lang] },
  };
}

/** Refusals the portal's page words its own way (the rest show the server's message). */
const PORTAL_REFUSALS: Readonly<Record<string, 'disabled' | 'notActivated'>> = {
  'error.login.disabled': 'disabled',
  'error.login.not_activated': 'notActivated',
};

interface OAuthParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  state?: string;
  /**
   * `none`: answer at once, with `error=login_required` when there is no session; `login`: the
   * sign-in page even when there is one.
   */
  prompt?: string;
}

interface LoginForm extends OAuthParams {
  username?: string;
  password?: string;
  /** `portal` when posted from the portal's sign-in page. */
  variant?: string;
}

const OAUTH_PARAM_PROPERTIES = {
  client_id: { type: 'string', maxLength: 200 },
  redirect_uri: { type: 'string', maxLength: 2000 },
  response_type: { type: 'string', maxLength: 50 },
  state: { type: 'string', maxLength: 1000 },
  prompt: { type: 'string', maxLength: 50 },
} as const;

const ACCESS_TOKEN_QUERY = {
  type: 'object',
  properties: { access_token: { type: 'string', maxLength: 200 } },
} as const;

const ENCRYPTED_PASSWORD = { type: 'string', minLength: 1, maxLength: 1024 } as const;

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(html);
}

function jsencryptBundle(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('jsencrypt/package.json');
  return readFileSync(path.join(path.dirname(pkg), 'bin', 'jsencrypt.min.js'), 'utf8');
}

/** A compression of an answer the client takes: Brotli first, then gzip (q=0 refuses one). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    offered.set(name.trim(), quality === undefined ? 1 : Number(quality.slice(2)));
  }
  if ((offered.get('br') ?? 0) > 0) return 'br';
  if ((offered.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/** Registers the /oauth routes. */
export async function oauthRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  const { config, db } = ctx;
  const jsencrypt = jsencryptBundle();
  // Compressed at the first request that takes each (the sign-in pages' only script).
  const compressed: { br?: Buffer; gzip?: Buffer } = {};
  const compress = {
    br: () => brotliCompressSync(jsencrypt, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: () => gzipSync(jsencrypt, { level: 9 }),
  };
  const texts = platformTextStore(db);

  /** The platform's sign-in notice in the browser's language, when it has safe HTML. */
  const signInNotice = (request: FastifyRequest): SignInPage['notice'] => {
    const lang = signedOutLanguage(texts, request.headers['accept-language']);
    const notice = readStaticText(texts, PLATFORM_TENANT, SIGN_IN_NOTICE, lang);
    if (!notice || htmlProblem(notice.text)) return null;
    return { title: notice.title, html: notice.text, lang: lang.replace('_', '-') };
  };

  /** Origins a redirect may go to: the configured ones only, whatever the request's Host says. */
  const allowedOrigins: readonly string[] = [config.publicUrl, ...config.redirectOrigins];
  /**
   * Failed sign-ins and link mails, counted per account and address in the server's one
   * limiter, the same that enforces the gateway rate limits of service governance.
   */
  const throttle = governance(ctx).limiter;

  /** Sets the browser's OAuth session to `token` for `maxAgeSeconds`, or clears it (null). */
  const setSessionCookie = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string | null,
    maxAgeSeconds = 0,
  ): void => {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'Set-Cookie',
      `${OAUTH_SESSION_COOKIE}=${token ?? ''}; Path=/oauth; Max-Age=${token ? maxAgeSeconds : 0}; HttpOnly; SameSite=Lax${secure}`,
    );
  };

  /** Whether a client is the app's own (CLIENT_ID), which the configured origins also serve. */
  const isAppClient = (name: string) => name.toLowerCase() === config.clientId.toLowerCase();

  /**
   * The client of acceptable OAuth parameters (implicit grant), else why they are not: an
   * enabled client allowed the grant, and a redirect address registered for it (or, for the
   * app's own client, on a configured origin).
   */
  const oauthClient = (params: OAuthParams): { client: OAuthClient } | { problem: string } => {
    const clientId = params.client_id ?? '';
    const client = clientId === '' ? undefined : findClient(db, clientId);
    const problem = clientProblem(client, clientId, 'implicit');
    if (problem || !client) return { problem: problem ?? '' };
    if (params.response_type !== 'token') {
      return { problem: 'Only response_type=token (implicit grant) is supported.' };
    }
    const uri = params.redirect_uri ?? '';
    const allowed =
      registeredRedirect(client, uri) ||
      (isAppClient(client.name) && isAllowedRedirect(uri, allowedOrigins));
    return allowed ? { client } : { problem: redirectProblem() };
  };

  /** Null when the OAuth parameters are acceptable, else why not. */
  const oauthProblem = (params: OAuthParams): string | null => {
    const outcome = oauthClient(params);
    return 'problem' in outcome ? outcome.problem : null;
  };

  /** The client a token was issued to. */
  const clientOfToken = (token: string): string | undefined =>
    (
      db
        .prepare('SELECT client_id AS clientId FROM tokens WHERE token_hash = ?')
        .get(hashToken(token)) as { clientId: string } | undefined
    )?.clientId;

  /** The sign-in page of the form's variant (the operators' or the portal's). */
  const signInPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    params: LoginForm,
    loginName: string,
    message: string | null,
    status = 200,
  ): FastifyReply => {
    const portal = params.variant === PORTAL_VARIANT;
    const lang = signedOutLanguage(texts, request.headers['accept-language']);
    return sendHtml(
      reply,
      status,
      renderSignInPage({
        clientId: params.client_id ?? '',
        redirectUri: params.redirect_uri ?? '',
        responseType: params.response_type ?? 'token',
        state: params.state ?? '',
        loginName,
        message,
        publicKey: ctx.keys.publicKeyBase64,
        notice: signInNotice(request),
        ...(portal ? { texts: portalTexts(lang), variant: PORTAL_VARIANT } : {}),
      }),
    );
  };

  app.get('/oauth/static/jsencrypt.min.js', async (request, reply) => {
    reply
      .header('Content-Type', 'application/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(jsencrypt);
    compressed[encoding] ??= compress[encoding]();
    return reply.header('Content-Encoding', encoding).send(compressed[encoding]);
  });

  app.get<{ Querystring: OAuthParams }>(
    '/oauth/oauth/authorize',
    {
      attachValidation: true,
      schema: {
        querystring: {
          type: 'object',
          properties: OAUTH_PARAM_PROPERTIES,
          required: ['client_id', 'redirect_uri', 'response_type'],
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const error = request.validationError as Error & {
          validation?: Parameters<typeof validationMessage>[0];
        };
        const text = error.validation
          ? validationMessage(error.validation, 'querystring')
          : error.message;
        return sendHtml(reply, 400, renderNoticePage('Cannot sign in', text));
      }
      const params = request.query;
      const problem = oauthProblem(params);
      if (problem) return sendHtml(reply, 400, renderNoticePage('Cannot sign in', problem));
      // Already signed in on this browser: hand back the same session. A session that ended
      // (kicked off, expired, revoked) is handed back once, with the cookie cleared, so that
      // the app's first call (401, then the kickoff check) tells the user why it ended.
      // `prompt=login` asks for the sign-in page whatever the session.
      const sessionToken = parseCookies(request.headers.cookie)[OAUTH_SESSION_COOKIE];
      // The session is handed back to the client it was signed in for; another signs in anew.
      const sameClient =
        sessionToken !== undefined &&
        clientOfToken(sessionToken)?.toLowerCase() === (params.client_id ?? '').toLowerCase();
      if (sessionToken && sameClient && params.prompt !== 'login') {
        const result = resolveSession(db, sessionToken, ctx.now());
        const live = 'session' in result;
        if (!live) setSessionCookie(request, reply, null);
        if (live || result.problem !== 'unknown') {
          const expiresIn = live ? Math.floor((result.session.expiresAt - ctx.now()) / 1000) : 0;
          return reply
            .header('Cache-Control', 'no-store')
            .redirect(
              tokenRedirect(params.redirect_uri ?? '', sessionToken, expiresIn, params.state ?? ''),
              302,
            );
        }
      }
      if (params.prompt === 'none') {
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(
            errorRedirect(params.redirect_uri ?? '', 'login_required', params.state ?? ''),
            302,
          );
      }
      return signInPage(request, reply, params, '', null);
    },
  );

  // The portal's sign-in page: the OAuth sign-in form for the app's client, worded for
  // customers, coming back to a portal page with the token in the address hash.
  app.get<{ Querystring: { returnTo?: string } }>(
    '/pub/sign-in',
    {
      attachValidation: true,
      schema: {
        querystring: {
          type: 'object',
          properties: { returnTo: { type: 'string', maxLength: 2000 } },
        },
      },
    },
    async (request, reply) => {
      if (config.maintenance) {
        return reply.header('Cache-Control', 'no-store').redirect('/pub/under-maintenance', 302);
      }
      const returnTo = portalReturnPath(
        request.validationError ? undefined : request.query.returnTo,
      );
      const params: LoginForm = {
        client_id: config.clientId,
        redirect_uri: `${config.publicUrl}${returnTo}`,
        response_type: 'token',
        variant: PORTAL_VARIANT,
      };
      return signInPage(request, reply, params, '', null);
    },
  );

  app.post<{ Body: LoginForm }>(
    '/oauth/login',
    {
      attachValidation: true,
      schema: {
        body: {
          type: 'object',
          properties: {
            ...OAUTH_PARAM_PROPERTIES,
            username: { type: 'string', maxLength: 128 },
            password: { type: 'string', maxLength: 1024 },
            variant: { type: 'string', enum: [PORTAL_VARIANT] },
          },
        },
      },
    },
    async (request, reply) => {
      // A sign-in form posted from another site (login CSRF) is refused.
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedOrigins.includes(origin)) {
        return sendHtml(
          reply,
          403,
          renderNoticePage('Cannot sign in', 'This sign-in form was sent from another site.'),
        );
      }
      const form: LoginForm = request.validationError ? {} : (request.body ?? {});
      const accepted = oauthClient(form);
      if ('problem' in accepted) {
        return sendHtml(reply, 400, renderNoticePage('Cannot sign in', accepted.problem));
      }
      const username = (form.username ?? '').trim();
      // An account of an SSO domain signs in at its domain's own sign-in address.
      const sso = username === '' ? null : ssoSignInAddress(db, username);
      if (sso) return reply.header('Cache-Control', 'no-store').redirect(sso, 303);
      const portal = form.variant === PORTAL_VARIANT;
      const lang = signedOutLanguage(texts, request.headers['accept-language']);
      if (username === '' || !form.password) {
        const missing = portal
          ? PORTAL_SIGN_IN_TEXTS.missing[lang]
          : 'Enter your login name and password';
        return signInPage(request, reply, form, username, missing);
      }
      const outcome = await checkCredentials(ctx, throttle, {
        loginName: username,
        encryptedPassword: form.password,
        address: request.ip,
        lang,
      });
      if (!outcome.ok) {
        request.log.info({ loginName: username, code: outcome.code }, 'Sign-in refused');
        if (outcome.retryAfterSeconds !== undefined) {
          reply.header('Retry-After', String(outcome.retryAfterSeconds));
          const message = throttledMessage(outcome.retryAfterSeconds, lang);
          return signInPage(request, reply, form, username, message, 429);
        }
        const worded = portal ? PORTAL_REFUSALS[outcome.code] : undefined;
        const message = worded ? PORTAL_SIGN_IN_TEXTS[worded][lang] : outcome.message;
        return signInPage(request, reply, form, username, message);
      }
      const issued = issueToken(db, outcome.user, {
        clientId: accepted.client.name,
        ttlSeconds: accepted.client.accessTokenValidity ?? config.tokenTtlSeconds,
        singleSession: config.singleSession,
        now: ctx.now(),
      });
      request.log.info({ userId: outcome.user.id }, 'Signed in');
      setSessionCookie(request, reply, issued.accessToken, issued.expiresIn);
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(
          tokenRedirect(
            form.redirect_uri ?? '',
            issued.accessToken,
            issued.expiresIn,
            form.state ?? '',
          ),
          302,
        );
    },
  );

  // Sign-out is a POST (never a link): it revokes the caller's token (bearer header) and the
  // browser's OAuth session, and clears the session cookie.
  // The body is optional (a fetch sends none; a form sends `redirect_uri`): no body schema.
  app.post<{ Body: { redirect_uri?: unknown } | undefined }>(
    '/oauth/logout',
    async (request, reply) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedOrigins.includes(origin)) {
        return sendHtml(
          reply,
          403,
          renderNoticePage('Cannot sign out', 'This sign-out was sent from another site.'),
        );
      }
      const now = ctx.now();
      const tokens = [
        readAccessToken(request),
        parseCookies(request.headers.cookie)[OAUTH_SESSION_COOKIE],
      ];
      const revoked = tokens.filter((token) => token && revokeToken(db, token, now));
      if (revoked.length > 0) request.log.info('Signed out');
      setSessionCookie(request, reply, null);
      const target = request.body?.redirect_uri;
      if (typeof target === 'string' && isAllowedRedirect(target, allowedOrigins)) {
        return reply.redirect(target, 303);
      }
      return reply.status(204).send();
    },
  );

  // A ticket stands for the caller on one address that cannot send a header (the event
  // stream, a download link) for a minute.
  app.post<{ Body: { path: string } }>(
    '/oauth/tickets',
    {
      onRequest: requireSession(ctx),
      schema: {
        body: {
          type: 'object',
          properties: { path: { type: 'string', pattern: '^/[^?#]*$', maxLength: 500 } },
          required: ['path'],
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        ticket: issueTicket(ctx, sessionOf(request), request.body.path),
        expiresIn: TICKET_TTL_MS / 1000,
      };
    },
  );

  app.post<{ Body: { username: string; password: string } }>(
    '/oauth/public/login',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 128 },
            password: ENCRYPTED_PASSWORD,
          },
          required: ['username', 'password'],
        },
      },
    },
    async (request, reply) => {
      // The password grant of the app's client (scripts and API clients sign in here).
      const client = findClient(db, config.clientId);
      const refused = clientProblem(client, config.clientId, 'password');
      if (refused || !client) throw new BusinessError('error.client', refused ?? '');
      const outcome = await checkCredentials(ctx, throttle, {
        loginName: request.body.username,
        encryptedPassword: request.body.password,
        address: request.ip,
        lang: signedOutLanguage(texts, request.headers['accept-language']),
      });
      if (!outcome.ok) {
        request.log.info(
          { loginName: request.body.username, code: outcome.code },
          'Sign-in refused',
        );
        if (outcome.retryAfterSeconds !== undefined) {
          return reply
            .status(429)
            .header('Retry-After', String(outcome.retryAfterSeconds))
            .send(failure(outcome.code, outcome.message));
        }
        throw new BusinessError(outcome.code, outcome.message);
      }
      const issued = issueToken(db, outcome.user, {
        clientId: client.name,
        ttlSeconds: client.accessTokenValidity ?? config.tokenTtlSeconds,
        singleSession: config.singleSession,
        now: ctx.now(),
      });
      request.log.info({ userId: outcome.user.id }, 'Signed in');
      setSessionCookie(request, reply, issued.accessToken, issued.expiresIn);
      reply.header('Cache-Control', 'no-store');
      return {
        access_token: issued.accessToken,
        token_type: 'bearer',
        expires_in: issued.expiresIn,
      };
    },
  );

  app.post<{ Querystring: { access_token?: string } }>(
    '/oauth/public/token/kickoff',
    { schema: { querystring: ACCESS_TOKEN_QUERY } },
    async (request) => {
      // The token asked about is the query's; the bearer header is a fallback.
      const token = request.query.access_token || readAccessToken(request);
      return { kickoff: token ? kickoffStatus(db, token) : 0 };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/oauth/public/forgot-password',
    {
      schema: {
        body: {
          type: 'object',
          properties: { email: { type: 'string', format: 'email', maxLength: 254 } },
          required: ['email'],
        },
      },
    },
    async (request) => {
      const user = findUserByEmail(db, request.body.email);
      if (!mayMailLink(throttle, request.ip, request.body.email)) {
        request.log.info('Password reset not mailed: too many asked from this address or for it');
      } else if (user && user.status === 'Active') {
        // Mail sending is a dependency behind a circuit breaker (service governance); when it
        // fails the answer stays the same, so that it tells nothing about the account.
        try {
          const link = await governance(ctx).guard(
            'MAIL',
            () => createResetLink(ctx, user),
            'en_US',
          );
          request.log.info({ to: user.email, link }, 'Outbox: password reset link');
        } catch (error) {
          if (!(error instanceof BreakerError)) throw error;
          request.log.warn({ reason: error.message }, 'Password reset not mailed');
        }
      } else {
        request.log.info('Password reset asked for an address with no active account');
      }
      return {
        message: `If an active account uses this e-mail address, a link to reset its password has been sent to it. The link works once and expires in ${RESET_LINK_TTL_MS / 60000} minutes.`,
      };
    },
  );

  const linkBody = {
    schema: {
      body: {
        type: 'object',
        properties: {
          token: { type: 'string', minLength: 1, maxLength: 200 },
          password: ENCRYPTED_PASSWORD,
        },
        required: ['token', 'password'],
      },
    },
  } as const;

  app.post<{ Body: { token: string; password: string } }>(
    '/oauth/public/reset-password',
    linkBody,
    async (request) => {
      const userId = await redeemLink(
        ctx,
        'reset-password',
        request.body.token,
        request.body.password,
      );
      forgetFailures(throttle, userId, request.ip);
      request.log.info({ userId }, 'Password reset');
      return { message: 'Your password has been changed. Sign in with the new password.' };
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/oauth/public/activate-account',
    linkBody,
    async (request) => {
      const userId = await redeemLink(
        ctx,
        'activate-account',
        request.body.token,
        request.body.password,
      );
      forgetFailures(throttle, userId, request.ip);
      request.log.info({ userId }, 'Account activated');
      return { message: 'Your account is active. Sign in with your new password.' };
    },
  );

  app.get('/oauth/public/maintenance', async () => ({
    maintenance: config.maintenance,
    message: config.maintenance ? config.maintenanceMessage : '',
  }));
}
