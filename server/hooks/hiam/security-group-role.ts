import { HIAM_TEXTS } from '../../../domain/hiam/messages';
import type { ResourceHooks } from '../../engine/hooks';
import { refuse } from '../hpfm/support/say';

/** The roles of a security group: roles of the group's tenant. */
const hooks: ResourceHooks = {
  beforeWrite(context, values) {
    if (values.roleId === undefined) return;
    const role = context.app.db
      .prepare('SELECT tenant_id, name FROM roles WHERE id = ?')
      .get(Number(values.roleId)) as { tenant_id: number; name: string } | undefined;
    if (role && role.tenant_id !== context.scope.tenantId) {
      throw refuse(context, 'roleId', HIAM_TEXTS.roleElsewhere, { role: role.name });
    }
  },
};

export default hooks;
