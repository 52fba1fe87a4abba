/**
 * What the two account screens of hiam share (the platform's users, `/hiam/user`, and a
 * tenant's own accounts, `/hiam/sub-account`): the fields of an account and of a role it holds,
 * and the outcomes of its sign-ins.
 */
import { fields, type Field } from '../engine/fields';
import { text } from '../engine/text';
import { LANGUAGE_CHOICES } from '../resources/hpfm/languages';

/** Whether an account has been activated (an invited one has no password yet). */
export const ACCOUNT_STATUSES = [
  { value: 'Invited', label: text('Invited', '已邀请') },
  { value: 'Active', label: text('Active', '已激活') },
] as const;

/** The time zones a user can choose (SPEC.md section 9: GMT-12 to GMT+12). */
export const TIME_ZONE_CHOICES = Array.from({ length: 25 }, (_, index) => {
  const hours = index - 12;
  const value = hours === 0 ? 'GMT' : `GMT${hours > 0 ? '+' : ''}${hours}`;
  return { value, label: text(value, value) };
});

/** A login name: letters, digits and `_ . @ -`, 2 to 60, starting with a letter or digit. */
export const LOGIN_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.@-]{1,59}$';

/** The fields of an account, in form order (`/hiam/user` adds the tenant it belongs to). */
export const ACCOUNT_FIELDS = {
  loginName: fields.text(text('Login name', '登录名'), {
    max: 60,
    pattern: LOGIN_NAME_PATTERN,
    help: text(
      '2 to 60 letters, digits, _ . @ or -, starting with a letter or digit',
      '2 到 60 个字母、数字、_ . @ 或 -，以字母或数字开头',
    ),
    required: true,
    unique: true,
    immutable: true,
    filter: true,
    sortable: true,
    column: 160,
  }),
  realName: fields.text(text('Name', '用户名'), {
    max: 100,
    required: true,
    filter: true,
    sortable: true,
    column: 160,
  }),
  email: fields.text(text('E-mail', '邮箱'), {
    max: 254,
    format: 'email',
    required: true,
    unique: true,
    filter: true,
    column: 220,
    help: text(
      'The invitation and password-reset links are sent here',
      '邀请和重置密码链接发送到此邮箱',
    ),
  }),
  phone: fields.text(text('Phone', '手机号'), {
    max: 40,
    format: 'tel',
    pattern: '^\\+?[0-9][0-9 -]{4,39}$',
    help: text('Digits, spaces or -, optionally starting with +', '数字、空格或 -，可以 + 开头'),
    column: false,
  }),
  language: fields.select(text('Language', '语言'), {
    options: LANGUAGE_CHOICES,
    required: true,
    defaultValue: 'en_US',
    column: false,
  }),
  timeZone: fields.select(text('Time zone', '时区'), {
    options: TIME_ZONE_CHOICES,
    required: true,
    defaultValue: 'GMT+8',
    column: false,
  }),
  status: fields.select(text('Account status', '账户状态'), {
    options: ACCOUNT_STATUSES,
    readOnly: true,
    filter: true,
    shownAs: 'badge',
    tones: { Invited: 'processing', Active: 'success' },
    column: 120,
  }),
  lockedFlag: fields.flag(text('Locked', '已锁定'), {
    readOnly: true,
    filter: true,
    column: 90,
  }),
  lockedUntil: fields.datetime(text('Locked until', '锁定至'), {
    readOnly: true,
    column: 170,
    help: text(
      'Empty while locked: until an administrator unlocks it',
      '锁定时为空：直到管理员解锁',
    ),
  }),
} satisfies Record<string, Field>;

/** The fields of a role an account holds (a line of the account), `userId` its account. */
export const MEMBER_ROLE_FIELDS = {
  userId: fields.integer(text('User', '用户'), { readOnly: true, form: false, column: false }),
  roleId: fields.reference(text('Role', '角色'), {
    resource: 'hiam/role',
    display: 'name',
    displayAs: 'roleName',
    required: true,
    unique: true,
    column: 220,
  }),
  startDateActive: fields.date(text('Start date', '开始日期'), {
    column: 140,
    help: text('Empty: from now on', '留空：立即生效'),
  }),
  endDateActive: fields.date(text('End date', '结束日期'), {
    column: 140,
    help: text('Empty: with no end; the role is held through this day', '留空：长期有效；含当天'),
  }),
} satisfies Record<string, Field>;

/** The outcomes of a sign-in attempt on a known account. */
export const SIGN_IN_OUTCOMES = [
  { value: 'success', label: text('Signed in', '登录成功') },
  { value: 'bad_credentials', label: text('Wrong password', '密码错误') },
  { value: 'locked', label: text('Account locked', '账户已锁定') },
  { value: 'disabled', label: text('Account disabled', '账户已禁用') },
  { value: 'tenant_disabled', label: text('Tenant disabled', '租户已禁用') },
  { value: 'not_activated', label: text('Not activated', '未激活') },
  { value: 'password_expired', label: text('Password expired', '密码已过期') },
  { value: 'throttled', label: text('Held back after failures', '失败次数过多被暂缓') },
] as const;

/** One sign-in outcome. */
export type SignInOutcomeCode = (typeof SIGN_IN_OUTCOMES)[number]['value'];

/** The fields of a sign-in history row. */
export const LOGIN_HISTORY_FIELDS = {
  userId: fields.integer(text('User', '用户'), { filter: 'api', column: false }),
  loginAt: fields.datetime(text('Time', '时间'), {
    sortable: true,
    column: 180,
    range: ['loginDateFrom', 'loginDateTo'],
  }),
  address: fields.text(text('Address', 'IP 地址'), { max: 100, filter: true, column: 180 }),
  outcome: fields.select(text('Outcome', '结果'), {
    options: SIGN_IN_OUTCOMES,
    filter: true,
    shownAs: 'badge',
    tones: { success: 'success', bad_credentials: 'error', locked: 'error' },
    column: 160,
  }),
} satisfies Record<string, Field>;
