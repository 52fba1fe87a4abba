import type { PermissionSetNode } from '../../domain/hiam/contract';

/** A node of a role's permission tree: a menu nobody holds unless `extra` says otherwise. */
export function permissionNode(
  id: number,
  code: string,
  name: string,
  extra: Partial<PermissionSetNode> = {},
): PermissionSetNode {
  return {
    id,
    parentId: null,
    code,
    name,
    type: 'menu',
    level: 'organization',
    checkedFlag: null,
    permissionType: null,
    inheritedFlag: false,
    assignable: true,
    permissions: [],
    subMenus: [],
    ...extra,
  };
}
