import type { ResourceHooks } from '../../engine/hooks';
import { grantedCodes } from '../../services/permissions';

/**
 * Data Permissions (a read-only view over the security groups' data lines): a tenant's
 * administrators see the dimensions of the APIs their own role may call (as the security
 * group's data lines offer them, `hiam/api`'s scope) and every rule that limits a role of their
 * tenant, whatever its API, so that no limit in force is hidden from them. The platform's roles
 * see every dimension. The tenant itself is the engine's (`tenancy: 'tenant'`).
 */
const hooks: ResourceHooks = {
  scope(context) {
    const role = context.scope.role;
    if (!role || role.level === 'site') return [];
    return [
      {
        op: 'any',
        of: [
          [{ field: 'status', op: 'eq', value: 'RESTRICTED' }],
          [
            {
              field: 'permissionCode',
              op: 'in',
              values: [...grantedCodes(context.app.db, role.id)],
            },
          ],
        ],
      },
    ];
  },
};

export default hooks;
