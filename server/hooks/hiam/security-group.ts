import { HIAM_TEXTS } from '../../../domain/hiam/messages';
import type { ResourceHooks } from '../../engine/hooks';
import { refuse } from '../hpfm/support/say';

/** Security groups: the role keeping a group is one of the tenant's. */
const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    if (current) return;
    const role = context.engine.find(
      context.engine.resource('hiam/role'),
      context.scope,
      Number(values.ownerRoleId),
    );
    if (role && role.roleTenantId !== context.scope.tenantId) {
      throw refuse(context, 'ownerRoleId', HIAM_TEXTS.roleElsewhere, { role: String(role.name) });
    }
  },
};

export default hooks;
