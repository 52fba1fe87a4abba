/**
 * Identity and access calls beyond the resource engine's routes: the password policy a
 * one-time link's account must meet (so that its form checks the same rules before sending),
 * and the signed-in user's own password change (HZERO's `PUT /iam/hzero/v1/users/password`),
 * both held to the tenant's password policy.
 */
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../domain/engine/text';
import type { LinkPasswordPolicy } from '../../domain/hiam/passwordPolicy';
import { HIAM_TEXTS } from '../../domain/hiam/messages';
import type { ContextOptions } from '../context';
import { requireSession, sessionOf } from '../http/auth';
import { badRequest, BusinessError } from '../http/errors';
import { hashPassword, verifyPassword } from '../security/password';
import { decryptPassword } from '../security/rsa';
import { hashToken } from '../security/tokens';
import { INVALID_LINK } from '../services/accountLinks';
import { accountPolicy, checkNewPassword, storePassword } from '../services/passwordPolicy';
import { getUser, type UserRow } from '../services/users';

const ENCRYPTED_PASSWORD = { type: 'string', minLength: 1, maxLength: 1024 } as const;

/** Registers the routes. */
export async function hiamRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: { token: string } }>(
    '/oauth/public/password-policy',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
          required: ['token'],
        },
      },
    },
    async (request, reply): Promise<LinkPasswordPolicy> => {
      reply.header('Cache-Control', 'no-store');
      const user = db
        .prepare(
          `SELECT u.* FROM one_time_tokens o JOIN users u ON u.id = o.user_id
           WHERE o.token_hash = ? AND o.used_at IS NULL AND o.expires_at > ?`,
        )
        .get(hashToken(request.query.token.trim()), ctx.now()) as UserRow | undefined;
      if (!user) throw new BusinessError('error.link.invalid', INVALID_LINK);
      return { loginName: user.login_name, policy: accountPolicy(db, user) };
    },
  );

  app.put<{ Body: { originalPassword: string; password: string } }>(
    '/iam/hzero/v1/users/password',
    {
      onRequest: requireSession(ctx),
      schema: {
        body: {
          type: 'object',
          properties: { originalPassword: ENCRYPTED_PASSWORD, password: ENCRYPTED_PASSWORD },
          required: ['originalPassword', 'password'],
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const user = getUser(db, session.userId);
      if (!user) throw badRequest('The account no longer exists');
      const lang = languageOf(user.language);
      const original = decryptPassword(ctx.keys, request.body.originalPassword);
      const password = decryptPassword(ctx.keys, request.body.password);
      if (original === null || password === null) {
        throw badRequest('The passwords could not be decrypted; reload the page and try again');
      }
      if (!(await verifyPassword(original, user.password_hash))) {
        throw new BusinessError('error.password.original', HIAM_TEXTS.wrongOriginal[lang], 'warn');
      }
      await checkNewPassword(db, user, password);
      const hash = await hashPassword(password);
      const now = ctx.now();
      db.transaction(() => {
        storePassword(db, user.id, hash, now);
        // Every other session of the account ends; this one goes on.
        db.prepare(
          `UPDATE tokens SET revoked_at = ?, object_version_number = object_version_number + 1,
             last_update_date = ?
           WHERE user_id = ? AND id <> ? AND revoked_at IS NULL`,
        ).run(now, now, user.id, session.tokenId);
      }).immediate();
      return { message: HIAM_TEXTS.passwordChanged[lang] };
    },
  );
}
