/**
 * Who is calling: API calls authenticate by `Authorization: bearer <token>` only; a cookie or
 * an `access_token` query parameter never does. The few routes that cannot send a header (the
 * event stream, file downloads) declare `config: { ticket: true }` and take `?ticket=` instead:
 * a signed ticket, valid for {@link TICKET_TTL_MS}, bound to the session, its user and the path.
 */
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { readTicket, signTicket } from '../security/tokens';
import {
  resolveSession,
  resolveSessionById,
  type Session,
  type SessionProblem,
} from '../services/sessions';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the signed-in caller; set by {@link requireSession}. */
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** The route accepts a ticket in the `ticket` query parameter (it cannot send a header). */
    ticket?: boolean;
  }
}

/** How long a ticket is valid. */
export const TICKET_TTL_MS = 60_000;

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

/** Reads the access token of a request from its Authorization header, or null. */
export function readAccessToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return /^bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}

function ticketSecret(ctx: AppContext): Buffer {
  return createHmac('sha256', ctx.rowSecret).update('hzero.access-ticket').digest();
}

/** The request's path without its query string. */
function pathOf(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index < 0 ? request.url : request.url.slice(0, index);
}

/** A ticket for `path` that stands for `session` for {@link TICKET_TTL_MS}. */
export function issueTicket(ctx: AppContext, session: Session, path: string): string {
  return signTicket(ticketSecret(ctx), {
    tokenId: session.tokenId,
    userId: session.userId,
    path,
    expiresAt: ctx.now() + TICKET_TTL_MS,
  });
}

/** The live session a ticket stands for on this request's path, or null. */
function ticketSession(ctx: AppContext, request: FastifyRequest, ticket: string): Session | null {
  const claims = readTicket(ticketSecret(ctx), ticket);
  if (!claims || claims.path !== pathOf(request) || claims.expiresAt <= ctx.now()) return null;
  const result = resolveSessionById(ctx.db, claims.tokenId, ctx.now());
  return 'session' in result && result.session.userId === claims.userId ? result.session : null;
}

/** The `ticket` query parameter, on a route that accepts one. */
function queryTicket(request: FastifyRequest): string | null {
  if (request.routeOptions.config.ticket !== true) return null;
  const value = (request.query as Record<string, unknown> | undefined)?.ticket;
  return typeof value === 'string' && value !== '' && value.length <= 1000 ? value : null;
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

/**
 * Returns an onRequest hook that answers 401 unless a valid token is sent in the header, or a
 * valid ticket on a route that accepts one.
 */
export function requireSession(ctx: AppContext): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const token = readAccessToken(request);
    if (token) {
      const result = resolveSession(ctx.db, token, ctx.now());
      if ('problem' in result) throw unauthorized(PROBLEM_MESSAGES[result.problem]);
      request.session = result.session;
      return;
    }
    const ticket = queryTicket(request);
    if (ticket) {
      request.session = ticketSession(ctx, request, ticket);
      if (!request.session) {
        throw unauthorized('The ticket is not valid for this address or has expired; ask again');
      }
      return;
    }
    throw unauthorized('Sign in required: no access token was sent');
  };
}

/** The session of a request that passed {@link requireSession}. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized('Sign in required');
  return request.session;
}
