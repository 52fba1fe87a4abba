import type { PermissionSetNode } from '../../domain/hiam/contract';
import { matching } from '../../domain/hiam/permissionTree';
import { permissionNode as node } from '../support/permissionTree';

/** A permission set bundling one code. */
const set = (id: number, menu: string, code: string, description: string) =>
  node(id, `${menu}.ps.${code}`, description, {
    type: 'ps',
    permissionType: 'button',
    permissions: [{ id, code, description, controllerType: 'disabled', resource: null }],
  });

const opener = (id: number, menu: string) =>
  node(id, `${menu}.ps.default`, 'Open the menu', { type: 'ps', permissionType: 'api' });

const TREE: PermissionSetNode[] = [
  node(1, 'hzero.hpfm', 'Platform Management', {
    type: 'root',
    subMenus: [
      node(2, 'hzero.hpfm.currency', 'Currencies', {
        subMenus: [
          opener(3, 'hzero.hpfm.currency'),
          set(4, 'hzero.hpfm.currency', 'hpfm.currency.list-create', 'create currency records'),
          set(5, 'hzero.hpfm.currency', 'hpfm.currency.list-export', 'export currency records'),
        ],
      }),
      node(6, 'hzero.hpfm.bank', 'Banks', { subMenus: [opener(7, 'hzero.hpfm.bank')] }),
    ],
  }),
];

describe('the search of a role’s permission tree', () => {
  it('keeps every node when nothing is typed', () => {
    expect(matching(TREE, '  ')).toEqual(TREE);
  });

  it('keeps a matching menu whole, with the directories above it', () => {
    const [root] = matching(TREE, 'bank');
    expect(root?.code).toBe('hzero.hpfm');
    expect(root?.subMenus.map((item) => item.code)).toEqual(['hzero.hpfm.bank']);
    expect(root?.subMenus[0]?.subMenus.map((item) => item.id)).toEqual([7]);
  });

  it('keeps only the matching sets of a menu whose own name does not match, and its opener', () => {
    const [root] = matching(TREE, 'EXPORT');
    expect(root?.subMenus).toHaveLength(1);
    expect(root?.subMenus[0]?.subMenus.map((item) => item.id)).toEqual([3, 5]);
    // A set is found by the codes it bundles too.
    const [byCode] = matching(TREE, 'list-create');
    expect(byCode?.subMenus[0]?.subMenus.map((item) => item.id)).toEqual([3, 4]);
    expect(matching(TREE, 'nothing like this')).toEqual([]);
  });
});
