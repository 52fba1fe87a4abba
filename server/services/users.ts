/** Users, the tenants they belong to and the roles they hold. */
import type { Role, TenantSummary } from '../../domain/contract/user';
import type { Db } from '../db/database';
import { formatDateTime } from './format';

/** A row of `users`. */
export interface UserRow {
  id: number;
  login_name: string;
  real_name: string;
  email: string | null;
  phone: string | null;
  image_url: string | null;
  language: string;
  time_zone: string;
  date_format: string;
  time_format: string;
  date_time_format: string;
  menu_layout: string;
  menu_collapsed: number;
  organization_id: number;
  default_tenant_id: number | null;
  password_hash: string | null;
  status: 'Invited' | 'Active' | 'Disabled';
  enabled_flag: number;
  locked_flag: number;
  locked_until: number | null;
  /** Epoch ms the password was last set; null when set before that was recorded. */
  password_changed_at: number | null;
  change_password_flag: number;
  continent_code: string | null;
  object_version_number: number;
  creation_date: number;
}

/** Returns the user with that id. */
export function getUser(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

/** Finds a user by login name, or else by e-mail address (both case-insensitive). */
export function findUserByLogin(db: Db, login: string): UserRow | undefined {
  const name = login.trim();
  if (name === '') return undefined;
  return (db.prepare('SELECT * FROM users WHERE login_name = ?').get(name) ??
    db.prepare('SELECT * FROM users WHERE email = ?').get(name)) as UserRow | undefined;
}

/** Finds a user by e-mail address (case-insensitive). */
export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email.trim()) as UserRow | undefined;
}

/** Returns a tenant by id. */
export function getTenant(db: Db, tenantId: number): TenantSummary | undefined {
  return db
    .prepare(
      'SELECT id AS tenantId, tenant_name AS tenantName, tenant_num AS tenantNum FROM tenants WHERE id = ?',
    )
    .get(tenantId) as TenantSummary | undefined;
}

/** Today (`YYYY-MM-DD`) in the user's time zone: the day a role held starts and ends on. */
function todayOf(db: Db, userId: number): string {
  const row = db.prepare('SELECT time_zone FROM users WHERE id = ?').get(userId) as
    { time_zone: string } | undefined;
  return formatDateTime(Date.now(), row?.time_zone ?? 'GMT+8').slice(0, 10);
}

/** SQL of a membership `mr` held today (`@today`): between its start and end dates. */
const HELD_TODAY = `(mr.start_date_active IS NULL OR mr.start_date_active <= @today)
  AND (mr.end_date_active IS NULL OR mr.end_date_active >= @today)`;

/** Tenants (enabled) in which the user holds at least one enabled role today, by id. */
export function listUserTenants(db: Db, userId: number): TenantSummary[] {
  return db
    .prepare(
      `SELECT DISTINCT t.id AS tenantId, t.tenant_name AS tenantName, t.tenant_num AS tenantNum
       FROM member_roles mr
       JOIN roles r ON r.id = mr.role_id AND r.enabled_flag = 1
       JOIN tenants t ON t.id = mr.tenant_id AND t.enabled_flag = 1
       WHERE mr.user_id = @userId AND ${HELD_TODAY}
       ORDER BY t.id`,
    )
    .all({ userId, today: todayOf(db, userId) }) as TenantSummary[];
}

/**
 * Roles the user can act as in a tenant today: those held in that tenant, organization-level
 * ones first, then the site-level roles the user holds (they are not tenant-scoped).
 */
export function listUserRoles(db: Db, userId: number, tenantId: number): Role[] {
  const rows = db
    .prepare(
      `SELECT r.id AS id, r.name AS name, r.code AS code, r.level AS level,
              r.tenant_id AS tenantId, t.tenant_name AS tenantName,
              CASE WHEN mr.tenant_id = @tenantId THEN 0 ELSE 1 END AS here
       FROM member_roles mr
       JOIN roles r ON r.id = mr.role_id AND r.enabled_flag = 1
       JOIN tenants t ON t.id = r.tenant_id
       JOIN tenants held ON held.id = mr.tenant_id AND held.enabled_flag = 1
       WHERE mr.user_id = @userId AND (mr.tenant_id = @tenantId OR r.level = 'site')
         AND ${HELD_TODAY}
       ORDER BY here, r.id`,
    )
    .all({ userId, tenantId, today: todayOf(db, userId) }) as (Role & { here: number })[];
  const seen = new Set<number>();
  const roles: Role[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    roles.push({
      id: row.id,
      name: row.name,
      code: row.code,
      level: row.level,
      tenantId: row.tenantId,
      tenantName: row.tenantName,
    });
  }
  return roles;
}

/** The tenant and role a new session starts in: the default tenant and the first role there. */
export function defaultSessionContext(
  db: Db,
  user: UserRow,
): { tenantId: number; roleId: number | null } {
  const tenants = listUserTenants(db, user.id);
  const tenantId =
    tenants.find((t) => t.tenantId === user.default_tenant_id)?.tenantId ??
    tenants[0]?.tenantId ??
    user.organization_id;
  const role = listUserRoles(db, user.id, tenantId)[0];
  return { tenantId, roleId: role?.id ?? null };
}
