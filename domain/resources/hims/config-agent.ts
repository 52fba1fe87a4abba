import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { MAX_SESSIONS } from './config';

/**
 * An agent of a customer-service group (hims 客服人员): one of the tenant's accounts, once per
 * group, with the name visitors see, whether they are on duty (only agents on duty take
 * visitors) and, when it differs from the group's, how many visitors they serve at a time.
 * Edited with its group on the group's page.
 */
export default defineResource({
  module: 'hims',
  name: 'config-agent',
  path: 'custom-svc/group-users',
  table: 'hims_cs_group_user',
  idField: 'csGroupUserId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Agents', '客服人员'),
  entity: text('agent', '客服人员'),
  nameField: 'nickname',
  defaultSort: { field: 'csGroupUserId', order: 'asc' },
  parent: { resource: 'hims/config', field: 'csGroupId' },
  fields: {
    csGroupId: fields.integer(text('Customer-service group', '客服群组'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    userId: fields.reference(text('Account', '账户'), {
      resource: 'hiam/sub-account',
      display: 'loginName',
      displayAs: 'loginName',
      required: true,
      unique: true,
      column: 180,
      help: text('One of the tenant’s accounts, once per group', '租户的账户，每个群组内不可重复'),
    }),
    realName: fields.reference(text('Name', '姓名'), {
      resource: 'hiam/sub-account',
      display: 'realName',
      displayAs: 'realName',
      columnName: 'user_id',
      readOnly: true,
      form: false,
      column: 160,
    }),
    nickname: fields.text(text('Name shown to visitors', '对访客显示的昵称'), {
      max: 30,
      required: true,
      column: 160,
    }),
    activeFlag: fields.flag(text('On duty', '在岗'), { defaultValue: 1, column: 80 }),
    maxSessions: fields.integer(text('Visitors at a time', '同时接待'), {
      min: 1,
      max: MAX_SESSIONS,
      column: 110,
      help: text(
        'Empty: the group’s number; otherwise at most the group’s',
        '留空：使用群组的设置；否则不超过群组的设置',
      ),
    }),
  },
});
