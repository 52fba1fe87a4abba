import { DEFAULT_PASSWORD_POLICY, PASSWORD_MAX_LENGTH } from '../../hiam/passwordPolicy';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const p = DEFAULT_PASSWORD_POLICY;

/** A count of characters of a class a password must have. */
function classCount(en: string, zh: string, defaultValue: number) {
  return fields.integer(text(en, zh), {
    min: 0,
    max: PASSWORD_MAX_LENGTH,
    required: true,
    defaultValue,
    column: 110,
  });
}

/**
 * The password policy of a tenant (hiam 密码策略): one settings row per tenant. New passwords
 * (activation, reset, change) must meet it; at sign-in a password that no longer meets it, or
 * is older than the expiry, must be changed, and too many wrong passwords in a row lock the
 * account for a while. A tenant without a row has the default policy. A tenant edits its own
 * as a settings form; the platform lists every tenant's.
 */
export default defineResource({
  module: 'hiam',
  name: 'password-policy',
  service: '/iam',
  path: 'password-policies',
  // HZERO's tenant form (hiam passwordPolicyService.js): GET and PUT the one policy object.
  api: { settings: true },
  table: 'hiam_password_policies',
  idField: 'passwordPolicyId',
  tenancy: 'tenant',
  singleton: true,
  enabledFlag: false,
  title: text('Password Policy', '密码策略'),
  entity: text('password policy', '密码策略'),
  nameField: 'minLength',
  // Deleting it puts the tenant back on the default policy.
  actions: ['create', 'edit', 'delete'],
  route: '/hiam/password-policy',
  menu: {
    parent: 'hzero.hiam',
    sort: 70,
    quickIndex: text('passwordpolicy', 'mmcl'),
    code: 'hzero.hiam.password-policy',
  },
  fields: {
    minLength: fields.integer(text('Minimum length', '最小长度'), {
      min: 4,
      max: PASSWORD_MAX_LENGTH,
      required: true,
      defaultValue: p.minLength,
      column: 110,
    }),
    digitsCount: classCount('Digits', '数字个数', p.digitsCount),
    letterCount: classCount('Letters', '字母个数', p.letterCount),
    lowercaseCount: classCount('Lower-case letters', '小写字母个数', p.lowercaseCount),
    uppercaseCount: classCount('Upper-case letters', '大写字母个数', p.uppercaseCount),
    specialCharCount: classCount('Other characters', '特殊字符个数', p.specialCharCount),
    notUsername: fields.flag(text('Not containing the login name', '不能包含登录名'), {
      defaultValue: p.notUsername,
      column: 130,
    }),
    notRecentCount: fields.integer(text('Not one of the last', '不能与最近几次密码相同'), {
      min: 0,
      max: 24,
      required: true,
      defaultValue: p.notRecentCount,
      column: 130,
      help: text('Earlier passwords an account may not use again; 0: any', '0 表示不限制'),
    }),
    passwordUpdateRate: fields.integer(text('Expires after days', '密码有效天数'), {
      min: 0,
      max: 3650,
      required: true,
      defaultValue: p.passwordUpdateRate,
      column: 130,
      help: text(
        'An older password must be changed at sign-in; 0: never expires',
        '超过天数须在登录时修改密码；0 表示永不过期',
      ),
    }),
    maxErrorTime: fields.integer(text('Lock after wrong passwords', '密码错误锁定次数'), {
      min: 0,
      max: 100,
      required: true,
      defaultValue: p.maxErrorTime,
      column: 130,
      help: text(
        'Wrong passwords in a row that lock the account; 0: never locks',
        '连续输错密码达到次数即锁定账户；0 表示不锁定',
      ),
    }),
    lockedExpireTime: fields.integer(text('Lock duration (seconds)', '锁定时长（秒）'), {
      min: 60,
      max: 604800,
      required: true,
      defaultValue: p.lockedExpireTime,
      column: 120,
    }),
  },
  demo: [{ ...DEFAULT_PASSWORD_POLICY }],
});
