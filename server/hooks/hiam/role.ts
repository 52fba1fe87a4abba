import { HIAM_TEXTS } from '../../../domain/hiam/messages';
import type { ResourceHooks } from '../../engine/hooks';
import { refuse } from '../hpfm/support/say';
import { refusal } from './support/accounts';

/**
 * Roles: a tenant's roles are its administrators' to read and change, every tenant's are the
 * platform's. A new role belongs to the caller's tenant; its code is unique there; its parent
 * role is one of the same tenant; only the platform creates platform-level roles; nobody
 * disables the role they act as.
 */
const hooks: ResourceHooks = {
  scope(context) {
    return context.scope.role?.level === 'site'
      ? []
      : [{ field: 'roleTenantId', op: 'eq', value: context.scope.tenantId }];
  },
  beforeWrite(context, values, current) {
    if (!current) {
      values.roleTenantId = context.scope.tenantId;
      if (values.level === 'site' && context.scope.role?.level !== 'site') {
        throw refuse(context, 'level', HIAM_TEXTS.siteRoleOnly);
      }
    }
    const code = String(values.code ?? current?.code ?? '');
    const tenantId = Number(values.roleTenantId ?? current?.roleTenantId);
    const parentId = values.parentRoleId ?? current?.parentRoleId;
    if (parentId !== null && parentId !== undefined) {
      const parent = context.app.db
        .prepare('SELECT tenant_id, name FROM roles WHERE id = ?')
        .get(Number(parentId)) as { tenant_id: number; name: string } | undefined;
      if (parent && parent.tenant_id !== tenantId) {
        throw refuse(context, 'parentRoleId', HIAM_TEXTS.parentElsewhere, { role: parent.name });
      }
    }
    const taken = context.app.db
      .prepare('SELECT 1 FROM roles WHERE tenant_id = ? AND code = ? COLLATE NOCASE AND id <> ?')
      .get(tenantId, code, Number(current?.id ?? 0));
    if (taken) throw refuse(context, 'code', HIAM_TEXTS.roleCodeTaken, { code });
  },
  beforeEnable(context, row, enabled) {
    if (!enabled && row.id === context.scope.role?.id) throw refusal(context, HIAM_TEXTS.ownRole);
  },
};

export default hooks;
