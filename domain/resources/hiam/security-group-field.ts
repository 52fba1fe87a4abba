import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** What a field rule does to a field in a role's answers. */
export const FIELD_RULES = [
  { value: 'hidden', label: text('Hidden', '隐藏') },
  { value: 'readOnly', label: text('Read-only', '只读') },
] as const;

/**
 * The field permissions of a security group (lines `fields`): the roles it is assigned to get
 * them as if they were their own (`field/{roleId}/{permissionId}`): a hidden field is absent
 * from their answers, a read-only one is answered but never changed by them.
 */
export default defineResource({
  module: 'hiam',
  name: 'security-group-field',
  service: '/iam',
  path: 'sec-grp-fields',
  table: 'hiam_sec_grp_fields',
  idField: 'id',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Field permissions', '字段权限'),
  entity: text('field permission', '字段权限'),
  nameField: 'apiFieldId',
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
    apiFieldId: fields.reference(text('API field', '接口字段'), {
      resource: 'hiam/api-field',
      within: 'permissionId',
      display: 'name',
      displayAs: 'apiFieldName',
      required: true,
      unique: true,
      column: 320,
    }),
    rule: fields.select(text('Rule', '规则'), {
      options: FIELD_RULES,
      required: true,
      defaultValue: 'hidden',
      column: 140,
    }),
  },
});
