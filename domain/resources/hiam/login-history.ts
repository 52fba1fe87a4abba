import { LOGIN_HISTORY_FIELDS } from '../../hiam/accounts';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** An account's sign-ins (`/hiam/user/login-history/:id`, from the platform's users). */
export default defineResource({
  module: 'hiam',
  name: 'login-history',
  service: '/iam/hzero',
  path: 'login-history',
  table: 'hiam_login_history',
  idField: 'loginHistoryId',
  columns: { id: 'id' },
  tenancy: 'site',
  enabledFlag: false,
  readOnly: true,
  title: text('Sign-in history', '登录历史'),
  entity: text('sign-in', '登录记录'),
  nameField: 'loginAt',
  defaultSort: { field: 'loginAt', order: 'desc' },
  route: '/hiam/user/login-history/:id',
  routeFilters: { id: 'userId' },
  detailOf: 'hiam/user',
  fields: LOGIN_HISTORY_FIELDS,
});
