/**
 * Service configurations: the YAML is checked on save (syntax with its line and column, the
 * settings this server uses), one configuration per service and version, every saved text
 * kept in the history, and `refresh` applies one to the running server.
 */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { governance } from '../../governance';
import { checkConfig } from '../../governance/serviceConfig';
import { FieldsError } from '../../http/errors';
import { getUser } from '../../services/users';
import { merged, refuse } from '../hpfm/support/say';

const T = {
  duplicate: text(
    '%{field}: the service already has a configuration for version %{value}',
    '%{field}：该服务已有版本 %{value} 的配置',
  ),
};

/** The code of a service by id. */
function serviceCode(db: Parameters<typeof getUser>[0], id: unknown): string {
  const row = db
    .prepare('SELECT service_code AS code FROM hadm_service WHERE service_id = ?')
    .get(Number(id)) as { code: string } | undefined;
  return row?.code ?? '';
}

const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const row = merged(values, current);
    const { db } = context.app;
    const checked = checkConfig(
      String(row.configYaml ?? ''),
      serviceCode(db, row.serviceId),
      context.scope.lang,
    );
    if (!checked.ok) {
      throw new FieldsError([{ path: 'configYaml', message: checked.message }]);
    }
    const clash = db
      .prepare(
        `SELECT 1 FROM hadm_service_config WHERE service_id = ? AND config_version = ?
         AND service_config_id IS NOT ?`,
      )
      .get(Number(row.serviceId), String(row.configVersion), current?.serviceConfigId ?? null);
    if (clash) {
      throw refuse(context, 'configVersion', T.duplicate, { value: String(row.configVersion) });
    }
  },
  afterWrite(context, row) {
    const { db } = context.app;
    const user = context.scope.userId === null ? undefined : getUser(db, context.scope.userId);
    const now = context.scope.now;
    db.prepare(
      `INSERT INTO hadm_service_config_history (service_config_id, revision, config_yaml,
         changed_by, changed_at, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      row.serviceConfigId,
      row.objectVersionNumber,
      row.configYaml,
      user?.login_name ?? 'system',
      now,
      now,
      now,
    );
  },
  actions: {
    refresh(context, row) {
      if (!row) throw new Error('refresh is a row action');
      const { app, scope } = context;
      const outcome = governance(app).settings.refresh(
        app.db,
        app.rowSecret,
        Number(row.serviceConfigId),
        scope.now,
      );
      // A failed refresh is recorded on the row (its status and message), not rolled back.
      return {
        row: context.engine.get(context.resource, scope, Number(row.serviceConfigId)),
        message: outcome.message[scope.lang],
      };
    },
  },
};

export default hooks;
