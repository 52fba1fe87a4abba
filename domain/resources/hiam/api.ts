import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The APIs of field permissions (hiam apiFieldService.js apiFieldApiQuery), read only: one per
 * resource with routes of its own (its query permission), written by the server from the
 * descriptions at every start. Their fields are `hiam/api-field`, read under each
 * (`apis/{permissionId}/fields`).
 */
export default defineResource({
  module: 'hiam',
  name: 'api',
  service: '/iam',
  path: 'apis',
  table: 'hiam_apis',
  idField: 'id',
  tenancy: 'shared',
  enabledFlag: false,
  readOnly: true,
  title: text('APIs', '接口'),
  entity: text('API', '接口'),
  nameField: 'description',
  defaultSort: { field: 'description', order: 'asc' },
  route: '/hiam/security-group/apis',
  detailOf: 'hiam/security-group',
  fields: {
    description: fields.tl(text('Description', '请求描述'), {
      max: 255,
      filter: true,
      sortable: true,
      column: 240,
    }),
    serviceName: fields.text(text('Service', '服务名'), {
      max: 60,
      filter: true,
      sortable: true,
      column: 120,
    }),
    method: fields.text(text('Method', '请求方式'), { max: 10, filter: true, column: 100 }),
    path: fields.text(text('Path', '请求路径'), { max: 255, filter: true, column: 320 }),
    resourceKey: fields.text(text('Resource', '资源'), { max: 120, filter: 'api', column: false }),
    permissionCode: fields.text(text('Permission code', '权限编码'), {
      max: 255,
      filter: 'api',
      column: false,
    }),
  },
});
