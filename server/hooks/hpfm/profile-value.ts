/**
 * Profile values: the level value must name what exists where the profile lives. SITE values
 * belong to the platform's profiles only and have no level value; TENANT values of a platform
 * profile name a tenant by number, those of a tenant's profile are that tenant's own; ROLE and
 * USER values name a role code and a login name (of the profile's tenant, for a tenant's
 * profile). Names are stored as the product spells them. One value per level and level value.
 */
import { text } from '../../../domain/engine/text';
import type { ProfileLevel } from '../../../domain/resources/hpfm/profile-value';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { BusinessError } from '../../http/errors';
import { refuse, say } from './support/say';
import { merged, ownRowIds } from './texts/overrides';

/** The platform's tenant, whose profiles hold the site values. */
const PLATFORM_TENANT = 0;

const MESSAGES = {
  siteOnly: text(
    '%{field}: site values belong to the platform’s profiles; use Tenant for this tenant',
    '%{field}：平台层级的值只能在平台的配置中维护；本租户请使用“租户”层级',
  ),
  required: text('%{field} is required at this level', '%{field}在该层级下不能为空'),
  tenant: text('%{field}: there is no tenant %{value}', '%{field}：租户 %{value} 不存在'),
  ownTenant: text(
    '%{field}: a tenant’s profile holds values of its own tenant only (%{value})',
    '%{field}：租户的配置只能维护本租户（%{value}）的值',
  ),
  role: text('%{field}: there is no role %{value} here', '%{field}：此处没有角色 %{value}'),
  user: text('%{field}: there is no user %{value} here', '%{field}：此处没有用户 %{value}'),
  duplicate: text(
    'The profile already has a value for %{level} %{value}',
    '该配置已有 %{level} %{value} 的值',
  ),
};

/** One name looked up in the database, as the product spells it, or undefined. */
function lookUp(
  context: HookContext,
  sql: string,
  ...params: (string | number)[]
): string | undefined {
  const row = context.app.db.prepare(sql).get(...params) as { name: string } | undefined;
  return row?.name;
}

/** The stored level value of a write, or a refusal naming the level value. */
function levelValueOf(context: HookContext, level: ProfileLevel, given: string): string | null {
  const tenantId = context.scope.tenantId;
  const platform = tenantId === PLATFORM_TENANT;
  const need = (): void => {
    if (given === '') throw refuse(context, 'levelValue', MESSAGES.required);
  };
  switch (level) {
    case 'SITE':
      if (!platform) throw refuse(context, 'levelCode', MESSAGES.siteOnly);
      return null;
    case 'TENANT': {
      if (!platform) {
        const own =
          lookUp(context, 'SELECT tenant_num AS name FROM tenants WHERE id = ?', tenantId) ?? '';
        if (given !== '' && given.toLowerCase() !== own.toLowerCase()) {
          throw refuse(context, 'levelValue', MESSAGES.ownTenant, { value: own });
        }
        return own;
      }
      need();
      const found = lookUp(
        context,
        'SELECT tenant_num AS name FROM tenants WHERE tenant_num = ? COLLATE NOCASE',
        given,
      );
      if (!found) throw refuse(context, 'levelValue', MESSAGES.tenant, { value: given });
      return found;
    }
    case 'ROLE': {
      need();
      const found = lookUp(
        context,
        `SELECT code AS name FROM roles WHERE code = ? COLLATE NOCASE
           AND (? = ${PLATFORM_TENANT} OR tenant_id = ?) ORDER BY id LIMIT 1`,
        given,
        tenantId,
        tenantId,
      );
      if (!found) throw refuse(context, 'levelValue', MESSAGES.role, { value: given });
      return found;
    }
    case 'USER': {
      need();
      const found = platform
        ? lookUp(context, 'SELECT login_name AS name FROM users WHERE login_name = ?', given)
        : lookUp(
            context,
            `SELECT u.login_name AS name FROM users u
             WHERE u.login_name = ?
               AND EXISTS (SELECT 1 FROM member_roles mr WHERE mr.user_id = u.id AND mr.tenant_id = ?)`,
            given,
            tenantId,
          );
      if (!found) throw refuse(context, 'levelValue', MESSAGES.user, { value: given });
      return found;
    }
  }
}

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const row = merged(values, current);
    const level = row.levelCode as ProfileLevel;
    const given = typeof row.levelValue === 'string' ? row.levelValue.trim() : '';
    const levelValue = levelValueOf(context, level, given);
    values.levelValue = levelValue;
    const match = { profileId: row.profileId, levelCode: level, levelValue };
    const id = current?.[context.resource.idField];
    if (ownRowIds(context, match).some((other) => other !== id)) {
      const choice = context.resource.fields.levelCode;
      const label =
        choice?.kind === 'select'
          ? choice.options?.find((option) => option.value === level)?.label[context.scope.lang]
          : undefined;
      throw new BusinessError(
        'error.duplicate',
        say(context, MESSAGES.duplicate, { level: label ?? level, value: levelValue ?? '' }),
        'warn',
      );
    }
  },
};

export default hooks;
