/**
 * The wire shapes of the hiam calls beyond the resource engine's, which the server answers and
 * the app's pages read: a role's grants (`roles/{id}/permission-set-tree`) and the field
 * permissions of a role on an API (`apis/{permissionId}/role/{roleId}`).
 */

/** A permission code in a role's grants. */
export interface PermissionNode {
  id: number;
  code: string;
  description: string;
  controllerType: 'hidden' | 'disabled';
  /** Granted to the role itself. */
  checked: boolean;
  /** Held through a parent role. */
  inherited: boolean;
  /** The caller may grant or withdraw it. */
  assignable: boolean;
  /** The resource whose API it opens (its query code), which has field permissions. */
  resource: string | null;
}

/** A menu in a role's grants. */
export interface MenuNode {
  id: number;
  code: string;
  name: string;
  type: 'root' | 'dir' | 'menu' | 'link' | 'inner-link' | 'window';
  route: string | null;
  checked: boolean;
  inherited: boolean;
  assignable: boolean;
  permissions: PermissionNode[];
  subMenus: MenuNode[];
}

/** A role's grants: its menu tree with each menu's permission codes. */
export interface RoleGrants {
  role: { id: number; code: string; name: string; level: 'site' | 'organization' };
  /** Platform roles hold every menu and code: nothing to assign. */
  editable: boolean;
  menus: MenuNode[];
}

/**
 * What a grant or withdrawal names (`permission-sets/assign`, `/recycle`): menus and permission
 * codes by their own ids. HZERO's body is a bare list of permission-set ids (hiam
 * roleManagementService.js batchAssignPermissionSets; RoleManagement/Permissions sends the ids
 * of the `ps` nodes under the ticked node), its permission sets being menus of type `ps` with
 * the menus' ids; here menus and codes are two tables whose ids overlap, so the two lists stay.
 */
export interface GrantChange {
  menuIds: readonly number[];
  permissionIds: readonly number[];
}

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
