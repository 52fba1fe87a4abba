import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The data permissions of a security group (lines `data`). Each line names a dimension of an
 * API (a field of a resource that references another resource's row, or a choice) and one
 * value of it, typed as the row's code, name or id (or the choice's value or meaning); the
 * server resolves it when the line is saved. A role the group is assigned to reads, changes and
 * exports only the rows whose field holds one of the values its groups give for that field
 * (values of one field are alternatives; rules on different fields all apply).
 */
export default defineResource({
  module: 'hiam',
  name: 'security-group-data',
  service: '/iam',
  path: 'sec-grp-data',
  table: 'hiam_sec_grp_data',
  idField: 'id',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Data permissions', '数据权限'),
  entity: text('data permission', '数据权限'),
  nameField: 'value',
  parent: { resource: 'hiam/security-group', field: 'secGrpId' },
  fields: {
    secGrpId: fields.integer(text('Security group', '安全组'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    permissionId: fields.reference(text('API', '接口'), {
      resource: 'hiam/api',
      display: 'description',
      displayAs: 'apiName',
      required: true,
      column: 200,
    }),
    apiFieldId: fields.reference(text('Dimension', '数据维度'), {
      resource: 'hiam/api-field',
      within: 'permissionId',
      display: 'name',
      displayAs: 'apiFieldName',
      lovQuery: { dataDimension: '1' },
      required: true,
      column: 300,
    }),
    value: fields.text(text('Value', '值'), {
      max: 120,
      required: true,
      help: text(
        'The code, name or id of the row (e.g. the country code CN), or the value of the choice',
        '行的编码、名称或 ID（例如国家代码 CN），或选项的值',
      ),
      column: 140,
    }),
    valueName: fields.tl(text('Value name', '值名称'), {
      max: 255,
      readOnly: true,
      form: false,
      column: 200,
    }),
    valueKey: fields.text(text('Stored value', '存储值'), {
      max: 60,
      readOnly: true,
      form: false,
      column: false,
    }),
  },
});
