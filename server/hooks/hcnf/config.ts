/**
 * Configuration sets: one per service code and environment in a tenant (both fixed once
 * created); the status follows every write (PUBLISHED while the format and items equal the
 * last version); `publish` publishes the set as its next version. The demo sets of
 * `DEMO_PUBLISHED` are published as they are written.
 */
import { text } from '../../../domain/engine/text';
import { DEMO_PUBLISHED } from '../../../domain/resources/hcnf/config';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { merged, refuse } from '../hpfm/support/say';
import { publishSet, refreshStatus } from './support/configs';

const T = {
  duplicate: text(
    '%{field}: %{service} already has a configuration set for the environment %{environment}',
    '%{field}：%{service} 已有环境 %{environment} 的配置集',
  ),
} as const;

/** The set as it is now, with the message of what was done. */
function answer(context: HookContext, row: Row, message: string) {
  return {
    row: context.engine.get(context.resource, context.scope, Number(row.configSetId)),
    message,
  };
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    if (current) return;
    const set = merged(values, current);
    const clash = context.app.db
      .prepare(
        `SELECT 1 FROM hcnf_config_set
         WHERE tenant_id = ? AND service_code = ? COLLATE NOCASE AND environment = ?`,
      )
      .get(context.scope.tenantId, String(set.serviceCode), String(set.environment));
    if (clash) {
      throw refuse(context, 'serviceCode', T.duplicate, {
        service: String(set.serviceCode),
        environment: String(set.environment),
      });
    }
  },
  afterWrite: (context, row, created) => {
    refreshStatus(context, Number(row.configSetId));
    const demo = `${String(row.serviceCode)}/${String(row.environment)}`;
    if (created && context.scope.role === null && DEMO_PUBLISHED.includes(demo)) {
      publishSet(
        context,
        context.engine.get(context.resource, context.scope, Number(row.configSetId)),
      );
    }
  },
  actions: {
    publish: (context, row) => {
      if (!row) throw new Error('publish is a row action');
      return answer(context, row, publishSet(context, row));
    },
  },
};

export default hooks;
