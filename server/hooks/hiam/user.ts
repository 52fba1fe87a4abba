import type { ResourceHooks } from '../../engine/hooks';
import { accountHooks } from './support/accounts';

/**
 * The platform's accounts: invited on creation, locked, unlocked, mailed links (see
 * support/accounts). Only platform roles are given the screen; any other role reads its own
 * tenant's accounts only.
 */
const hooks: ResourceHooks = {
  ...accountHooks,
  scope(context) {
    return context.scope.role?.level === 'site'
      ? []
      : [{ field: 'organizationId', op: 'eq', value: context.scope.tenantId }];
  },
};

export default hooks;
