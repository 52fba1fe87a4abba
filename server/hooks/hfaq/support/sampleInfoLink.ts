/**
 * Signed links to a project's sample information (`/public/hpro/project/sampleinfo/{contractNo}/{sign}`):
 * staff hand a customer or a partner a link that shows the project's samples without signing
 * in, until it expires. The sign is `{tenantId}.{expires}.{mac}`: the expiry in epoch seconds
 * and an HMAC-SHA256 over the tenant, the contract number (the project's code) and the expiry,
 * with a key derived from the server's row secret. A wrong or expired sign shows nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { text, type Language } from '../../../../domain/engine/text';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';

/** Longest a link may be valid. */
export const MAX_LINK_DAYS = 90;

/** What a sign looks like. */
export const SIGN_PATTERN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function keyOf(ctx: AppContext): Buffer {
  return createHmac('sha256', ctx.rowSecret).update('sample-info-link').digest();
}

function macOf(ctx: AppContext, tenantId: number, contractNo: string, expires: number): string {
  return createHmac('sha256', keyOf(ctx))
    .update(`${tenantId}\n${contractNo}\n${expires}`)
    .digest('base64url');
}

/** The sign of a link to a contract's sample information, valid until `expiresAt` (epoch ms). */
export function signSampleInfo(
  ctx: AppContext,
  tenantId: number,
  contractNo: string,
  expiresAt: number,
): string {
  const expires = Math.floor(expiresAt / 1000);
  return `${tenantId}.${expires}.${macOf(ctx, tenantId, contractNo, expires)}`;
}

/** Refusal of a link that is not one the server signed (also for one naming nothing). */
export const INVALID_LINK = text(
  'This link is not valid. Ask the sender for a new link.',
  '此链接无效，请向发送者索取新的链接。',
);

/** Refusal of a link past its time. */
export const EXPIRED_LINK = text(
  'This link has expired. Ask the sender for a new link.',
  '此链接已过期，请向发送者索取新的链接。',
);

/** The refusal, in `lang`, of a link that is not one the server signed, or names nothing any more. */
export function invalidLink(lang: Language): HttpError {
  return new HttpError(403, 'error.link.invalid', INVALID_LINK[lang]);
}

/**
 * The tenant a sign was made for, when it is the server's sign of this contract number and
 * still valid; 403 `error.link.invalid` or 410 `error.link.expired` otherwise, said in `lang`.
 */
export function checkSampleInfoSign(
  ctx: AppContext,
  contractNo: string,
  sign: string,
  lang: Language,
): number {
  const match = SIGN_PATTERN.exec(sign);
  const invalid = invalidLink(lang);
  if (!match) throw invalid;
  const tenantId = Number(match[1]);
  const expires = Number(match[2]);
  const given = Buffer.from(match[3] ?? '');
  const wanted = Buffer.from(macOf(ctx, tenantId, contractNo, expires));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw invalid;
  if (expires * 1000 <= ctx.now()) {
    throw new HttpError(410, 'error.link.expired', EXPIRED_LINK[lang]);
  }
  return tenantId;
}
