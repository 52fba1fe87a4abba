/** Random opaque tokens, the SHA-256 digests stored in their place, and signed tickets. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random token: 32 bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 hex digest stored for a token; the token itself is never stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** What a ticket carries: the session it stands for, its user, the one path and the expiry. */
export interface TicketClaims {
  tokenId: number;
  userId: number;
  path: string;
  expiresAt: number;
}

/** A signed ticket: `base64url(claims JSON).base64url(HMAC-SHA256)`. */
export function signTicket(secret: Buffer, claims: TicketClaims): string {
  const body = Buffer.from(
    JSON.stringify([claims.tokenId, claims.userId, claims.path, claims.expiresAt]),
    'utf8',
  ).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The claims of a ticket whose signature holds, or null (expiry is the caller's check). */
export function readTicket(secret: Buffer, ticket: string): TicketClaims | null {
  const [body, signature, ...rest] = ticket.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [tokenId, userId, path, expiresAt] = value as unknown[];
    if (
      typeof tokenId !== 'number' ||
      typeof userId !== 'number' ||
      typeof path !== 'string' ||
      typeof expiresAt !== 'number'
    ) {
      return null;
    }
    return { tokenId, userId, path, expiresAt };
  } catch {
    return null;
  }
}
