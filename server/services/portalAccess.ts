/**
 * Who is calling the portal and what they may see. Customers (roles `portal.manager`,
 * `portal.member`) see their team's data, a member only the projects allocated to them;
 * staff (operators, tenant administrators, site roles) see their current tenant's. Anyone
 * else gets 403.
 */
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../domain/contract/user';
import type { AppContext } from '../context';
import type { Condition } from '../engine/store';
import type { SqlValue } from '../db/versioned';
import { forbidden } from '../http/errors';
import { currentTenantSession } from '../http/tenant';
import { actingRole } from './permissions';
import { getUser } from './users';

/** Role codes of the internal staff. */
export const STAFF_ROLE_CODES: readonly string[] = ['operator', 'tenant-admin'];

/** Role codes of customers. */
export const CUSTOMER_ROLE_CODES: readonly string[] = ['portal.manager', 'portal.member'];

/** The caller of a portal API. */
export interface PortalCaller {
  kind: 'staff' | 'customer';
  userId: number;
  tenantId: number;
  /** Customers only. */
  teamId: number | null;
  /** Customers only: the caller's place in the team. */
  memberRole: 'manager' | 'member' | null;
  lang: string;
  timeZone: string;
}

/** Who works in a tenant as which role (a request's session, or the engine's scope). */
export interface PortalWho {
  userId: number;
  tenantId: number;
  role: Role | null;
}

/** Resolves the caller; 403 for roles that are neither customers nor staff. */
export function portalCaller(ctx: AppContext, request: FastifyRequest): PortalCaller {
  const session = currentTenantSession(request);
  return portalCallerOf(ctx, { ...session, role: actingRole(ctx.db, session) });
}

/** The caller who works as `who.role`; 403 for roles that are neither customers nor staff. */
export function portalCallerOf(ctx: AppContext, who: PortalWho): PortalCaller {
  const { role, userId, tenantId } = who;
  const user = getUser(ctx.db, userId);
  const base = {
    userId,
    tenantId,
    lang: user?.language ?? 'en_US',
    timeZone: user?.time_zone ?? 'GMT+8',
  };
  if (role && (role.level === 'site' || STAFF_ROLE_CODES.includes(role.code))) {
    return { ...base, kind: 'staff', teamId: null, memberRole: null };
  }
  if (role && CUSTOMER_ROLE_CODES.includes(role.code)) {
    const team = ctx.db
      .prepare(
        `SELECT tm.team_id AS teamId, tm.member_role AS memberRole FROM portal_team_members tm
         JOIN portal_teams t ON t.team_id = tm.team_id WHERE tm.user_id = ? AND t.tenant_id = ?`,
      )
      .get(userId, tenantId) as { teamId: number; memberRole: 'manager' | 'member' } | undefined;
    if (!team) throw forbidden('You do not belong to a customer team in this tenant');
    return { ...base, kind: 'customer', ...team };
  }
  throw forbidden('The sequencing portal is for customer teams and staff');
}

/** 403 unless the caller is staff. */
export function requireStaff(caller: PortalCaller): void {
  if (caller.kind !== 'staff') throw forbidden('Only staff may do this');
}

/** 403 unless the caller is a customer. */
export function requireCustomer(caller: PortalCaller): void {
  if (caller.kind !== 'customer') throw forbidden('Only customers may do this');
}

/**
 * The engine's conditions of the rows a caller sees, on a list with `teamId` and `projectId`
 * (and, of batches, `createdBy`): staff every row of the tenant (the engine keeps to it), a
 * customer their team's, a member those of allocated projects and, of batches, those without
 * a project they created.
 */
export function portalRows(
  ctx: AppContext,
  caller: PortalCaller,
  rows: 'project' | 'batch',
): Condition[] {
  if (caller.kind === 'staff') return [];
  const team: Condition = { field: 'teamId', op: 'eq', value: caller.teamId };
  if (caller.memberRole !== 'member') return [team];
  const allocated: Condition = {
    field: 'projectId',
    op: 'in',
    values: (
      ctx.db
        .prepare('SELECT project_id AS id FROM portal_project_members WHERE user_id = ?')
        .all(caller.userId) as { id: number }[]
    ).map((row) => row.id),
  };
  if (rows === 'project') return [team, allocated];
  const own: Condition[] = [
    { field: 'projectId', op: 'isNull' },
    { field: 'createdBy', op: 'eq', value: caller.userId },
  ];
  return [team, { op: 'any', of: [[allocated], own] }];
}

/**
 * SQL condition (and its parameters) for the projects the caller sees; `alias` is the
 * projects table alias.
 */
export function projectScope(
  caller: PortalCaller,
  alias: string,
): { sql: string; params: Record<string, SqlValue> } {
  const params: Record<string, SqlValue> = { scopeTenant: caller.tenantId };
  let sql = `${alias}.tenant_id = @scopeTenant`;
  if (caller.kind === 'customer') {
    sql += ` AND ${alias}.team_id = @scopeTeam`;
    params.scopeTeam = caller.teamId;
    if (caller.memberRole === 'member') {
      sql += ` AND EXISTS (SELECT 1 FROM portal_project_members pm
        WHERE pm.project_id = ${alias}.project_id AND pm.user_id = @scopeUser)`;
      params.scopeUser = caller.userId;
    }
  }
  return { sql, params };
}

/**
 * SQL condition for the batches the caller sees: a member sees the batches of allocated
 * projects and the batches without a project they created.
 */
export function batchScope(
  caller: PortalCaller,
  alias: string,
): { sql: string; params: Record<string, SqlValue> } {
  const params: Record<string, SqlValue> = { scopeTenant: caller.tenantId };
  let sql = `${alias}.tenant_id = @scopeTenant`;
  if (caller.kind === 'customer') {
    sql += ` AND ${alias}.team_id = @scopeTeam`;
    params.scopeTeam = caller.teamId;
    if (caller.memberRole === 'member') {
      sql += ` AND (EXISTS (SELECT 1 FROM portal_project_members pm
          WHERE pm.project_id = ${alias}.project_id AND pm.user_id = @scopeUser)
        OR (${alias}.project_id IS NULL AND ${alias}.created_by = @scopeUser))`;
      params.scopeUser = caller.userId;
    }
  }
  return { sql, params };
}

/** What the file check needs of an uploaded file. */
export interface PortalFile {
  fileUrl: string;
  tenantId: number;
  /** The team it was uploaded by or for (null: staff only). */
  teamId: number | null;
  uploadedBy: number | null;
}

/**
 * Whether the caller may read a portal file, scoped like the record it belongs to: a QC report
 * is read by whoever sees one of the batches naming it ({@link batchScope}); a file no record
 * names yet by the tenant's staff, its uploader and the manager of its team.
 */
export function portalFileVisible(
  ctx: AppContext,
  caller: PortalCaller,
  file: PortalFile,
): boolean {
  if (file.tenantId !== caller.tenantId) return false;
  const scope = batchScope(caller, 'b');
  const links = ctx.db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM portal_qc_results q WHERE q.report_file_url = @scopeUrl)
         AS named,
       EXISTS (SELECT 1 FROM portal_qc_results q JOIN portal_batches b ON b.batch_id = q.batch_id
         WHERE q.report_file_url = @scopeUrl AND ${scope.sql}) AS visible`,
    )
    .get({ ...scope.params, scopeUrl: file.fileUrl }) as { named: number; visible: number };
  if (links.named === 1) return links.visible === 1;
  if (caller.kind === 'staff') return true;
  return (
    file.teamId === caller.teamId &&
    (caller.memberRole === 'manager' || file.uploadedBy === caller.userId)
  );
}
