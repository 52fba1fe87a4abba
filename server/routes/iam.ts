/**
 * Identity (/iam): the current user, their tenants and roles, switching role and tenant,
 * default tenant and language, and data-hierarchy choices (which HZERO serves from the
 * platform service: `/hpfm/v1/{organizationId}/data-hierarchies/switch...`; a hierarchy's
 * values are read through the view its `valueSourceCode` names, see services/dataHierarchies.ts).
 * Every route needs a session.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  CurrentUser,
  HierarchyDetails,
  HierarchyValue,
  Role,
  Tenant,
} from '../../domain/contract/user';
import type { AppContext, ContextOptions } from '../context';
import { checkRowToken, rowToken, updateVersioned, type SqlValue } from '../db/versioned';
import { requireSession, sessionOf } from '../http/auth';
import { badRequest, BusinessError, forbidden } from '../http/errors';
import { valueSourceCodeOf } from '../services/dataHierarchies';
import { setSessionContext, type Session } from '../services/sessions';
import {
  getTenant,
  getUser,
  listUserRoles,
  listUserTenants,
  type UserRow,
} from '../services/users';

/** Languages a user can choose. */
export const LANGUAGES = ['en_US', 'zh_CN'] as const;

/** Menu layouts a user can choose. */
export const MENU_LAYOUTS = ['inline', 'horizontal', 'side', 'side-all'] as const;

/** The tenant and role a session acts as, repaired if the role was taken away meanwhile. */
function actingAs(ctx: AppContext, session: Session): { tenantId: number; role: Role | null } {
  const roles = listUserRoles(ctx.db, session.userId, session.tenantId);
  const role = roles.find((r) => r.id === session.roleId) ?? roles[0] ?? null;
  if ((role?.id ?? null) !== session.roleId) {
    setSessionContext(ctx.db, session.tokenId, session.tenantId, role?.id ?? null, ctx.now());
    session.roleId = role?.id ?? null;
  }
  return { tenantId: session.tenantId, role };
}

function loadUser(ctx: AppContext, session: Session): UserRow {
  const user = getUser(ctx.db, session.userId);
  if (!user) throw forbidden('The account no longer exists');
  return user;
}

/** Builds the current-user view of a session. */
export function currentUserView(ctx: AppContext, session: Session): CurrentUser {
  const user = loadUser(ctx, session);
  const { tenantId, role } = actingAs(ctx, session);
  const tenant = getTenant(ctx.db, tenantId);
  return {
    id: user.id,
    loginName: user.login_name,
    realName: user.real_name,
    email: user.email,
    phone: user.phone,
    imageUrl: user.image_url,
    language: user.language,
    timeZone: user.time_zone,
    organizationId: tenantId,
    tenantId,
    tenantName: tenant?.tenantName ?? '',
    tenantNum: tenant?.tenantNum ?? '',
    currentRoleId: role?.id ?? null,
    currentRoleCode: role?.code ?? null,
    currentRoleName: role?.name ?? null,
    currentRoleLevel: role?.level ?? null,
    dateFormat: user.date_format,
    timeFormat: user.time_format,
    dateTimeFormat: user.date_time_format,
    changePasswordFlag: user.change_password_flag,
    menuLayout: user.menu_layout,
    menuCollapsed: user.menu_collapsed === 1,
    objectVersionNumber: user.object_version_number,
    _token: rowToken(ctx.rowSecret, 'users', user.id),
  };
}

/**
 * What `PUT /iam/hzero/v1/users/self` changes: the e-mail address and phone, the product's own
 * save (HZERO changes them only after a captcha). The name, language and time zone have HZERO's
 * own PUTs (users/real-name, users/default-language, users/time-zone).
 */
interface SelfUpdate {
  objectVersionNumber: number;
  _token?: string;
  email?: string;
  phone?: string;
}

const SELF_COLUMNS: Record<Exclude<keyof SelfUpdate, 'objectVersionNumber' | '_token'>, string> = {
  email: 'email',
  phone: 'phone',
};

// The choices of domain/hiam/accounts.ts: GMT, then GMT-12 to GMT+12 without a zero offset.
const TIME_ZONE_PATTERN = '^GMT([+-](1[0-2]|[1-9]))?$';

function hierarchyList(ctx: AppContext, userId: number, tenantId: number): HierarchyValue[] {
  return ctx.db
    .prepare(
      `SELECT h.code AS dataHierarchyCode, h.name AS dataHierarchyName,
              COALESCE(c.value, '') AS dataHierarchyValue, COALESCE(c.meaning, '') AS dataHierarchyMeaning
       FROM data_hierarchies h
       LEFT JOIN user_data_hierarchies c
         ON c.tenant_id = h.tenant_id AND c.hierarchy_code = h.code AND c.user_id = ?
       WHERE h.tenant_id = ? AND h.enabled_flag = 1
       ORDER BY h.order_seq, h.code`,
    )
    .all(userId, tenantId) as HierarchyValue[];
}

function requireCurrentTenant(
  request: FastifyRequest<{ Params: { organizationId: number } }>,
): Session {
  const session = sessionOf(request);
  if (request.params.organizationId !== session.tenantId) {
    throw forbidden('You can only work in your current tenant');
  }
  return session;
}

const ORGANIZATION_PARAMS = {
  type: 'object',
  properties: { organizationId: { type: 'integer' } },
  required: ['organizationId'],
} as const;

function integerQuery(name: string): object {
  return {
    type: 'object',
    properties: { [name]: { type: 'integer', minimum: 0 } },
    required: [name],
  };
}

/** Registers the /iam routes. */
export async function iamRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  const { db } = ctx;
  app.addHook('onRequest', requireSession(ctx));

  app.get('/iam/hzero/v1/users/self', async (request) => currentUserView(ctx, sessionOf(request)));

  app.put<{ Body: SelfUpdate }>(
    '/iam/hzero/v1/users/self',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            objectVersionNumber: { type: 'integer', minimum: 1 },
            _token: { type: 'string', maxLength: 100 },
            email: { type: 'string', format: 'email', maxLength: 254 },
            phone: { type: 'string', maxLength: 40, pattern: '^[0-9+()\\- ]*$' },
          },
          required: ['objectVersionNumber'],
        },
      },
      // The name, language and time zone are saved with HZERO's own PUTs (below): a body that
      // names them (or anything else) is refused rather than half saved.
      preValidation: async (request) => {
        const body = request.body;
        if (!body || typeof body !== 'object') return;
        const known = ['objectVersionNumber', '_token', ...Object.keys(SELF_COLUMNS)];
        const extra = Object.keys(body).find((key) => !known.includes(key));
        if (extra !== undefined) throw badRequest(`The request body must not contain '${extra}'`);
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      if (
        body._token !== undefined &&
        !checkRowToken(ctx.rowSecret, 'users', session.userId, body._token)
      ) {
        throw new BusinessError(
          'error.row_token',
          'The _token does not belong to this record; reload it and try again',
        );
      }
      const changes: Record<string, SqlValue> = {};
      for (const [field, column] of Object.entries(SELF_COLUMNS)) {
        const value = body[field as keyof typeof SELF_COLUMNS];
        if (value !== undefined) changes[column] = value;
      }
      if (body.email !== undefined) {
        const other = db
          .prepare('SELECT id FROM users WHERE email = ? AND id <> ?')
          .get(body.email, session.userId);
        if (other)
          throw new BusinessError(
            'error.email_taken',
            'Another account already uses this e-mail address',
          );
      }
      updateVersioned(db, 'users', session.userId, body.objectVersionNumber, changes, ctx.now());
      return currentUserView(ctx, session);
    },
  );

  // HZERO's user configuration items (hiam userInfoService.js updateDefaultMenu), one query
  // parameter each: the menu layout, and the product's own `menuCollapsed` (1 or 0; HZERO has
  // no such item). Last-writer-wins UI state: saving does not bump the user's
  // objectVersionNumber, so a profile form that is open meanwhile can still be saved.
  app.put<{ Querystring: { menuLayout?: string; menuCollapsed?: 0 | 1 } }>(
    '/iam/hzero/v1/users/config-items',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            menuLayout: { type: 'string', enum: MENU_LAYOUTS },
            menuCollapsed: { type: 'integer', enum: [0, 1] },
          },
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { menuLayout, menuCollapsed } = request.query;
      if (menuLayout !== undefined || menuCollapsed !== undefined) {
        db.prepare(
          `UPDATE users SET menu_layout = COALESCE(@menuLayout, menu_layout),
             menu_collapsed = COALESCE(@menuCollapsed, menu_collapsed), last_update_date = @now
           WHERE id = @id`,
        ).run({
          menuLayout: menuLayout ?? null,
          menuCollapsed: menuCollapsed ?? null,
          now: ctx.now(),
          id: session.userId,
        });
      }
      const user = loadUser(ctx, session);
      return { menuLayout: user.menu_layout, menuCollapsed: user.menu_collapsed === 1 ? 1 : 0 };
    },
  );

  app.get('/iam/hzero/v1/users/self-tenants', async (request) => {
    const session = sessionOf(request);
    const user = loadUser(ctx, session);
    const tenants = listUserTenants(db, user.id);
    const defaultId = tenants.some((t) => t.tenantId === user.default_tenant_id)
      ? user.default_tenant_id
      : tenants[0]?.tenantId;
    return tenants.map((t): Tenant => ({ ...t, defaultFlag: t.tenantId === defaultId ? 1 : 0 }));
  });

  app.get('/iam/hzero/v1/member-roles/self-roles', async (request) => {
    const session = sessionOf(request);
    return listUserRoles(db, session.userId, session.tenantId);
  });

  app.put<{ Querystring: { roleId: number } }>(
    '/iam/v1/users/roles',
    { schema: { querystring: integerQuery('roleId') } },
    async (request) => {
      const session = sessionOf(request);
      const held = listUserRoles(db, session.userId, session.tenantId);
      if (!held.some((role) => role.id === request.query.roleId)) {
        throw forbidden('You do not hold this role');
      }
      setSessionContext(db, session.tokenId, session.tenantId, request.query.roleId, ctx.now());
      session.roleId = request.query.roleId;
      return currentUserView(ctx, session);
    },
  );

  app.put<{ Querystring: { tenantId: number } }>(
    '/iam/v1/users/tenant-id',
    { schema: { querystring: integerQuery('tenantId') } },
    async (request) => {
      const session = sessionOf(request);
      const { tenantId } = request.query;
      // Roles held in the tenant come first, before site-level ones.
      const first = listUserRoles(db, session.userId, tenantId)[0];
      if (!first || !listUserTenants(db, session.userId).some((t) => t.tenantId === tenantId)) {
        throw forbidden('You hold no role in this tenant');
      }
      setSessionContext(db, session.tokenId, tenantId, first.id, ctx.now());
      session.tenantId = tenantId;
      session.roleId = first.id;
      return currentUserView(ctx, session);
    },
  );

  app.put<{ Querystring: { tenantId: number } }>(
    '/iam/hzero/v1/users/default-tenant',
    { schema: { querystring: integerQuery('tenantId') } },
    async (request) => {
      const session = sessionOf(request);
      const { tenantId } = request.query;
      if (!listUserTenants(db, session.userId).some((t) => t.tenantId === tenantId)) {
        throw forbidden('You hold no role in this tenant');
      }
      db.prepare(
        `UPDATE users SET default_tenant_id = ?, object_version_number = object_version_number + 1,
           last_update_date = ? WHERE id = ?`,
      ).run(tenantId, ctx.now(), session.userId);
      return currentUserView(ctx, session);
    },
  );

  // HZERO's one PUT per setting of the user's own (hiam userInfoService.js
  // userInfoUpdateRealName, updateDefaultLanguage, updateDefaultTimeZone): the value in the
  // query; each answers the user as `users/self` does.
  const selfSettings = [
    {
      path: '/iam/hzero/v1/users/real-name',
      name: 'realName',
      column: 'real_name',
      // Not blank: the account's name as its resource (hiam/user) requires it.
      schema: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    },
    {
      path: '/iam/hzero/v1/users/default-language',
      name: 'language',
      column: 'language',
      schema: { type: 'string', enum: LANGUAGES },
    },
    {
      path: '/iam/hzero/v1/users/time-zone',
      name: 'timeZone',
      column: 'time_zone',
      schema: { type: 'string', pattern: TIME_ZONE_PATTERN },
    },
  ] as const;
  for (const setting of selfSettings) {
    app.put<{ Querystring: Record<string, string> }>(
      setting.path,
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { [setting.name]: setting.schema },
            required: [setting.name],
          },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        db.prepare(
          `UPDATE users SET ${setting.column} = ?,
             object_version_number = object_version_number + 1, last_update_date = ?
           WHERE id = ?`,
        ).run(request.query[setting.name], ctx.now(), session.userId);
        return currentUserView(ctx, session);
      },
    );
  }

  app.get<{ Params: { organizationId: number } }>(
    '/hpfm/v1/:organizationId/data-hierarchies/switch/value',
    { schema: { params: ORGANIZATION_PARAMS } },
    async (request) => {
      const session = requireCurrentTenant(request);
      return hierarchyList(ctx, session.userId, session.tenantId);
    },
  );

  app.get<{ Params: { organizationId: number }; Querystring: { dataHierarchyCode: string } }>(
    '/hpfm/v1/:organizationId/data-hierarchies/switch/value/details',
    {
      schema: {
        params: ORGANIZATION_PARAMS,
        querystring: {
          type: 'object',
          properties: { dataHierarchyCode: { type: 'string', minLength: 1, maxLength: 60 } },
          required: ['dataHierarchyCode'],
        },
      },
    },
    async (request) => {
      const session = requireCurrentTenant(request);
      const code = request.query.dataHierarchyCode;
      const found = hierarchyList(ctx, session.userId, session.tenantId).find(
        (hierarchy) => hierarchy.dataHierarchyCode === code,
      );
      if (!found) {
        throw new BusinessError(
          'error.data_hierarchy.unknown',
          `There is no data hierarchy '${code}' in this tenant`,
        );
      }
      return { ...found, valueSourceCode: valueSourceCodeOf(code) } satisfies HierarchyDetails;
    },
  );

  app.put<{
    Params: { organizationId: number };
    Querystring: {
      dataHierarchyCode: string;
      dataHierarchyValue: string;
      dataHierarchyMeaning: string;
    };
  }>(
    '/hpfm/v1/:organizationId/data-hierarchies/switch',
    {
      schema: {
        params: ORGANIZATION_PARAMS,
        querystring: {
          type: 'object',
          properties: {
            dataHierarchyCode: { type: 'string', minLength: 1, maxLength: 60 },
            dataHierarchyValue: { type: 'string', maxLength: 120, default: '' },
            dataHierarchyMeaning: { type: 'string', maxLength: 240, default: '' },
          },
          required: ['dataHierarchyCode'],
        },
      },
    },
    async (request) => {
      const session = requireCurrentTenant(request);
      const { dataHierarchyCode: code, dataHierarchyValue: value } = request.query;
      const hierarchy = db
        .prepare(
          'SELECT id FROM data_hierarchies WHERE tenant_id = ? AND code = ? AND enabled_flag = 1',
        )
        .get(session.tenantId, code) as { id: number } | undefined;
      if (!hierarchy) {
        throw new BusinessError(
          'error.data_hierarchy.unknown',
          `There is no data hierarchy '${code}' in this tenant`,
        );
      }
      const now = ctx.now();
      if (value === '') {
        db.prepare(
          'DELETE FROM user_data_hierarchies WHERE user_id = ? AND tenant_id = ? AND hierarchy_code = ?',
        ).run(session.userId, session.tenantId, code);
      } else {
        const option = db
          .prepare('SELECT meaning FROM data_hierarchy_values WHERE hierarchy_id = ? AND value = ?')
          .get(hierarchy.id, value) as { meaning: string } | undefined;
        if (!option) {
          throw new BusinessError(
            'error.data_hierarchy.value',
            `'${value}' is not a value of the data hierarchy '${code}'`,
          );
        }
        db.prepare(
          `INSERT INTO user_data_hierarchies (user_id, tenant_id, hierarchy_code, value, meaning,
             creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, tenant_id, hierarchy_code) DO UPDATE SET value = excluded.value,
             meaning = excluded.meaning, last_update_date = excluded.last_update_date,
             object_version_number = object_version_number + 1`,
        ).run(session.userId, session.tenantId, code, value, option.meaning, now, now);
      }
      return hierarchyList(ctx, session.userId, session.tenantId);
    },
  );
}
