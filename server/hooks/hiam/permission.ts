import type { ResourceHooks } from '../../engine/hooks';
import { grantedCodes } from '../../services/permissions';

/**
 * Permission codes: a tenant's administrators read the tenant-level codes their own role holds
 * (all that they may bundle into a security group); the platform's read every code.
 */
const hooks: ResourceHooks = {
  scope(context) {
    const role = context.scope.role;
    if (!role || role.level === 'site') return [];
    return [
      { field: 'level', op: 'eq', value: 'organization' },
      { field: 'code', op: 'in', values: [...grantedCodes(context.app.db, role.id)] },
    ];
  },
};

export default hooks;
