import type { MenuNode } from '../../domain/hiam/contract';
import { matching } from '../../app/modules/hiam/RolePermissionsPage';

/** A menu node of a role's grants. */
function menu(code: string, name: string, extra: Partial<MenuNode> = {}): MenuNode {
  return {
    id: code.length,
    code,
    name,
    type: 'menu',
    route: null,
    checked: false,
    inherited: false,
    assignable: true,
    permissions: [],
    subMenus: [],
    ...extra,
  };
}

const permission = (id: number, code: string, description: string) => ({
  id,
  code,
  description,
  controllerType: 'disabled' as const,
  checked: false,
  inherited: false,
  assignable: true,
  resource: null,
});

const TREE: MenuNode[] = [
  menu('hzero.hpfm', 'Platform Management', {
    type: 'root',
    subMenus: [
      menu('hzero.hpfm.currency', 'Currencies', {
        permissions: [
          permission(1, 'hpfm.currency.list-create', 'create currency records'),
          permission(2, 'hpfm.currency.list-export', 'export currency records'),
        ],
      }),
      menu('hzero.hpfm.bank', 'Banks'),
    ],
  }),
];

describe('the search of a role’s permission tree', () => {
  it('keeps every menu when nothing is typed', () => {
    expect(matching(TREE, '  ')).toEqual(TREE);
  });

  it('keeps a matching menu whole, with the directories above it', () => {
    const [root] = matching(TREE, 'bank');
    expect(root?.code).toBe('hzero.hpfm');
    expect(root?.subMenus.map((node) => node.code)).toEqual(['hzero.hpfm.bank']);
  });

  it('keeps only the matching codes of a menu whose own name does not match', () => {
    const [root] = matching(TREE, 'EXPORT');
    expect(root?.subMenus).toHaveLength(1);
    expect(root?.subMenus[0]?.permissions.map((item) => item.code)).toEqual([
      'hpfm.currency.list-export',
    ]);
    expect(matching(TREE, 'nothing like this')).toEqual([]);
  });
});
