/**
 * Identity and access calls beyond the resource engine's routes: the password policy a
 * one-time link's account must meet (so that its form checks the same rules before sending),
 * the signed-in user's own password change (HZERO's `PUT /iam/hzero/v1/users/password`), both
 * held to the tenant's password policy; a role's permission sets (`permission-set-tree`,
 * `permission-sets/assign|recycle`, HZERO's shapes) and the fields its answers hide or keep read-only
 * (`apis/{permissionId}/role/{roleId}`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionCode, resourceKey } from '../../domain/engine/resource';
import { fill, languageOf } from '../../domain/engine/text';
import type { LinkPasswordPolicy, PasswordPolicy } from '../../domain/hiam/passwordPolicy';
import { HIAM_TEXTS } from '../../domain/hiam/messages';
import { matching } from '../../domain/hiam/permissionTree';
import { menuExportSchema, menuWriteSchema, type MenuWrite } from '../../domain/hiam/menus';
import type { AppContext } from '../context';
import { governance } from '../governance';
import { engineScope } from '../engine/routes';
import type { Engine, FieldRule, Row } from '../engine/service';
import { requireSession, sessionOf } from '../http/auth';
import { badRequest, BusinessError, notFound } from '../http/errors';
import { tenantGuard, tenantParams, tenantPaths } from '../http/tenant';
import { hashPassword, verifyPassword } from '../security/password';
import { decryptPassword } from '../security/rsa';
import type { ThrottleRule } from '../security/throttle';
import { hashToken } from '../security/tokens';
import { INVALID_LINK } from '../services/accountLinks';
import { groupFieldRules, ownFieldRules, setFieldRules } from '../services/fieldPermissions';
import {
  createMenu,
  deleteMenus,
  exportMenus,
  importMenus,
  managedTree,
  updateMenu,
} from '../services/menuAdmin';
import {
  accountPolicy,
  checkNewPassword,
  policyOf,
  storePassword,
} from '../services/passwordPolicy';
import { actingRole, holdsAny, missingPermission } from '../services/permissions';
import { assignSets, recycleSets, refusedIds, roleGrants } from '../services/rolePermissions';
import type {
  FieldPermissionRow,
  FieldPermissions,
  GrantChange,
  PermissionSetNode,
} from '../../domain/hiam/contract';
import { getUser, type UserRow } from '../services/users';

/** Wrong current passwords one account may type when changing it: 5, then one per minute. */
const PASSWORD_TRIES: ThrottleRule = { capacity: 5, refillMs: 60_000 };

const ENCRYPTED_PASSWORD = { type: 'string', minLength: 1, maxLength: 1024 } as const;

/** Options of {@link hiamRoutes}. */
export interface HiamRoutesOptions {
  ctx: AppContext;
  engine: Engine;
}

/** The body of a grant or a withdrawal: HZERO's list of permission-set ids. */
const GRANT_CHANGE = {
  type: 'array',
  maxItems: 5000,
  items: { type: 'integer', minimum: 1 },
} as const;

/** The search of a role's permission tree (HZERO's RoleManagement/Permissions form). */
const TREE_QUERY = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 200 } },
} as const;

const ID_PARAMS = {
  type: 'object',
  properties: { tenantId: { type: 'integer', minimum: 0 }, id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

const FIELD_PARAMS = {
  type: 'object',
  properties: {
    tenantId: { type: 'integer', minimum: 0 },
    permissionId: { type: 'integer', minimum: 1 },
    roleId: { type: 'integer', minimum: 1 },
  },
  required: ['permissionId', 'roleId'],
} as const;

/** Registers the routes. */
export async function hiamRoutes(
  app: FastifyInstance,
  { ctx, engine }: HiamRoutesOptions,
): Promise<void> {
  const { db } = ctx;
  const roleResource = engine.resource('hiam/role');
  /** The resource each query code opens (an API with fields). */
  const queryResources = new Map(
    [...engine.resources.values()]
      .filter((resource) => !resource.parent)
      .map((resource) => [permissionCode(resource, 'query'), resourceKey(resource)] as const),
  );

  /** A guard: the current tenant's path and one of the role screen's codes. */
  const roleGuard = (action: 'query' | 'edit') => async (request: FastifyRequest) => {
    await tenantGuard(request);
    const code = permissionCode(roleResource, action);
    if (!holdsAny(db, actingRole(db, sessionOf(request)), [code])) throw missingPermission(code);
  };

  /** A role the caller may read (another tenant's is answered as one that is not there). */
  const visibleRole = (request: FastifyRequest, id: number): Row => {
    const row = engine.find(roleResource, engineScope(ctx, request), id);
    if (!row) throw notFound(`The role ${id} does not exist`);
    return row;
  };

  const grantsOf = (request: FastifyRequest, id: number): PermissionSetNode[] => {
    const row = visibleRole(request, id);
    const scope = engineScope(ctx, request);
    return roleGrants(
      db,
      { id: Number(row.id), level: row.level === 'site' ? 'site' : 'organization' },
      scope.role,
      scope.lang,
      queryResources,
    );
  };

  for (const path of tenantPaths('/iam/hzero', '/roles/:id/permission-set-tree')) {
    app.get<{ Params: { id: number }; Querystring: { name?: string } }>(
      path,
      {
        onRequest: requireSession(ctx),
        preValidation: roleGuard('query'),
        schema: { params: ID_PARAMS, querystring: TREE_QUERY },
      },
      // HZERO's page searches by `name` on the server.
      async (request) => matching(grantsOf(request, request.params.id), request.query.name ?? ''),
    );
  }

  for (const [segment, change] of [
    ['assign', assignSets],
    ['recycle', recycleSets],
  ] as const) {
    for (const path of tenantPaths('/iam/hzero', `/roles/:id/permission-sets/${segment}`)) {
      app.put<{ Params: { id: number }; Body: GrantChange }>(
        path,
        {
          onRequest: requireSession(ctx),
          preValidation: roleGuard('edit'),
          schema: { params: ID_PARAMS, body: GRANT_CHANGE },
        },
        async (request) => {
          const role = visibleRole(request, request.params.id);
          const lang = engineScope(ctx, request).lang;
          if (role.level === 'site') {
            throw new BusinessError('error.hiam', HIAM_TEXTS.siteRoleHoldsAll[lang], 'warn');
          }
          const body = request.body;
          const refused = refusedIds(db, actingRole(db, sessionOf(request)), body);
          if (refused.length > 0) {
            throw new BusinessError(
              'error.hiam.not_assignable',
              fill(HIAM_TEXTS.notAssignable[lang], { ids: refused.slice(0, 10).join(', ') }),
              'warn',
            );
          }
          change(db, Number(role.id), body, ctx.now());
          return grantsOf(request, request.params.id);
        },
      );
    }
  }

  /** The API behind a permission id: a resource's query code; 404 otherwise. */
  const apiOf = (permissionId: number) => {
    const row = db
      .prepare('SELECT id, code, description FROM permissions WHERE id = ?')
      .get(permissionId) as { id: number; code: string; description: string } | undefined;
    const key = row ? queryResources.get(row.code) : undefined;
    if (!row || !key) throw notFound(`There is no API with field permissions ${permissionId}`);
    return { permission: row, resource: engine.resource(key) };
  };

  const fieldRows = (
    request: FastifyRequest,
    permissionId: number,
    roleId: number,
  ): FieldPermissions => {
    const { permission, resource } = apiOf(permissionId);
    const role = visibleRole(request, roleId);
    const lang = engineScope(ctx, request).lang;
    const rules = ownFieldRules(db, Number(role.id), permission.id);
    const fromGroups = groupFieldRules(db, Number(role.id), permission.code, lang);
    return {
      permission: { ...permission, resource: resourceKey(resource), title: resource.title[lang] },
      role: { id: Number(role.id), code: String(role.code), name: String(role.name) },
      fields: Object.entries(resource.fields)
        .filter(([, field]) => !field.writeOnly)
        .map(([name, field]): FieldPermissionRow => ({
          fieldName: name,
          label: field.label[lang],
          rule: rules.get(name) ?? null,
          groups: fromGroups.get(name) ?? [],
        })),
    };
  };

  registerMenuAdmin(app, ctx);

  for (const path of tenantPaths('/iam', '/apis/:permissionId/role/:roleId')) {
    app.get<{ Params: { permissionId: number; roleId: number } }>(
      path,
      {
        onRequest: requireSession(ctx),
        preValidation: roleGuard('query'),
        schema: { params: FIELD_PARAMS },
      },
      async (request) => fieldRows(request, request.params.permissionId, request.params.roleId),
    );
    app.put<{
      Params: { permissionId: number; roleId: number };
      Body: { fieldName: string; rule: FieldRule | null }[];
    }>(
      path,
      {
        onRequest: requireSession(ctx),
        preValidation: roleGuard('edit'),
        schema: {
          params: FIELD_PARAMS,
          body: {
            type: 'array',
            maxItems: 500,
            items: {
              type: 'object',
              properties: {
                fieldName: { type: 'string', minLength: 1, maxLength: 60 },
                rule: { type: ['string', 'null'], enum: ['hidden', 'readOnly', null] },
              },
              required: ['fieldName', 'rule'],
              additionalProperties: false,
            },
          },
        },
      },
      async (request) => {
        const { permissionId, roleId } = request.params;
        const { permission, resource } = apiOf(permissionId);
        const role = visibleRole(request, roleId);
        const rules = new Map<string, FieldRule>();
        for (const item of request.body) {
          if (!resource.fields[item.fieldName]) {
            throw badRequest(`'${item.fieldName}' is not a field of ${resourceKey(resource)}`);
          }
          if (item.rule) rules.set(item.fieldName, item.rule);
        }
        setFieldRules(db, Number(role.id), permission.id, rules, ctx.now());
        return fieldRows(request, permissionId, roleId);
      },
    );
  }

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

  // The current tenant's password policy for any of its signed-in users, for the password
  // change form (HZERO's roleManagementService.js fetchPasswordPolicyList).
  app.get<{ Params: { tenantId: number } }>(
    '/iam/v1/:tenantId/password-policies/query',
    {
      onRequest: requireSession(ctx),
      preValidation: tenantGuard,
      schema: { params: tenantParams({}, ['tenantId']) },
    },
    (request): PasswordPolicy => policyOf(db, request.params.tenantId),
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
      // Guessing the current password from a signed-in session is held back, as sign-ins are.
      const limiter = governance(ctx).limiter;
      const tries = `password-change:${user.id}`;
      const wait = limiter.check(tries, PASSWORD_TRIES).retryAfterMs;
      if (wait > 0) {
        throw new BusinessError(
          'error.password.throttled',
          fill(HIAM_TEXTS.tooManyTries[lang], { seconds: Math.ceil(wait / 1000) }),
        );
      }
      if (!(await verifyPassword(original, user.password_hash))) {
        limiter.take(tries, PASSWORD_TRIES);
        throw new BusinessError('error.password.original', HIAM_TEXTS.wrongOriginal[lang], 'warn');
      }
      await checkNewPassword(db, user, password);
      if (password === original) {
        throw new BusinessError('error.password.same', HIAM_TEXTS.samePassword[lang], 'warn');
      }
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

/** Checks a written menu with the one schema; a 400 naming the first problem. */
function menuBody(body: unknown): { parentId: number | null; menu: MenuWrite } {
  const parsed = menuWriteSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`Field '${issue?.path.join('.') ?? ''}': ${issue?.message ?? 'invalid'}`);
  }
  const raw = (body as { parentId?: unknown }).parentId;
  if (raw !== null && raw !== undefined && (!Number.isInteger(raw) || Number(raw) < 1)) {
    throw badRequest("Field 'parentId' must be a menu id or null");
  }
  return { parentId: typeof raw === 'number' ? raw : null, menu: parsed.data };
}

/**
 * The menu editor's calls (platform administrators): `GET /iam/hzero/v1/menus/manage-tree`,
 * `POST .../menus/create`, `PUT .../menus/update`, `DELETE .../menus`, `GET .../menus/export`,
 * `POST .../menus/import`, each guarded by its `hiam.menu.list-*` code.
 */
function registerMenuAdmin(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const guard = (action: string) => {
    const code = permissionCode({ module: 'hiam', name: 'menu' }, action);
    return {
      onRequest: requireSession(ctx),
      preHandler: async (request: FastifyRequest) => {
        if (!holdsAny(db, actingRole(db, sessionOf(request)), [code])) {
          throw missingPermission(code);
        }
      },
    };
  };
  const base = '/iam/hzero/v1/menus';
  app.get(`${base}/manage-tree`, guard('query'), async () => managedTree(db));
  app.post(`${base}/create`, guard('create'), async (request) => {
    const { parentId, menu } = menuBody(request.body);
    createMenu(db, parentId, menu, ctx.now());
    return managedTree(db);
  });
  app.put(`${base}/update`, guard('edit'), async (request) => {
    const { parentId, menu } = menuBody(request.body);
    const { id, objectVersionNumber } = (request.body ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(id) || !Number.isInteger(objectVersionNumber)) {
      throw badRequest("Fields 'id' and 'objectVersionNumber' must be whole numbers");
    }
    updateMenu(db, Number(id), Number(objectVersionNumber), parentId, menu, ctx.now());
    return managedTree(db);
  });
  app.delete<{ Body: { id: number; objectVersionNumber: number }[] }>(
    base,
    {
      ...guard('delete'),
      schema: {
        body: {
          type: 'array',
          minItems: 1,
          maxItems: 100,
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer', minimum: 1 },
              objectVersionNumber: { type: 'integer', minimum: 1 },
            },
            required: ['id', 'objectVersionNumber'],
          },
        },
      },
    },
    async (request) => {
      deleteMenus(db, request.body);
      return managedTree(db);
    },
  );
  app.get(`${base}/export`, guard('export'), async (_request, reply) =>
    reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="menus.json"')
      .send(JSON.stringify(exportMenus(db), null, 2)),
  );
  app.post(
    `${base}/import`,
    { ...guard('import'), bodyLimit: 2 * 1024 * 1024 },
    async (request) => {
      const parsed = menuExportSchema.max(5000).safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(
          `The file is not a menu export: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
        );
      }
      return importMenus(db, parsed.data, ctx.now());
    },
  );
}
