/**
 * The wire shapes of the hiam calls beyond the resource engine's, which the server answers and
 * the app's pages read: a role's permission tree (`roles/{id}/permission-set-tree`) and the field
 * permissions of a role on an API (`apis/{permissionId}/role/{roleId}`).
 */

/** A permission code a permission set bundles. */
export interface PermissionNode {
  id: number;
  code: string;
  description: string;
  controllerType: 'hidden' | 'disabled';
  /** The resource whose API it opens (its query code), which has field permissions. */
  resource: string | null;
}

/** How much of a node a role holds: all (`Y`), part (`P`) or nothing (null), as HZERO marks it. */
export type CheckedFlag = 'Y' | 'P' | null;

/**
 * A node of a role's permission tree (hiam `roles/{id}/permission-set-tree`, HZERO's shape): a
 * menu with its `subMenus`, down to the permission sets (`type: 'ps'`, rows of the menu table
 * under their menu, sharing the menus' ids) that are what a role is granted. A leaf menu's
 * default set (`<menu>.ps.default`) opens the menu; the others each bundle one of its codes.
 */
export interface PermissionSetNode {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  type: 'root' | 'dir' | 'menu' | 'link' | 'inner-link' | 'window' | 'ps';
  level: 'site' | 'organization';
  /** A set: held by the role itself; a menu: how many of the sets under it are. */
  checkedFlag: CheckedFlag;
  /** A set: what its codes open, HZERO's `api` or `button`; null for a menu. */
  permissionType: 'api' | 'button' | null;
  /** The product's own: the role holds it (a menu: all under it) through a parent role. */
  inheritedFlag: boolean;
  /** The product's own: the caller may grant or withdraw it (a menu: some set under it). */
  assignable: boolean;
  /** The codes a set bundles (none for a menu). */
  permissions: PermissionNode[];
  subMenus: PermissionSetNode[];
}

/**
 * What a grant or withdrawal names (`PUT roles/{id}/permission-sets/assign`, `/recycle`):
 * HZERO's bare list of permission-set ids (hiam roleManagementService.js
 * batchAssignPermissionSets, batchUnassignPermissionSets; RoleManagement/Permissions sends the
 * ids of the `ps` nodes ticked). Granting a code's set grants its menu's default set with it;
 * withdrawing a default set withdraws every set of the menu.
 */
export type GrantChange = readonly number[];

/** What a role may not do with a field behind an API. */
export type FieldRuleName = 'hidden' | 'readOnly';

/** A field of an API and the rule a role has on it. */
export interface FieldPermissionRow {
  fieldName: string;
  label: string;
  /** The role's own rule. */
  rule: FieldRuleName | null;
  /** The rules the role (or a parent role) holds on it through security groups. */
  groups: { group: string; rule: FieldRuleName }[];
}

/** The field permissions of a role on an API. */
export interface FieldPermissions {
  permission: { id: number; code: string; description: string; resource: string; title: string };
  role: { id: number; code: string; name: string };
  fields: FieldPermissionRow[];
}
