/**
 * Menus and permission codes as roles see them: the menu tree of a role in a language, the
 * batch permission check, and the `requirePermission` preHandler every data API uses.
 * Site-level roles are approved for everything and see every menu.
 */
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../domain/contract/user';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { ControllerType, MenuType } from '../db/menuData';
import { sessionOf } from '../http/auth';
import { forbidden } from '../http/errors';
import type { Session } from './sessions';
import { listUserRoles } from './users';

/**
 * Normalises a permission code the way the client does: leading slashes dropped, `/` becomes
 * `.`, `:` becomes `-` (`/hpfm/country/list:create` -> `hpfm.country.list-create`).
 */
export function normalisePermissionCode(code: string): string {
  return code.trim().replace(/^\/+/, '').replace(/\//g, '.').replace(/:/g, '-');
}

/** The role a session acts as: its current role if still held, else the first one held. */
export function actingRole(db: Db, session: Session): Role | null {
  const roles = listUserRoles(db, session.userId, session.tenantId);
  return roles.find((role) => role.id === session.roleId) ?? roles[0] ?? null;
}

/** One answer of `POST /iam/hzero/v1/menus/check-permissions`. */
export interface PermissionCheck {
  /** The code as asked. */
  code: string;
  /** Granted to the current role. */
  approve: boolean;
  /** What the client does when the code is not granted. */
  controllerType: ControllerType | null;
}

/**
 * SQL of the roles whose grants a role holds (`role_chain(id)`): itself and its parent roles up
 * the tree (a role inherits what its parent holds). Needs the parameter `@roleId`.
 */
export const ROLE_CHAIN = `WITH RECURSIVE role_chain(id) AS (
  SELECT @roleId
  UNION
  SELECT r.parent_role_id FROM roles r JOIN role_chain c ON r.id = c.id
  WHERE r.parent_role_id IS NOT NULL)`;

/**
 * SQL of the ids of the enabled security groups assigned to the roles of `role_chain` (whose
 * codes, field and data permissions those roles hold).
 */
export const ROLE_GROUPS = `(SELECT g.sec_grp_id FROM hiam_sec_grp_roles gr
  JOIN hiam_sec_grps g ON g.sec_grp_id = gr.sec_grp_id AND g.enabled_flag = 1
  WHERE gr.role_id IN (SELECT id FROM role_chain))`;

/** SQL of the ids of the codes of the groups of {@link ROLE_GROUPS}. */
const GROUP_GRANTS = `(SELECT gp.permission_id FROM hiam_sec_grp_permissions gp
  WHERE gp.sec_grp_id IN ${ROLE_GROUPS})`;

/**
 * The normalised codes granted to a role and its parent roles, directly or through security
 * groups (not meaningful for site-level roles).
 */
export function grantedCodes(db: Db, roleId: number): Set<string> {
  const rows = db
    .prepare(
      `${ROLE_CHAIN}
       SELECT p.code FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
       WHERE rp.role_id IN (SELECT id FROM role_chain)
       UNION
       SELECT p.code FROM permissions p WHERE p.id IN ${GROUP_GRANTS}`,
    )
    .all({ roleId }) as { code: string }[];
  return new Set(rows.map((row) => row.code));
}

/** The ids of the leaf menus granted to a role and its parent roles (their codes' menus through security groups). */
export function grantedMenuIds(db: Db, roleId: number): Set<number> {
  const rows = db
    .prepare(
      `${ROLE_CHAIN}
       SELECT menu_id AS id FROM role_menus WHERE role_id IN (SELECT id FROM role_chain)
       UNION
       SELECT p.menu_id AS id FROM permissions p WHERE p.id IN ${GROUP_GRANTS}`,
    )
    .all({ roleId }) as { id: number }[];
  return new Set(rows.map((row) => row.id));
}

/** Answers a batch of codes for a role: one item per code asked, in the same order. */
export function checkPermissions(
  db: Db,
  role: Role | null,
  codes: readonly string[],
): PermissionCheck[] {
  const known = new Map(
    (
      db.prepare('SELECT code, controller_type AS controllerType FROM permissions').all() as {
        code: string;
        controllerType: ControllerType;
      }[]
    ).map((row) => [row.code, row.controllerType]),
  );
  const granted = role && role.level !== 'site' ? grantedCodes(db, role.id) : new Set<string>();
  return codes.map((code) => {
    const normalised = normalisePermissionCode(code);
    return {
      code,
      approve: role?.level === 'site' || granted.has(normalised),
      controllerType: known.get(normalised) ?? 'hidden',
    };
  });
}

/** True when the role holds at least one of the codes (site-level roles hold all). */
export function holdsAny(db: Db, role: Role | null, codes: readonly string[]): boolean {
  if (!role) return false;
  if (role.level === 'site') return true;
  const granted = grantedCodes(db, role.id);
  return codes.some((code) => granted.has(normalisePermissionCode(code)));
}

/** The 403 for a missing permission code. */
export function missingPermission(code: string): Error {
  return forbidden(`You do not have the permission ${code}`);
}

/**
 * Hook allowing the request when the caller's current role holds one of `codes`; otherwise
 * 403 `error.forbidden` naming the first code. Needs a session (requireSession). Routes use it
 * as a preValidation hook, so that a caller without the permission gets 403 before any 400.
 */
export function requirePermission(
  ctx: AppContext,
  ...codes: [string, ...string[]]
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const role = actingRole(ctx.db, sessionOf(request));
    if (!holdsAny(ctx.db, role, codes)) throw missingPermission(codes[0]);
  };
}

/** A menu node of `GET /iam/hzero/v1/menus/tree`. */
export interface MenuView {
  id: number;
  code: string;
  name: string;
  level: 'site' | 'organization';
  parentId: number;
  rootNode: boolean;
  type: MenuType;
  sort: number;
  icon: string | null;
  quickIndex: string;
  route: string | null;
  /** Only on leaves. */
  hideBreadcrumb?: boolean;
  subMenus: MenuView[];
}

interface MenuRow {
  id: number;
  code: string;
  parentId: number | null;
  type: MenuType;
  route: string | null;
  icon: string | null;
  sort: number;
  level: 'site' | 'organization';
  hideBreadcrumb: number;
  name: string;
  quickIndex: string;
}

/**
 * The menu tree a role sees, names and quick indexes in `lang` (English when a translation is
 * missing): leaves granted to it or its parent roles, and the roots and directories above them. Site-level roles see
 * every menu; a missing role sees none.
 */
export function menuTree(db: Db, role: Role | null, lang: string): MenuView[] {
  if (!role) return [];
  const rows = db
    .prepare(
      `SELECT m.id, m.code, m.parent_id AS parentId, m.type, m.route, m.icon, m.sort, m.level,
              m.hide_breadcrumb AS hideBreadcrumb,
              COALESCE(tl.name, en.name, m.code) AS name,
              COALESCE(tl.quick_index, en.quick_index, '') AS quickIndex
       FROM menus m
       LEFT JOIN menu_tl tl ON tl.menu_id = m.id AND tl.lang = @lang
       LEFT JOIN menu_tl en ON en.menu_id = m.id AND en.lang = 'en_US'
       WHERE m.enabled_flag = 1 AND m.type <> 'ps'
       ORDER BY m.sort, m.id`,
    )
    .all({ lang }) as MenuRow[];
  const granted = role.level === 'site' ? null : grantedMenuIds(db, role.id);
  const children = new Map<number, MenuRow[]>();
  for (const row of rows) {
    const parent = row.parentId ?? 0;
    const list = children.get(parent) ?? [];
    list.push(row);
    children.set(parent, list);
  }
  const isGroup = (row: MenuRow): boolean => row.type === 'root' || row.type === 'dir';
  const build = (parentId: number): MenuView[] => {
    const views: MenuView[] = [];
    for (const row of children.get(parentId) ?? []) {
      const base = {
        id: row.id,
        code: row.code,
        name: row.name,
        level: row.level,
        parentId,
        rootNode: parentId === 0,
        type: row.type,
        sort: row.sort,
        icon: row.icon,
        quickIndex: row.quickIndex,
        route: row.route,
      };
      if (isGroup(row)) {
        const subMenus = build(row.id);
        if (subMenus.length > 0) views.push({ ...base, subMenus });
      } else if (granted === null || granted.has(row.id)) {
        views.push({ ...base, hideBreadcrumb: row.hideBreadcrumb === 1, subMenus: [] });
      }
    }
    return views;
  };
  return build(0);
}
