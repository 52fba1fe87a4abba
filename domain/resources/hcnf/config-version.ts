import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { CONFIG_FORMATS } from './config';

/**
 * The published versions of a configuration set (hcnf), newest first: each the set's format and
 * items as they were published, rendered in that format with secret values masked (kept sealed
 * in the snapshot, never shown). Written by the set's `publish` only.
 */
export default defineResource({
  module: 'hcnf',
  name: 'config-version',
  path: 'config-versions',
  table: 'hcnf_config_version',
  idField: 'configVersionId',
  tenancy: 'tenant',
  enabledFlag: false,
  readOnly: true,
  title: text('Published versions', '发布版本'),
  entity: text('published version', '发布版本'),
  nameField: 'versionNumber',
  defaultSort: { field: 'versionNumber', order: 'desc' },
  route: '/hcnf/config/version/:configSetId',
  routeFilters: { configSetId: 'configSetId' },
  detailOf: 'hcnf/config',
  fields: {
    configSetId: fields.integer(text('Configuration set', '配置集'), {
      filter: 'api',
      column: false,
    }),
    versionNumber: fields.integer(text('Version', '版本'), { sortable: true, column: 90 }),
    publishedDate: fields.datetime(text('Published', '发布时间'), {
      sortable: true,
      column: 170,
    }),
    publishedBy: fields.text(text('Published by', '发布人'), { max: 120, column: 120 }),
    format: fields.select(text('Format', '格式'), { options: CONFIG_FORMATS, column: 100 }),
    itemCount: fields.integer(text('Items', '配置项数'), { column: 90 }),
    content: fields.longtext(text('Content', '内容'), { max: 200_000, column: 520 }),
  },
});
