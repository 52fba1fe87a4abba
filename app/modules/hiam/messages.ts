/** English messages of the identity and access pages (`hiam.*`). */
export const HIAM_MESSAGES_EN = {
  back: 'Back to %{title}',
  roles: 'Roles',
  loading: 'Loading…',
  loadFailed: 'This page could not be loaded.',
  retry: 'Try again',
  save: 'Save',
  saved: 'Saved',
  noChanges: 'Nothing has changed',
  permissions: {
    title: 'Permissions of %{role}',
    intro:
      'Tick the menus and the permission codes (the APIs and buttons) the role grants. A role also holds what its parent roles hold (marked inherited).',
    siteRole: 'A platform role holds every menu and permission: there is nothing to assign.',
    search: 'Search menus and permissions',
    noMatch: 'Nothing matches “%{text}”.',
    inherited: 'Inherited',
    notYours: 'Your role does not hold it',
    fields: 'Field permissions',
    changes: '%{count} unsaved change(s)',
    menu: 'Menu %{name}',
    code: 'Permission %{code}',
  },
  fields: {
    title: 'Field permissions of %{role}',
    intro:
      'For the API %{api}: a hidden field is left out of every answer to the role; a read-only one is answered but the role cannot change it.',
    field: 'Field',
    ruleHeader: 'Rule',
    rule: 'Rule for %{field}',
    none: 'No rule',
    hidden: 'Hidden',
    readOnly: 'Read-only',
  },
};

/** The hiam pages' messages. */
export type HiamMessages = typeof HIAM_MESSAGES_EN;

/** Chinese messages of the identity and access pages. */
export const HIAM_MESSAGES_ZH: HiamMessages = {
  back: '返回%{title}',
  roles: '角色管理',
  loading: '加载中…',
  loadFailed: '页面加载失败。',
  retry: '重试',
  save: '保存',
  saved: '已保存',
  noChanges: '没有修改',
  permissions: {
    title: '%{role}的权限',
    intro:
      '勾选角色授予的菜单和权限编码（接口与按钮）。角色同时拥有其上级角色的权限（标记为继承）。',
    siteRole: '平台级角色拥有全部菜单和权限，无需分配。',
    search: '搜索菜单和权限',
    noMatch: '没有与“%{text}”匹配的内容。',
    inherited: '继承',
    notYours: '您的角色没有此权限',
    fields: '字段权限',
    changes: '%{count} 项未保存的修改',
    menu: '菜单 %{name}',
    code: '权限 %{code}',
  },
  fields: {
    title: '%{role}的字段权限',
    intro:
      '接口 %{api}：隐藏的字段不会出现在返回给该角色的任何数据中；只读字段会返回，但该角色不能修改。',
    field: '字段',
    ruleHeader: '规则',
    rule: '%{field}的规则',
    none: '无',
    hidden: '隐藏',
    readOnly: '只读',
  },
};
