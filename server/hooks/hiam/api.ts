import type { ResourceHooks } from '../../engine/hooks';
import { grantedCodes } from '../../services/permissions';

/**
 * APIs (and their fields, `api-field`): a tenant's administrators read the APIs their own role
 * may call (all that their security groups can govern); the platform's read every API.
 */
const hooks: ResourceHooks = {
  scope(context) {
    const role = context.scope.role;
    if (!role || role.level === 'site') return [];
    return [
      {
        field: 'permissionCode',
        op: 'in',
        values: [...grantedCodes(context.app.db, role.id)],
      },
    ];
  },
};

export default hooks;
