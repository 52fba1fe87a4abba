/** Random opaque tokens and the SHA-256 digests that are stored in their place. */
import { createHash, randomBytes } from 'node:crypto';

/** A new random token: 32 bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 hex digest stored for a token; the token itself is never stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
