import { LOGIN_HISTORY_FIELDS } from '../../hiam/accounts';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** A tenant account's sign-ins (`/hiam/sub-account/login-history/:id`, from the sub-accounts). */
export default defineResource({
  module: 'hiam',
  name: 'sub-account-login-history',
  service: '/iam/hzero',
  path: 'sub-account-login-history',
  table: 'hiam_login_history',
  idField: 'loginHistoryId',
  columns: { id: 'id' },
  tenancy: 'tenant',
  enabledFlag: false,
  readOnly: true,
  title: text('Sign-in history', '登录历史'),
  entity: text('sign-in', '登录记录'),
  nameField: 'loginAt',
  defaultSort: { field: 'loginAt', order: 'desc' },
  route: '/hiam/sub-account/login-history/:id',
  routeFilters: { id: 'userId' },
  detailOf: 'hiam/sub-account',
  fields: LOGIN_HISTORY_FIELDS,
});
