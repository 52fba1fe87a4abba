/**
 * What identity and access (hiam) says to users, in both languages: why a sign-in is refused,
 * and the refusals of its administration screens. Placeholders are `%{name}`.
 */
import { text } from '../engine/text';

/** Why a sign-in on a known account is refused (after, or instead of, its password check). */
export const SIGN_IN_TEXTS = {
  disabled: text(
    'This account is disabled; ask your administrator to enable it',
    '该账户已禁用，请联系管理员启用',
  ),
  tenantDisabled: text(
    'Your organization %{tenant} is disabled, so its accounts cannot sign in; contact the platform administrator',
    '您所属的组织 %{tenant} 已禁用，其账户不能登录，请联系平台管理员',
  ),
  lockedUntil: text(
    'This account is locked until %{until}; try again then or ask your administrator to unlock it',
    '该账户已锁定至 %{until}，请届时再试或联系管理员解锁',
  ),
  locked: text(
    'This account is locked; ask your administrator to unlock it',
    '该账户已锁定，请联系管理员解锁',
  ),
  lockedNow: text(
    'Wrong login name or password. After %{count} wrong passwords in a row the account is locked until %{until}',
    '登录名或密码错误。连续 %{count} 次密码错误，账户已锁定至 %{until}',
  ),
  passwordExpired: text(
    'Your password is older than %{days} days and must be changed: a link to choose a new one has been mailed to %{email}',
    '您的密码已超过 %{days} 天，必须修改：设置新密码的链接已发送至 %{email}',
  ),
  passwordPolicy: text(
    'Your password no longer meets the password policy (%{rule}) and must be changed: a link to choose a new one has been mailed to %{email}',
    '您的密码不再符合密码策略（%{rule}），必须修改：设置新密码的链接已发送至 %{email}',
  ),
  notActivated: text(
    'This account is not activated yet; use the link in your invitation e-mail',
    '该账户尚未激活，请使用邀请邮件中的链接激活',
  ),
} as const;

/** The refusals and answers of the hiam screens. */
export const HIAM_TEXTS = {
  notYourself: text('You cannot disable or lock your own account', '不能禁用或锁定自己的账户'),
  locked: text('%{login} is locked; its sessions have ended', '%{login} 已锁定，其会话已结束'),
  unlocked: text('%{login} is unlocked and can sign in again', '%{login} 已解锁，可以再次登录'),
  resetSent: text(
    'A link to choose a new password has been mailed to %{email}',
    '设置新密码的链接已发送至 %{email}',
  ),
  invitationSent: text(
    'The invitation has been mailed to %{email} again; earlier links no longer work',
    '邀请已重新发送至 %{email}，之前的链接已失效',
  ),
  notActive: text(
    '%{login} has not activated the account yet: send the invitation again instead',
    '%{login} 尚未激活账户，请改为重新发送邀请',
  ),
  notInvited: text('%{login} has already activated the account', '%{login} 已激活账户'),
  datesOrder: text(
    'The end date %{end} is before the start date %{start}',
    '结束日期 %{end} 早于开始日期 %{start}',
  ),
  roleElsewhere: text(
    'The role %{role} belongs to another tenant; give roles of this tenant only',
    '角色 %{role} 属于其他租户，只能分配本租户的角色',
  ),
  roleCodeTaken: text(
    'Role code %{code} already exists in this tenant',
    '本租户已存在角色编码 %{code}',
  ),
  parentElsewhere: text(
    'The parent role %{role} belongs to another tenant',
    '上级角色 %{role} 属于其他租户',
  ),
  noRole: text('%{field}: there is no role %{id} here', '%{field}：这里没有角色 %{id}'),
  memberTwice: text(
    '%{field}: the account already holds the role %{role}',
    '%{field}：该账户已拥有角色 %{role}',
  ),
  siteRoleHoldsAll: text(
    'A platform role holds every menu and permission: there is nothing to assign',
    '平台级角色拥有全部菜单和权限，无需分配',
  ),
  notAssignable: text(
    'You cannot grant or withdraw these (not tenant-level, not held by your role, or not there): %{ids}',
    '您不能分配或收回这些权限（非租户级、您的角色未拥有或不存在）：%{ids}',
  ),
  siteRoleOnly: text(
    'Only the platform can create platform-level roles',
    '只有平台可以创建平台级角色',
  ),
  ownRole: text('You cannot disable the role you are acting as', '不能禁用您当前使用的角色'),
  platformTenant: text('The platform tenant cannot be disabled', '平台租户不能禁用'),
  ownTenant: text('You cannot disable your own tenant', '不能禁用您自己所在的租户'),
  required: text('%{field} is required', '%{field}不能为空'),
  badRedirect: text(
    '%{field}: %{uri} is not an absolute http(s) address without user name or #fragment',
    '%{field}：%{uri} 不是不含用户名和 # 片段的 http(s) 绝对地址',
  ),
  appClient: text(
    'The platform’s own client stays enabled with the implicit grant: everyone signs in through it',
    '平台自身的客户端必须保持启用并允许隐式授权：所有人都通过它登录',
  ),
  platformCode: text(
    '%{field}: %{code} is a platform code; a security group bundles tenant-level codes',
    '%{field}：%{code} 是平台级权限，安全组只能包含租户级权限',
  ),
  notDimension: text(
    '%{field}: %{name} cannot restrict rows; pick a field that names a row of another list or a choice',
    '%{field}：%{name} 不能限制数据行，请选择引用其他列表的行或选项的字段',
  ),
  noDimensionValue: text(
    '%{field}: %{value} is not a value of %{name}; give the code, name or id of a row you can read, or the value of a choice',
    '%{field}：%{value} 不是 %{name} 的取值，请填写您可读取的行的编码、名称或 ID，或选项的值',
  ),
  valueList: text('Value list %{code}', '值集 %{code}'),
  dataTwice: text(
    '%{field}: the group already limits %{name} to %{value}',
    '%{field}：该安全组已将 %{name} 限定为 %{value}',
  ),
  httpsOnly: text(
    '%{field} must be an https address without a user name',
    '%{field}必须是不含用户名的 https 地址',
  ),
  wrongOriginal: text('The current password is wrong', '当前密码错误'),
  samePassword: text(
    'The new password must differ from the current one',
    '新密码不能与当前密码相同',
  ),
  tooManyTries: text(
    'Too many wrong passwords; try again in %{seconds} seconds',
    '密码错误次数过多，请 %{seconds} 秒后再试',
  ),
  passwordChanged: text(
    'Your password is changed; your other sessions have ended',
    '密码已修改，您的其他会话已结束',
  ),
  accountTaken: text(
    '%{field}: an account already uses %{value}',
    '%{field}：已有账户使用 %{value}',
  ),
} as const;

/**
 * The portal's sign-in page (`/pub/sign-in`, served by the server) and its words for a disabled
 * or not yet active account; other refusals (wrong password, throttled, locked) say what every
 * sign-in form says.
 */
export const PORTAL_SIGN_IN_TEXTS = {
  title: text('Sign in to the Sequencing Portal', '登录测序服务门户'),
  username: text('E-mail or login name', '邮箱或登录名'),
  password: text('Password', '密码'),
  submit: text('Sign in', '登录'),
  forgot: text('Forgot your password?', '忘记密码？'),
  missing: text('Enter your e-mail or login name and password', '请输入邮箱或登录名和密码'),
  encryptFailed: text(
    'The password could not be encrypted; reload the page and try again',
    '无法加密密码，请刷新页面后重试',
  ),
  noScript: text(
    'Signing in needs JavaScript: the password is encrypted in the browser.',
    '登录需要启用 JavaScript：密码在浏览器中加密后发送。',
  ),
  disabled: text(
    'This account is disabled; ask your team manager',
    '该账号已停用，请联系团队管理员',
  ),
  notActivated: text(
    'This account is not active yet: use the link in your invitation e-mail',
    '该账号尚未激活：请使用邀请邮件中的链接',
  ),
} as const;
