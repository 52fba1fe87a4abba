/**
 * Reading a role's permission tree (HZERO's `permission-set-tree`): a menu's default set and
 * the search the page and the server's `name` filter share.
 */
import type { PermissionSetNode } from './contract';

/** A menu's default permission set (the one that opens it), if it has one. */
export function defaultSetOf(menu: PermissionSetNode): PermissionSetNode | undefined {
  return menu.subMenus.find(
    (node) => node.type === 'ps' && node.code === `${menu.code}.ps.default`,
  );
}

/**
 * The nodes of a tree that match `text`: a menu whose name or code matches is kept whole, else
 * the permission sets whose name or codes match, with the menus above them.
 */
export function matching(nodes: readonly PermissionSetNode[], text: string): PermissionSetNode[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...nodes];
  const has = (value: string) => value.toLowerCase().includes(wanted);
  return nodes.flatMap((node): PermissionSetNode[] => {
    if (node.type === 'ps') {
      const hit =
        has(node.name) || node.permissions.some((code) => has(code.code) || has(code.description));
      return hit ? [node] : [];
    }
    if (has(node.name) || has(node.code)) return [node];
    const subMenus = matching(
      node.subMenus.filter((sub) => sub !== defaultSetOf(node)),
      text,
    );
    if (subMenus.length === 0) return [];
    const opener = defaultSetOf(node);
    return [{ ...node, subMenus: opener ? [opener, ...subMenus] : subMenus }];
  });
}
