import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The fields of every API (`hiam/api`), read only, under their API as HZERO reads them (hiam
 * apiFieldService.js apiFieldFieldQuery: `apis/{permissionId}/fields`): the server writes them
 * from the resource descriptions at every start. Security groups name them in their field
 * permissions and, for the fields that can restrict rows (`dataDimension`: a reference to
 * another resource's row, or a choice), in their data permissions.
 */
export default defineResource({
  module: 'hiam',
  name: 'api-field',
  service: '/iam',
  path: 'api-fields',
  api: { list: 'apis/{permissionId}/fields' },
  table: 'hiam_api_fields',
  // HZERO's name of the id (hiam ApiField: fieldId, fieldName, fieldType, fieldDescription,
  // orderSeq, permissionId).
  idField: 'fieldId',
  columns: { id: 'id' },
  tenancy: 'shared',
  enabledFlag: false,
  readOnly: true,
  title: text('API fields', '接口字段'),
  entity: text('API field', '接口字段'),
  nameField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    permissionId: fields.reference(text('API', '接口'), {
      resource: 'hiam/api',
      display: 'path',
      displayAs: 'apiPath',
      column: false,
    }),
    name: fields.tl(text('API field', '接口字段'), {
      max: 255,
      filter: true,
      sortable: true,
      column: 300,
    }),
    apiName: fields.tl(text('API', '接口'), { max: 255, filter: true, column: 200 }),
    fieldName: fields.text(text('Field', '字段'), { max: 60, filter: true, column: 140 }),
    fieldDescription: fields.tl(text('Field description', '字段描述'), {
      max: 480,
      filter: 'api',
      column: false,
    }),
    fieldType: fields.select(text('Field type', '字段类型'), {
      options: [
        { value: 'NUMBER', label: text('Number', '数字') },
        { value: 'STRING', label: text('String', '字符串') },
      ],
      filter: 'api',
      column: false,
    }),
    orderSeq: fields.integer(text('Order', '排序号'), { sortable: true, column: false }),
    valueSource: fields.tl(text('Values from', '取值来源'), { max: 255, column: 220 }),
    resourceKey: fields.text(text('Resource', '资源'), { max: 120, filter: 'api', column: false }),
    permissionCode: fields.text(text('Permission code', '权限编码'), {
      max: 255,
      filter: 'api',
      column: false,
    }),
    dataDimension: fields.flag(text('Data dimension', '数据维度'), {
      filter: 'api',
      column: false,
    }),
  },
});
