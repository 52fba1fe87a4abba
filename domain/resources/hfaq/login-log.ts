import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * Sign-ins to the tenant's accounts (`/hfaq/login-log`): when, the name typed, the account,
 * the address and how it ended. Written by every sign-in form; read-only here.
 */
export default defineResource({
  module: 'hfaq',
  name: 'login-log',
  path: 'login-logs',
  table: 'hfaq_login_log',
  idField: 'logId',
  tenancy: 'tenant',
  readOnly: true,
  enabledFlag: false,
  actions: ['export'],
  title: text('Login Log', '登录日志'),
  entity: text('sign-in', '登录记录'),
  nameField: 'loginName',
  defaultSort: { field: 'loginDate', order: 'desc' },
  search: { fields: ['loginName', 'realName', 'address'] },
  route: '/hfaq/login-log',
  menu: {
    parent: 'hzero.service.settings',
    code: 'hzero.hfaq.login-log',
    sort: 30,
    quickIndex: text('loginlog', 'dlrz'),
  },
  fields: {
    loginDate: fields.datetime(text('Time', '时间'), {
      columnName: 'creation_date',
      readOnly: true,
      sortable: true,
      column: 170,
      range: ['dateFrom', 'dateTo'],
    }),
    loginName: fields.text(text('Login name', '登录名'), {
      max: 128,
      readOnly: true,
      sortable: true,
      column: 200,
    }),
    realName: fields.text(text('Name', '姓名'), { max: 100, readOnly: true, column: 160 }),
    address: fields.text(text('Address', '地址'), {
      max: 64,
      readOnly: true,
      sortable: true,
      column: 150,
    }),
    result: fields.select(text('Result', '结果'), {
      options: [
        { value: 'SUCCESS', label: text('Signed in', '成功') },
        { value: 'FAILURE', label: text('Refused', '失败') },
      ],
      readOnly: true,
      filter: true,
      column: 110,
      shownAs: 'badge',
      tones: { SUCCESS: 'success', FAILURE: 'error' },
    }),
    reason: fields.select(text('Why refused', '失败原因'), {
      options: [
        {
          value: 'error.login.bad_credentials',
          label: text('Wrong name or password', '用户名或密码错误'),
        },
        { value: 'error.login.throttled', label: text('Too many attempts', '尝试次数过多') },
        { value: 'error.login.disabled', label: text('Account disabled', '账户已停用') },
        { value: 'error.login.not_activated', label: text('Not activated', '账户未激活') },
      ],
      readOnly: true,
      column: 180,
    }),
  },
});
