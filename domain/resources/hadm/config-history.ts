import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** Every text a service configuration was saved with, newest first. */
export default defineResource({
  module: 'hadm',
  name: 'config-history',
  path: 'config-histories',
  table: 'hadm_service_config_history',
  idField: 'configHistoryId',
  tenancy: 'site',
  enabledFlag: false,
  readOnly: true,
  title: text('Configuration history', '配置历史'),
  entity: text('saved configuration', '历史配置'),
  nameField: 'revision',
  defaultSort: { field: 'revision', order: 'desc' },
  route: '/hadm/config/history/:serviceConfigId',
  routeFilters: { serviceConfigId: 'serviceConfigId' },
  detailOf: 'hadm/config',
  fields: {
    serviceConfigId: fields.integer(text('Configuration', '配置'), {
      filter: 'api',
      column: false,
    }),
    revision: fields.integer(text('Revision', '修订号'), { sortable: true, column: 90 }),
    changedAt: fields.datetime(text('Saved at', '保存时间'), { sortable: true, column: 170 }),
    changedBy: fields.text(text('Saved by', '保存人'), { max: 120, column: 140 }),
    configYaml: fields.longtext(text('Configuration (YAML)', '配置（YAML）'), {
      max: 20_000,
      column: 520,
    }),
  },
});
