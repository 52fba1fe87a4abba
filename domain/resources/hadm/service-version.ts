import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The versions of a service, with their release dates; the latest shows in the service list. */
export default defineResource({
  module: 'hadm',
  name: 'service-version',
  path: 'service-versions',
  table: 'hadm_service_version',
  idField: 'serviceVersionId',
  tenancy: 'site',
  enabledFlag: false,
  title: text('Versions', '版本'),
  entity: text('version', '版本'),
  nameField: 'versionNumber',
  defaultSort: { field: 'releaseDate', order: 'desc' },
  parent: { resource: 'hadm/service', field: 'serviceId' },
  fields: {
    serviceId: fields.integer(text('Service', '服务'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    versionNumber: fields.text(text('Version', '版本号'), {
      max: 40,
      required: true,
      unique: true,
      pattern: '^[0-9]+(\\.[0-9]+){0,3}([-+][A-Za-z0-9.]+)?$',
      help: text(
        'Numbers joined by dots, e.g. 1.5.0 or 1.5.0-RC1',
        '以点连接的数字，例如 1.5.0 或 1.5.0-RC1',
      ),
      column: 140,
    }),
    releaseDate: fields.date(text('Released on', '发布日期'), {
      required: true,
      sortable: true,
      column: 140,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 260 }),
  },
});
