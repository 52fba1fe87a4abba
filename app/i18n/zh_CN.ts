import type { Messages } from './types';

/** Simplified Chinese messages. */
const zh_CN: Messages = {
  app: {
    name: 'HZERO 平台',
    workplace: '工作台',
    loading: '加载中…',
  },
  exception: {
    403: '抱歉，你无权访问该页面',
    404: '抱歉，你访问的页面不存在',
    500: '抱歉，服务器出错了',
    501: '服务器不支持此操作',
    serverAnswer: '服务器返回：%{answer}',
    backHome: '返回首页',
  },
  notAvailable: {
    title: '暂未开放',
    description: '%{name} 即将上线，当前版本暂未开放。',
  },
  portal: {
    name: '测序服务门户',
  },
  session: {
    unauthorized: {
      title: '登录已失效',
      description: '你的登录已过期或不再有效。请重新登录，回到你刚才所在的页面。',
    },
    kickoff: {
      title: '账号已在别处登录',
      description:
        '你的账号在另一个浏览器或设备上登录，本次会话已关闭。请重新登录，回到你刚才所在的页面。',
    },
    signInAgain: '重新登录',
  },
  header: {
    userMenu: '%{name} 的账号菜单',
    role: '角色',
    tenant: '租户',
    defaultTenant: '默认租户',
    setDefaultTenant: '将 %{tenant} 设为默认租户',
    isDefault: '%{tenant}（默认）',
    language: '语言',
    signOut: '退出登录',
  },
  account: {
    signIn: {
      title: '登录测序服务门户',
      username: '邮箱或登录名',
      password: '密码',
      submit: '登录',
      forgot: '忘记密码？',
    },
    forgot: {
      title: '重置密码',
      intro: '输入账号的邮箱地址，我们会发送一个设置新密码的链接。',
      email: '邮箱地址',
      submit: '发送链接',
      sent: '如果该地址属于某个账号，链接已发出。链接仅可使用一次，30 分钟内有效。',
      backToSignIn: '返回登录',
    },
    reset: {
      title: '设置新密码',
      submit: '设置密码',
      done: '密码已设置，现在可以用它登录。',
    },
    activate: {
      title: '激活账号',
      intro: '设置你登录时使用的密码。',
      submit: '激活',
      done: '账号已激活，现在可以登录。',
      missingToken: '此页面需要邀请邮件中的链接。',
    },
    newPassword: '新密码',
    confirmPassword: '再次输入密码',
    passwordHelp: '8 到 64 个字符，至少包含一个字母和一个数字。',
    errors: {
      required: '请填写%{field}',
      email: '请输入有效的邮箱地址，例如 name@example.com',
      passwordRule: '请使用 8 到 64 个字符，至少包含一个字母和一个数字',
      mismatch: '两次输入的密码不一致',
      badCredentials: '登录名或密码错误',
      locked: '连续 5 次登录失败，账号已锁定；请 %{minutes} 分钟后再试',
      disabled: '该账号已停用，请联系团队管理员',
      notActivated: '该账号尚未激活：请使用邀请邮件中的链接',
    },
    maintenance: {
      title: '系统维护中',
      description: '门户正在更新，很快就会恢复。感谢你的耐心等待。',
    },
  },
  notification: {
    networkTitle: '网络请求异常',
    networkDescription: '请稍后重试',
    success: '操作成功',
    failed: '操作失败',
    exception: '操作异常',
  },
};

export default zh_CN;
