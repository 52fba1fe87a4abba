import { ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { refreshFields } from './rate-limit';

/**
 * The settings the reference server applies from a service's configuration, and what each
 * takes: `logging.level` for the requests of that service, `token.accessTokenTtlSeconds` for the
 * access tokens the `oauth` service issues from then on.
 */
export const CONFIG_SETTINGS_HELP = text(
  'YAML. Applied on refresh: logging.level (trace, debug, info, warn, error, fatal or silent) for the service’s requests; for oauth, token.accessTokenTtlSeconds (60 to 2592000). Other keys are kept but not used by this server.',
  'YAML。刷新后生效：logging.level（trace、debug、info、warn、error、fatal 或 silent）作用于该服务的请求；oauth 服务的 token.accessTokenTtlSeconds（60 到 2592000）。其他键会保存，但本服务器不使用。',
);

/**
 * Service configuration (service governance): YAML per service and version, validated on save
 * with every saved text kept in its history (`/hadm/config/history/:serviceConfigId`);
 * `refresh` applies a configuration to the running server without a restart.
 */
export default defineResource({
  module: 'hadm',
  name: 'config',
  path: 'configs',
  table: 'hadm_service_config',
  idField: 'serviceConfigId',
  tenancy: 'site',
  enabledFlag: false,
  title: text('Service Configuration', '服务配置'),
  entity: text('configuration', '配置'),
  nameField: 'configVersion',
  defaultSort: { field: 'configVersion', order: 'desc' },
  route: '/hadm/config',
  menu: {
    parent: 'hzero.hadm',
    code: 'hzero.hadm.config',
    sort: 30,
    quickIndex: text('config', 'fwpz'),
    siteOnly: true,
  },
  customActions: [
    {
      key: 'refresh',
      label: text('Refresh', '刷新'),
      on: 'row',
      confirm: text(
        'Apply this configuration to the running server now?',
        '立即将此配置应用到运行中的服务器？',
      ),
    },
  ],
  fields: {
    serviceId: fields.reference(text('Service', '服务'), {
      resource: 'hadm/service',
      display: 'serviceCode',
      required: true,
      immutable: true,
      filter: true,
      column: 120,
    }),
    configVersion: fields.text(text('Version', '版本'), {
      max: 40,
      required: true,
      immutable: true,
      pattern: '^[0-9]+(\\.[0-9]+){0,3}([-+][A-Za-z0-9.]+)?$',
      help: text('The service version it is for, e.g. 1.5.0', '适用的服务版本，例如 1.5.0'),
      filter: true,
      sortable: true,
      column: 110,
      link: '/hadm/config/history/:serviceConfigId',
    }),
    configYaml: fields.code(text('Configuration (YAML)', '配置（YAML）'), {
      language: 'yaml',
      max: 20_000,
      required: true,
      column: false,
      wide: true,
      help: CONFIG_SETTINGS_HELP,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 220, wide: true }),
    ...refreshFields,
  },
  demo: [
    {
      serviceId: ref({ serviceCode: 'oauth' }),
      configVersion: '1.5.0',
      configYaml: 'logging:\n  level: info\ntoken:\n  accessTokenTtlSeconds: 3600\n',
      description: 'Authorization: log level and access-token lifetime',
    },
    {
      serviceId: ref({ serviceCode: 'hpfm' }),
      configVersion: '1.5.0',
      configYaml: 'logging:\n  level: info\n',
      description: 'Platform: log level',
    },
  ],
});
