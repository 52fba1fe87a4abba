import { HIAM_TEXTS } from '../../../domain/hiam/messages';
import { grantAllOrganization } from '../../db/shellSeed';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { createInvitationLink } from '../../services/accountLinks';
import { getUser } from '../../services/users';
import { refuse } from '../hpfm/support/say';
import { refusal } from './support/accounts';

/** The code and name of the role a new tenant's first administrator holds. */
const ADMIN_ROLE = { code: 'tenant-admin', name: 'Tenant Administrator' } as const;

const ADMIN_FIELDS = ['adminLoginName', 'adminRealName', 'adminEmail'] as const;

/** Refuses a first administrator whose login name or e-mail address an account already uses. */
function checkAdministrator(context: HookContext, values: Record<string, unknown>): void {
  for (const field of ADMIN_FIELDS) {
    const value = values[field];
    if (typeof value !== 'string' || value.trim() === '') {
      throw refuse(context, field, HIAM_TEXTS.required);
    }
  }
  const taken = (column: 'login_name' | 'email', value: unknown) =>
    context.app.db.prepare(`SELECT 1 FROM users WHERE ${column} = ?`).get(value);
  if (taken('login_name', values.adminLoginName) || taken('email', values.adminLoginName)) {
    throw refuse(context, 'adminLoginName', HIAM_TEXTS.accountTaken, {
      value: String(values.adminLoginName),
    });
  }
  if (taken('email', values.adminEmail) || taken('login_name', values.adminEmail)) {
    throw refuse(context, 'adminEmail', HIAM_TEXTS.accountTaken, {
      value: String(values.adminEmail),
    });
  }
}

/**
 * The new tenant's administrator role (all its tenant-level menus and codes), its first
 * administrator (invited) and its password policy (the default one).
 */
function createAdministrator(context: HookContext, tenant: Row): void {
  const { db } = context.app;
  const now = context.scope.now;
  const tenantId = Number(tenant.tenantId);
  const role = db
    .prepare(
      `INSERT INTO roles (code, name, level, tenant_id, creation_date, last_update_date)
       VALUES (?, ?, 'organization', ?, ?, ?)`,
    )
    .run(ADMIN_ROLE.code, ADMIN_ROLE.name, tenantId, now, now);
  const roleId = Number(role.lastInsertRowid);
  grantAllOrganization(db, roleId, now);
  const user = db
    .prepare(
      `INSERT INTO users (login_name, real_name, email, language, organization_id,
         default_tenant_id, status, creation_date, last_update_date)
       VALUES (?, ?, ?, ?, ?, ?, 'Invited', ?, ?)`,
    )
    .run(
      tenant.adminLoginName,
      tenant.adminRealName,
      tenant.adminEmail,
      tenant.adminLanguage ?? 'en_US',
      tenantId,
      tenantId,
      now,
      now,
    );
  const userId = Number(user.lastInsertRowid);
  db.prepare(
    `INSERT INTO member_roles (user_id, role_id, tenant_id, creation_date, last_update_date)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(userId, roleId, tenantId, now, now);
  db.prepare(
    'INSERT INTO hiam_password_policies (tenant_id, creation_date, last_update_date) VALUES (?, ?, ?)',
  ).run(tenantId, now, now);
  const account = getUser(db, userId);
  if (account) createInvitationLink(context.app, account);
}

/**
 * Tenants: a new one gets its Tenant Administrator role (every tenant-level menu and code) and
 * its first administrator, invited by e-mail. The platform's own tenant (0) and the caller's
 * own cannot be disabled; a disabled tenant's accounts are refused at sign-in and their
 * sessions end (services/signIn, sessions).
 */
const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    if (!current) checkAdministrator(context, values);
  },
  afterWrite(context, row, created) {
    if (created) createAdministrator(context, row);
  },
  beforeEnable(context, row, enabled) {
    if (enabled) return;
    if (row.tenantId === 0) throw refusal(context, HIAM_TEXTS.platformTenant);
    if (row.tenantId === context.scope.tenantId) throw refusal(context, HIAM_TEXTS.ownTenant);
  },
};

export default hooks;
