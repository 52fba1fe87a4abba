/**
 * The OAuth service (/oauth): implicit-grant sign-in page, sign-in and sign-out, the portal's
 * JSON sign-in, the kickoff check, and the public account pages' calls (forgot password,
 * reset password, activate account, maintenance).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../context';
import { readAccessToken, parseCookies } from '../http/auth';
import { BusinessError, validationMessage } from '../http/errors';
import { createResetLink, redeemLink, RESET_LINK_TTL_MS } from '../services/accountLinks';
import { issueToken, kickoffStatus, resolveSession, revokeToken } from '../services/sessions';
import { checkCredentials } from '../services/signIn';
import { findUserByEmail } from '../services/users';
import { renderNoticePage, renderSignInPage } from '../views/pages';

/** The origin this server is reached at: PUBLIC_URL when set, else the request's own. */
export function serverOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'http://localhost';
  }
}

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

interface OAuthParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  state?: string;
}

interface LoginForm extends OAuthParams {
  username?: string;
  password?: string;
}

const OAUTH_PARAM_PROPERTIES = {
  client_id: { type: 'string', maxLength: 200 },
  redirect_uri: { type: 'string', maxLength: 2000 },
  response_type: { type: 'string', maxLength: 50 },
  state: { type: 'string', maxLength: 1000 },
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
    .header('X-Frame-Options', 'DENY')
    .header('Content-Security-Policy', "frame-ancestors 'none'")
    .send(html);
}

function jsencryptBundle(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('jsencrypt/package.json');
  return readFileSync(path.join(path.dirname(pkg), 'bin', 'jsencrypt.min.js'), 'utf8');
}

/** Registers the /oauth routes. */
export async function oauthRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  const { config, db } = ctx;
  const jsencrypt = jsencryptBundle();

  const allowedOrigins = (request: FastifyRequest): string[] => [
    serverOrigin(request, config.publicUrl),
    ...config.redirectOrigins,
  ];

  /** Null when the OAuth parameters are acceptable, else why not. */
  const oauthProblem = (request: FastifyRequest, params: OAuthParams): string | null => {
    if (!params.client_id || params.client_id !== config.clientId) {
      return `Unknown client '${params.client_id ?? ''}'.`;
    }
    if (params.response_type !== 'token') {
      return 'Only response_type=token (implicit grant) is supported.';
    }
    if (!params.redirect_uri || !isAllowedRedirect(params.redirect_uri, allowedOrigins(request))) {
      return 'The redirect address is not registered for this client, so you cannot be sent there.';
    }
    return null;
  };

  const signInPage = (
    reply: FastifyReply,
    params: OAuthParams,
    loginName: string,
    message: string | null,
  ): FastifyReply =>
    sendHtml(
      reply,
      200,
      renderSignInPage({
        clientId: params.client_id ?? '',
        redirectUri: params.redirect_uri ?? '',
        responseType: params.response_type ?? 'token',
        state: params.state ?? '',
        loginName,
        message,
        publicKey: ctx.keys.publicKeyBase64,
      }),
    );

  app.get('/oauth/static/jsencrypt.min.js', async (_request, reply) =>
    reply
      .header('Content-Type', 'application/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(jsencrypt),
  );

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
      const problem = oauthProblem(request, params);
      if (problem) return sendHtml(reply, 400, renderNoticePage('Cannot sign in', problem));
      // Already signed in on this origin: hand back the same session.
      const cookieToken = parseCookies(request.headers.cookie).access_token;
      if (cookieToken) {
        const result = resolveSession(db, cookieToken, ctx.now());
        if ('session' in result) {
          const expiresIn = Math.floor((result.session.expiresAt - ctx.now()) / 1000);
          return reply
            .header('Cache-Control', 'no-store')
            .redirect(
              tokenRedirect(params.redirect_uri ?? '', cookieToken, expiresIn, params.state ?? ''),
              302,
            );
        }
      }
      return signInPage(reply, params, '', null);
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
          },
        },
      },
    },
    async (request, reply) => {
      // A sign-in form posted from another site (login CSRF) is refused.
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedOrigins(request).includes(origin)) {
        return sendHtml(
          reply,
          403,
          renderNoticePage('Cannot sign in', 'This sign-in form was sent from another site.'),
        );
      }
      const form: LoginForm = request.validationError ? {} : (request.body ?? {});
      const problem = oauthProblem(request, form);
      if (problem) return sendHtml(reply, 400, renderNoticePage('Cannot sign in', problem));
      const username = (form.username ?? '').trim();
      if (username === '' || !form.password) {
        return signInPage(reply, form, username, 'Enter your login name and password');
      }
      const outcome = await checkCredentials(ctx, username, form.password);
      if (!outcome.ok) {
        request.log.info({ loginName: username, code: outcome.code }, 'Sign-in refused');
        return signInPage(reply, form, username, outcome.message);
      }
      const issued = issueToken(db, outcome.user, {
        clientId: config.clientId,
        ttlSeconds: config.tokenTtlSeconds,
        singleSession: config.singleSession,
        now: ctx.now(),
      });
      request.log.info({ userId: outcome.user.id }, 'Signed in');
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

  const logout = async (
    request: FastifyRequest<{ Querystring: { access_token?: string; redirect_uri?: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const token = request.query.access_token || readAccessToken(request);
    if (token && revokeToken(db, token, ctx.now())) request.log.info('Signed out');
    reply.header('Set-Cookie', 'access_token=; Path=/; Max-Age=0; SameSite=Lax');
    const target = request.query.redirect_uri;
    if (target && isAllowedRedirect(target, allowedOrigins(request))) {
      return reply.redirect(target, 302);
    }
    return reply.status(204).send();
  };
  const logoutSchema = {
    schema: {
      querystring: {
        type: 'object',
        properties: {
          access_token: { type: 'string', maxLength: 200 },
          redirect_uri: { type: 'string', maxLength: 2000 },
        },
      },
    },
  } as const;
  app.get('/oauth/logout', logoutSchema, logout);
  app.post('/oauth/logout', logoutSchema, logout);

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
      const outcome = await checkCredentials(ctx, request.body.username, request.body.password);
      if (!outcome.ok) {
        request.log.info(
          { loginName: request.body.username, code: outcome.code },
          'Sign-in refused',
        );
        throw new BusinessError(outcome.code, outcome.message);
      }
      const issued = issueToken(db, outcome.user, {
        clientId: config.clientId,
        ttlSeconds: config.tokenTtlSeconds,
        singleSession: config.singleSession,
        now: ctx.now(),
      });
      request.log.info({ userId: outcome.user.id }, 'Signed in');
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
      if (user && user.status === 'Active') {
        const link = createResetLink(ctx, user, serverOrigin(request, config.publicUrl));
        request.log.info({ to: user.email, link }, 'Outbox: password reset link');
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
      request.log.info({ userId }, 'Account activated');
      return { message: 'Your account is active. Sign in with your new password.' };
    },
  );

  app.get('/oauth/public/maintenance', async () => ({
    maintenance: config.maintenance,
    message: config.maintenance ? config.maintenanceMessage : '',
  }));
}
