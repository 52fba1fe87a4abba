/**
 * Who is calling: the access token comes from `Authorization: bearer <token>`, the
 * `access_token` cookie or the `access_token` query parameter, in that order.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { resolveSession, type Session, type SessionProblem } from '../services/sessions';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the signed-in caller; set by {@link requireSession}. */
    session: Session | null;
  }
}

/** Parses a Cookie header into name/value pairs. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (name === '' || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** Reads the access token of a request, or null. */
export function readAccessToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const cookie = parseCookies(request.headers.cookie).access_token;
  if (cookie) return cookie;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  return typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : null;
}

const PROBLEM_MESSAGES: Record<SessionProblem, string> = {
  unknown: 'The access token is not valid; sign in again',
  expired: 'The access token has expired; sign in again',
  revoked: 'You have signed out; sign in again',
  kicked: 'You signed in somewhere else, which ended this session',
  inactive: 'This account is not active',
};

/** Resolves the caller's session, or null when no usable token was sent. */
export function optionalSession(ctx: AppContext, request: FastifyRequest): Session | null {
  const token = readAccessToken(request);
  if (!token) return null;
  const result = resolveSession(ctx.db, token, ctx.now());
  return 'session' in result ? result.session : null;
}

/** Returns an onRequest hook that answers 401 unless a valid token is sent. */
export function requireSession(ctx: AppContext): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const token = readAccessToken(request);
    if (!token) throw unauthorized('Sign in required: no access token was sent');
    const result = resolveSession(ctx.db, token, ctx.now());
    if ('problem' in result) throw unauthorized(PROBLEM_MESSAGES[result.problem]);
    request.session = result.session;
  };
}

/** The session of a request that passed {@link requireSession}. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized('Sign in required');
  return request.session;
}
