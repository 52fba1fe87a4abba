/**
 * The server-driven menu and permission checks (iam): `GET /iam/hzero/v1/menus/tree` and
 * `POST /iam/hzero/v1/menus/check-permissions`.
 */
import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../context';
import { MENU_LANGUAGES } from '../db/menuData';
import { requireSession, sessionOf } from '../http/auth';
import { forbidden } from '../http/errors';
import { actingRole, checkPermissions, menuTree } from '../services/permissions';
import { getUser } from '../services/users';

/** Registers the menu routes. */
export async function menuRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  const { db } = ctx;
  app.addHook('onRequest', requireSession(ctx));

  app.get<{ Querystring: { lang?: string; roleId?: number } }>(
    '/iam/hzero/v1/menus/tree',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            lang: { type: 'string', enum: MENU_LANGUAGES },
            roleId: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const role = actingRole(db, session);
      const { roleId } = request.query;
      // The tree is only ever for the current role (asked explicitly, or implied).
      if (roleId !== undefined && roleId !== role?.id) {
        throw forbidden('The menu can only be read for your current role');
      }
      const lang = request.query.lang ?? getUser(db, session.userId)?.language ?? 'en_US';
      return menuTree(db, role, lang);
    },
  );

  app.post<{ Body: string[] }>(
    '/iam/hzero/v1/menus/check-permissions',
    {
      schema: {
        body: {
          type: 'array',
          maxItems: 1000,
          items: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
    },
    async (request) => checkPermissions(db, actingRole(db, sessionOf(request)), request.body),
  );
}
