/**
 * The one definition of the server-driven menu: every route of SPEC.md section 2 that is a
 * menu (detail routes with `{id}` parameters, exception and public pages are not), the
 * permission codes belonging to each menu, and what the demo roles are granted.
 * `syncMenus` (server/db/shellSeed.ts) writes it to the database at every start.
 */

import {
  listPagesOf,
  menuCodeOf,
  pageMenuCode,
  permissionsOf,
  permissionCode,
  resourceKey,
  type ControllerType,
  type MenuEntry,
  type PermissionEntry,
  type ResourceDescription,
} from '../../domain/engine/resource';

/** Menu node types of the HZERO contract. */
export type MenuType = 'root' | 'dir' | 'menu' | 'link' | 'inner-link' | 'window';

/** Icon names the client knows. */
export type MenuIcon =
  | 'home'
  | 'settings'
  | 'users'
  | 'flask'
  | 'file'
  | 'chart'
  | 'bell'
  | 'shield'
  | 'database'
  | 'cloud'
  | 'briefcase'
  | 'message';

/** Languages the menu is maintained in. */
export const MENU_LANGUAGES = ['en_US', 'zh_CN'] as const;

/** A language code of {@link MENU_LANGUAGES}. */
export type MenuLanguage = (typeof MENU_LANGUAGES)[number];

/** A text per language. */
export type Translated = Record<MenuLanguage, string>;

export type { ControllerType };

/** A permission code of a menu (its code normalised, e.g. `hpfm.country.list-create`). */
export type PermissionDefinition = PermissionEntry;

/** A menu node. */
export interface MenuDefinition {
  /** Unique code, e.g. `hzero.hpfm.country`. */
  code: string;
  /** Node type. */
  type: MenuType;
  /** Name per language. */
  name: Translated;
  /** Short search key per language (English keyword, pinyin initials). */
  quickIndex: Translated;
  /** Icon (roots, directories and top-level menus). */
  icon?: MenuIcon;
  /** Client route of a leaf. */
  route?: string;
  /** `site` for platform menus that only site-level roles get; default `organization`. */
  level?: 'site' | 'organization';
  /** The page hides its breadcrumb. */
  hideBreadcrumb?: boolean;
  /** Permission codes of the page. */
  permissions?: PermissionDefinition[];
  /** Children of a root or directory. */
  subMenus?: MenuDefinition[];
}

/** The master-data resources the demo operator role is granted (query, edit, export). */
export const MASTER_DATA_ENTITIES = [
  'country',
  'currency',
  'uom',
  'bank',
  'tax-rate',
  'region',
] as const;

/** Permission code for creating user messages (site and tenant administrators). */
export const MESSAGE_CREATE_CODE = 'hmsg.user-message.create';

/** Permission codes behind the workplace cards' data. */
export const WORKPLACE_CODES = {
  workflow: 'workplace.card-workflow',
  message: 'workplace.card-message',
  report: 'workplace.card-report',
} as const;

/** Permission codes of the menu editor (hiam menus, platform administrators only). */
const MENU_ADMIN_CODES: PermissionDefinition[] = (
  ['query', 'create', 'edit', 'delete', 'export', 'import'] as const
).map((action) => ({
  code: permissionCode({ module: 'hiam', name: 'menu' }, action),
  controllerType: action === 'query' || action === 'delete' ? 'hidden' : 'disabled',
  grantWithMenu: action === 'query',
  description: `${action} menus`,
}));

/** Permission code of the workflow task list page. */
export const TASK_QUERY_CODE = 'hwfp.task.list-query';

/** A leaf menu. */
function leaf(
  code: string,
  route: string,
  en: string,
  zh: string,
  quickEn: string,
  quickZh: string,
  extra: Partial<MenuDefinition> = {},
): MenuDefinition {
  return {
    code,
    type: 'menu',
    route,
    name: { en_US: en, zh_CN: zh },
    quickIndex: { en_US: quickEn, zh_CN: quickZh },
    ...extra,
  };
}

/** A root or directory. */
function group(
  type: 'root' | 'dir',
  code: string,
  icon: MenuIcon,
  en: string,
  zh: string,
  quickEn: string,
  quickZh: string,
  subMenus: MenuDefinition[],
  extra: Partial<MenuDefinition> = {},
): MenuDefinition {
  return {
    code,
    type,
    icon,
    name: { en_US: en, zh_CN: zh },
    quickIndex: { en_US: quickEn, zh_CN: quickZh },
    subMenus,
    ...extra,
  };
}

/** The menu tree, in display order. */
export const MENUS: readonly MenuDefinition[] = [
  leaf('hzero.workplace', '/workplace', 'Workplace', '工作台', 'workplace', 'gzt', {
    icon: 'home',
    hideBreadcrumb: true,
    permissions: [
      {
        code: WORKPLACE_CODES.workflow,
        controllerType: 'hidden',
        grantWithMenu: true,
        description: 'Workflow card: pending tasks',
      },
      {
        code: WORKPLACE_CODES.message,
        controllerType: 'hidden',
        grantWithMenu: true,
        description: 'Message card',
      },
      {
        code: WORKPLACE_CODES.report,
        controllerType: 'hidden',
        grantWithMenu: true,
        description: 'Report card: samples per month',
      },
    ],
  }),

  group('root', 'hzero.service', 'briefcase', 'Customer Service', '客户服务', 'service', 'khfw', [
    // Flow steps (/hpro/quotation/stepN, /hsif/sample/stepN, /hbif/project/stepN) and
    // /hfaq/announcement/create are pages of the list beside them, not menu entries.
    group('dir', 'hzero.service.hpro', 'briefcase', 'Projects', '项目管理', 'projects', 'xmgl', [
      leaf(
        'hzero.hpro.project-list',
        '/hpro/project/list',
        'Project List',
        '项目列表',
        'project',
        'xmlb',
      ),
      leaf(
        'hzero.hpro.sequencing',
        '/hpro/sequencing',
        'Sequencing Orders',
        '测序订单',
        'sequencing',
        'cxdd',
      ),
      leaf(
        'hzero.hpro.lib-prep-order',
        '/hpro/libPrepOrder',
        'Library Prep Orders',
        '建库订单',
        'libprep',
        'jkdd',
      ),
      leaf(
        'hzero.hpro.quotation-list',
        '/hpro/quotation/list',
        'Quotations',
        '报价单',
        'quotation',
        'bjd',
      ),
      leaf('hzero.hpro.statement', '/hpro/statement', 'Statements', '结算单', 'statement', 'jsd'),
    ]),
    group('dir', 'hzero.service.hsif', 'flask', 'Sample Submission', '样本送检', 'sample', 'ybsj', [
      leaf(
        'hzero.hsif.sample-list',
        '/hsif/sample/list',
        'Sample List',
        '样本列表',
        'samples',
        'yblb',
      ),
      leaf(
        'hzero.hsif.sample-print',
        '/hsif/sample/print',
        'Print Sample Sheet',
        '打印送样单',
        'print',
        'dysyd',
      ),
    ]),
    leaf(
      'hzero.hbif.project-list',
      '/hbif/project/list',
      'Bioinformatics Forms',
      '信息分析单',
      'bif',
      'xxfxd',
      {
        icon: 'chart',
      },
    ),
    leaf(
      'hzero.hpay.payment',
      '/hpay/payment',
      'Customer Payments',
      '客户付款',
      'payment',
      'khfk',
      {
        icon: 'briefcase',
      },
    ),
    group('dir', 'hzero.service.hfaq', 'file', 'Help Centre', '帮助中心', 'help', 'bzzx', [
      leaf(
        'hzero.hfaq.knowledge-category',
        '/hfaq/knowledge-category',
        'Knowledge Categories',
        '知识分类',
        'category',
        'zsfl',
      ),
      leaf(
        'hzero.hfaq.knowledge-content',
        '/hfaq/knowledge-content',
        'Knowledge Content',
        '知识内容',
        'content',
        'zsnr',
      ),
      leaf(
        'hzero.hfaq.knowledge-list',
        '/hfaq/knowledge/list',
        'Knowledge Articles',
        '知识列表',
        'articles',
        'zslb',
      ),
      leaf(
        'hzero.hfaq.knowledge-menu',
        '/hfaq/knowledge/menu',
        'Knowledge Menu',
        '知识菜单',
        'kmenu',
        'zscd',
      ),
      leaf(
        'hzero.hfaq.announcement-list',
        '/hfaq/announcement/list',
        'Announcements',
        '公告管理',
        'announcement',
        'gggl',
      ),
    ]),
    group(
      'dir',
      'hzero.service.settings',
      'settings',
      'Service Settings',
      '服务设置',
      'servicesettings',
      'fwsz',
      [
        leaf(
          'hzero.hfaq.contact-us-setting',
          '/hfaq/contact-us-setting',
          'Contact Us Settings',
          '联系我们设置',
          'contactus',
          'lxwmsz',
        ),
        leaf(
          'hzero.hfaq.mail-receiving',
          '/hfaq/mail-receiving',
          'Mail Receiving',
          '邮件接收设置',
          'mail',
          'yjjssz',
        ),
        leaf(
          'hzero.hfaq.login-log',
          '/hfaq/login-log',
          'Login Log',
          '登录日志',
          'loginlog',
          'dlrz',
        ),
        leaf(
          'hzero.hfaq.change-password',
          '/hfaq/change-password',
          'Change Password',
          '修改密码',
          'password',
          'xgmm',
        ),
      ],
    ),
    group('dir', 'hzero.service.huser', 'users', 'Account', '账户中心', 'account', 'zhzx', [
      leaf(
        'hzero.huser.info-set',
        '/huser/info-set',
        'Personal Information',
        '个人信息',
        'info',
        'grxx',
      ),
      leaf('hzero.huser.my-team', '/huser/my-team', 'My Team', '我的团队', 'team', 'wdtd'),
    ]),
    group('dir', 'hzero.service.insight', 'chart', 'Insights', '数据洞察', 'insight', 'sjdc', [
      leaf(
        'hzero.service.novo-magic',
        '/novoMagic',
        'NovoMagic',
        'NovoMagic 分析',
        'novomagic',
        'nmfx',
      ),
      leaf(
        'hzero.service.statement-score',
        '/statementScore',
        'Statement Scores',
        '结算评分',
        'score',
        'jspf',
      ),
      leaf('hzero.service.feedback', '/feedback', 'Feedback', '意见反馈', 'feedback', 'yjfk'),
    ]),
  ]),

  group(
    'root',
    'hzero.hadm',
    'cloud',
    'Service Governance',
    '服务治理',
    'governance',
    'fwzl',
    [
      leaf('hzero.hadm.service', '/hadm/service', 'Services', '服务管理', 'service', 'fwgl'),
      leaf('hzero.hadm.route', '/hadm/route', 'Service Routes', '服务路由', 'route', 'fwly'),
      leaf(
        'hzero.hadm.config',
        '/hadm/config',
        'Service Configuration',
        '服务配置',
        'config',
        'fwpz',
      ),
      leaf(
        'hzero.hadm.api-limit',
        '/hadm/api-limit',
        'API Limits',
        'API 访问控制',
        'apilimit',
        'apifwkz',
      ),
      leaf(
        'hzero.hadm.rate-limit',
        '/hadm/rate-limit',
        'Rate Limiting',
        '限流规则',
        'ratelimit',
        'xlgz',
      ),
      leaf(
        'hzero.hadm.hystrix',
        '/hadm/hystrix',
        'Circuit Breakers',
        '熔断设置',
        'hystrix',
        'rdsz',
      ),
      leaf('hzero.hadm.trace-log', '/hadm/trace-log', 'Trace Log', '调用链追踪', 'trace', 'dylzz'),
    ].map((menu) => ({ ...menu, level: 'site' as const })),
    { level: 'site' },
  ),

  group('root', 'hzero.hpfm', 'settings', 'Platform Management', '平台管理', 'platform', 'ptgl', [
    group('dir', 'hzero.hpfm.mdm', 'database', 'Master Data', '主数据', 'masterdata', 'zsj', []),
    group('dir', 'hzero.hpfm.org', 'users', 'Organization', '组织架构', 'organization', 'zzjg', []),
    group(
      'dir',
      'hzero.hpfm.dev',
      'database',
      'Development',
      '开发管理',
      'development',
      'kfgl',
      [],
    ),
  ]),

  group('root', 'hzero.hiam', 'shield', 'Identity and Access', '身份与权限', 'iam', 'sfyqx', [
    leaf('hzero.hiam.client', '/hiam/client', 'Clients', '客户端', 'client', 'khd'),
    leaf('hzero.hiam.menu', '/hiam/menu', 'Menus', '菜单配置', 'menu', 'cdpz', {
      level: 'site',
      permissions: MENU_ADMIN_CODES,
    }),
    leaf('hzero.hiam.role', '/hiam/role', 'Roles', '角色管理', 'role', 'jsgl'),
    leaf('hzero.hiam.user', '/hiam/user', 'Users', '用户管理', 'user', 'yhgl'),
    leaf('hzero.hiam.tenant', '/hiam/tenant', 'Tenants', '租户管理', 'tenant', 'zhgl'),
    leaf(
      'hzero.hiam.sub-account',
      '/hiam/sub-account',
      'Sub-accounts',
      '子账户管理',
      'subaccount',
      'zzhgl',
    ),
    leaf(
      'hzero.hiam.password-policy',
      '/hiam/password-policy',
      'Password Policy',
      '密码策略',
      'passwordpolicy',
      'mmcl',
    ),
    leaf(
      'hzero.hiam.security-group',
      '/hiam/security-group',
      'Security Groups',
      '安全组',
      'securitygroup',
      'aqz',
    ),
    leaf(
      'hzero.hiam.domain-config',
      '/hiam/domain-config',
      'SSO Domains',
      '单点登录配置',
      'sso',
      'dddlpz',
    ),
  ]),

  group('root', 'hzero.hmsg', 'message', 'Messaging', '消息管理', 'messaging', 'xxgl', [
    leaf('hzero.hmsg.notices', '/hmsg/notices', 'Notices', '通知公告', 'notice', 'tzgg'),
    leaf(
      'hzero.hmsg.user-message',
      '/hmsg/user-message',
      'My Messages',
      '我的消息',
      'mymessage',
      'wdxx',
      {
        permissions: [
          {
            code: MESSAGE_CREATE_CODE,
            controllerType: 'hidden',
            grantWithMenu: false,
            description: 'Send messages to users',
          },
        ],
      },
    ),
    leaf('hzero.hmsg.email', '/hmsg/email', 'Email Accounts', '邮箱账户', 'email', 'yxzh'),
    leaf('hzero.hmsg.sms', '/hmsg/sms', 'SMS Accounts', '短信配置', 'sms', 'dxpz'),
    leaf(
      'hzero.hmsg.message-template',
      '/hmsg/message-template',
      'Message Templates',
      '消息模板',
      'messagetemplate',
      'xxmb',
    ),
    leaf(
      'hzero.hmsg.send-config',
      '/hmsg/send-config',
      'Send Configuration',
      '消息发送配置',
      'sendconfig',
      'xxfspz',
    ),
  ]),

  group('root', 'hzero.hwfp', 'briefcase', 'Workflow', '工作流', 'workflow', 'gzl', [
    leaf('hzero.hwfp.task', '/hwfp/task', 'My Tasks', '我的待办', 'task', 'wddb', {
      permissions: [
        {
          code: TASK_QUERY_CODE,
          controllerType: 'hidden',
          grantWithMenu: true,
          description: 'List my pending tasks',
        },
      ],
    }),
    leaf(
      'hzero.hwfp.involved-task',
      '/hwfp/involved-task',
      'Tasks I Took Part In',
      '我参与的流程',
      'involved',
      'wcydlc',
    ),
    leaf(
      'hzero.hwfp.carbon-copy-task',
      '/hwfp/carbon-copy-task',
      'Carbon Copies',
      '抄送我的流程',
      'carboncopy',
      'cswdlc',
    ),
    leaf('hzero.hwfp.delegate', '/hwfp/delegate', 'Delegation', '转交设置', 'delegate', 'zjsz'),
    leaf(
      'hzero.hwfp.process-define',
      '/hwfp/process-define',
      'Process Definitions',
      '流程定义',
      'process',
      'lcdy',
    ),
    leaf('hzero.hwfp.monitor', '/hwfp/monitor', 'Process Monitor', '流程监控', 'monitor', 'lcjk'),
  ]),

  group('root', 'hzero.hsdr', 'settings', 'Scheduling', '调度服务', 'scheduling', 'ddfw', [
    leaf(
      'hzero.hsdr.conc-request',
      '/hsdr/conc-request',
      'Concurrent Requests',
      '并发请求',
      'request',
      'bfqq',
    ),
    leaf(
      'hzero.hsdr.concurrent',
      '/hsdr/concurrent',
      'Concurrent Programs',
      '并发程序',
      'concurrent',
      'bfcx',
    ),
    leaf(
      'hzero.hsdr.executable',
      '/hsdr/executable',
      'Executables',
      '并发可执行',
      'executable',
      'bfkzx',
    ),
    leaf('hzero.hsdr.job-group', '/hsdr/job-group', 'Executors', '执行器管理', 'jobgroup', 'zxqgl'),
    leaf('hzero.hsdr.job-info', '/hsdr/job-info', 'Scheduled Jobs', '调度任务', 'job', 'ddrw'),
    leaf('hzero.hsdr.job-log', '/hsdr/job-log', 'Job Logs', '调度日志', 'joblog', 'ddrz'),
  ]),

  group('root', 'hzero.hpay', 'briefcase', 'Payment Platform', '支付平台', 'pay', 'zfpt', [
    leaf(
      'hzero.hpay.pay-config',
      '/hpay/pay-config',
      'Payment Configuration',
      '支付配置',
      'payconfig',
      'zfpz',
    ),
    leaf(
      'hzero.hpay.payment-order',
      '/hpay/payment-order',
      'Payment Orders',
      '支付订单',
      'payorder',
      'zfdd',
    ),
    leaf(
      'hzero.hpay.refund-order',
      '/hpay/refund-order',
      'Refund Orders',
      '退款订单',
      'refund',
      'tkdd',
    ),
  ]),

  group('root', 'hzero.himp', 'file', 'Data Import', '数据导入', 'import', 'sjdr', [
    leaf(
      'hzero.himp.template',
      '/himp/template',
      'Import Templates',
      '导入模板',
      'importtemplate',
      'drmb',
    ),
    leaf(
      'hzero.himp.history',
      '/himp/history',
      'Import History',
      '导入历史',
      'importhistory',
      'drls',
    ),
  ]),

  group('root', 'hzero.more', 'cloud', 'More Services', '更多服务', 'more', 'gdfw', [
    leaf(
      'hzero.hdtt.producer-config',
      '/hdtt/producer-config',
      'Data Distribution',
      '数据分发',
      'distribution',
      'sjff',
    ),
    leaf(
      'hzero.hnlp.template',
      '/hnlp/template',
      'Natural Language Processing',
      '自然语言处理',
      'nlp',
      'zryycl',
    ),
    leaf(
      'hzero.hitf.services',
      '/hitf/services',
      'Interface Platform',
      '接口平台',
      'interface',
      'jkpt',
    ),
    leaf('hzero.hmnt.audit-op', '/hmnt/audit-op', 'Operation Audit', '操作审计', 'audit', 'czsj'),
    leaf(
      'hzero.hfile.file-aggregate',
      '/hfile/file-aggregate',
      'File Management',
      '文件管理',
      'file',
      'wjgl',
    ),
    leaf('hzero.hims.config', '/hims/config', 'Instant Messaging', '即时通讯', 'im', 'jstx'),
    leaf('hzero.hagd.agent', '/hagd/agent', 'Agent Management', '客户端代理', 'agent', 'khddl'),
    leaf('hzero.hivc.invoice', '/hivc/invoice', 'Invoices', '发票管理', 'invoice', 'fpgl'),
    leaf(
      'hzero.hcnf.config',
      '/hcnf/config',
      'Configuration Centre',
      '配置中心',
      'configcentre',
      'pzzx',
    ),
    leaf(
      'hzero.hocr.recognition',
      '/hocr/recognition',
      'Text Recognition (OCR)',
      '文字识别',
      'ocr',
      'wzsb',
    ),
    leaf(
      'hzero.hexl.template',
      '/hexl/template',
      'Excel Templates',
      'Excel 模板',
      'excel',
      'excelmb',
    ),
    leaf('hzero.hrpt.report-query', '/hrpt/report-query', 'Reports', '报表查询', 'report', 'bbcx'),
    leaf('hzero.hiot.device', '/hiot/device', 'IoT Devices', '物联网设备', 'iot', 'wlwsb'),
    leaf(
      'hzero.hdpm.data-permission',
      '/hdpm/data-permission',
      'Data Permissions',
      '数据权限',
      'datapermission',
      'sjqx',
    ),
  ]),
];

/** What roles with a given code are granted (site-level roles are approved for all). */
export interface RoleGrantDefinition {
  /** Role code, in every tenant. */
  roleCode: string;
  /** Leaf menus granted: all organization-level menus, or a list of menu codes. */
  menus: 'all-organization' | readonly string[];
  /**
   * Permission codes granted beyond those granted with the menus: all codes of the granted
   * menus, or a list of codes.
   */
  permissions: 'all' | readonly string[];
}

const OPERATOR_MASTER_DATA_ACTIONS = ['query', 'edit', 'export'] as const;

/** Leaf menu codes under a node, found by code. */
function leavesUnder(code: string): string[] {
  const find = (menus: readonly MenuDefinition[]): MenuDefinition | undefined => {
    for (const menu of menus) {
      if (menu.code === code) return menu;
      const inner = find(menu.subMenus ?? []);
      if (inner) return inner;
    }
    return undefined;
  };
  const collect = (menu: MenuDefinition): string[] =>
    menu.subMenus ? menu.subMenus.flatMap(collect) : [menu.code];
  const node = find(MENUS);
  if (!node) throw new Error(`menuData: no menu ${code}`);
  return collect(node);
}

/** Grants of the demo role codes (CONTRACT: contract-shell "Grants"). */
export const ROLE_GRANTS: readonly RoleGrantDefinition[] = [
  { roleCode: 'tenant-admin', menus: 'all-organization', permissions: 'all' },
  {
    roleCode: 'operator',
    menus: [
      'hzero.workplace',
      ...MASTER_DATA_ENTITIES.map((entity) => `hzero.hpfm.${entity}`),
      'hzero.hmsg.notices',
      'hzero.hwfp.task',
      ...leavesUnder('hzero.service.hpro'),
      ...leavesUnder('hzero.service.hsif'),
      'hzero.hbif.project-list',
      'hzero.hpay.payment',
    ],
    permissions: [
      ...MASTER_DATA_ENTITIES.flatMap((entity) =>
        OPERATOR_MASTER_DATA_ACTIONS.map((action) =>
          permissionCode({ module: 'hpfm', name: entity }, action),
        ),
      ),
      // The operator acts on the approval tasks assigned to them.
      ...['approve', 'reject', 'delegate', 'carbon-copy'].map((action) =>
        permissionCode({ module: 'hwfp', name: 'task' }, action),
      ),
    ],
  },
];

/**
 * The menu leaves of a resource's list pages, from its description: its permission codes go
 * with the first of them.
 */
function resourceLeaves(
  resource: ResourceDescription,
  detailPermissions: readonly PermissionEntry[] = [],
): { entry: MenuEntry; leaf: MenuDefinition }[] {
  return listPagesOf(resource).flatMap((page, index, pages) => {
    const code = pageMenuCode(resource, page);
    if (!code || !page.menu) return [];
    const first = pages.findIndex((item) => item.menu) === index;
    const leaf: MenuDefinition = {
      code,
      type: 'menu',
      route: page.route,
      name: page.menu.name ?? page.title ?? resource.title,
      quickIndex: page.menu.quickIndex,
      permissions: first ? [...permissionsOf(resource), ...detailPermissions] : [],
      ...(page.menu.siteOnly ? { level: 'site' as const } : {}),
    };
    return [{ entry: page.menu, leaf }];
  });
}

/**
 * The permission codes of the pages without a menu entry (`detailOf`), by the menu code of the
 * first resource up their chain that has one.
 */
function detailPermissionsByMenu(
  resources: readonly ResourceDescription[],
): Map<string, PermissionEntry[]> {
  const byKey = new Map(resources.map((resource) => [resourceKey(resource), resource]));
  const byMenu = new Map<string, PermissionEntry[]>();
  for (const resource of resources) {
    if (!resource.detailOf) continue;
    let owner: ResourceDescription | undefined = resource;
    const seen = new Set<string>();
    while (owner?.detailOf && !owner.menu && !seen.has(owner.detailOf)) {
      seen.add(owner.detailOf);
      owner = byKey.get(owner.detailOf);
    }
    const code = owner ? menuCodeOf(owner) : undefined;
    if (!code) {
      throw new Error(
        `menuData: ${resourceKey(resource)} is a page of ${resource.detailOf}, which leads to no menu entry`,
      );
    }
    byMenu.set(code, [...(byMenu.get(code) ?? []), ...permissionsOf(resource)]);
  }
  return byMenu;
}

/**
 * The menu tree with the list pages of the resources in it: a resource's entry takes the place
 * of the placeholder leaf with its code (a route of SPEC.md not built before); the others go
 * under the directory their description names, before its own entries, by `menu.sort`.
 */
export function menusWith(
  resources: Iterable<ResourceDescription>,
  menus: readonly MenuDefinition[] = MENUS,
): MenuDefinition[] {
  const all = [...resources];
  const detailPermissions = detailPermissionsByMenu(all);
  const byParent = new Map<string, { sort: number; leaf: MenuDefinition }[]>();
  for (const resource of all) {
    const detail = detailPermissions.get(menuCodeOf(resource) ?? '') ?? [];
    for (const { entry, leaf } of resourceLeaves(resource, detail)) {
      const list = byParent.get(entry.parent) ?? [];
      list.push({ sort: entry.sort, leaf });
      byParent.set(entry.parent, list);
    }
  }
  const byCode = new Map(
    [...byParent.values()].flat().map((entry) => [entry.leaf.code, entry.leaf] as const),
  );
  // A resource's entry takes the place of a placeholder leaf with its code, if there is one.
  const replacing = new Set<string>();
  const collect = (items: readonly MenuDefinition[]): void => {
    for (const item of items) {
      if (byCode.has(item.code) && !item.subMenus) replacing.add(item.code);
      if (item.subMenus) collect(item.subMenus);
    }
  };
  collect(menus);
  const placed = new Set<string>();
  const merge = (items: readonly MenuDefinition[]): MenuDefinition[] =>
    items.map((item) => {
      if (!item.subMenus) return byCode.get(item.code) ?? item;
      const added = (byParent.get(item.code) ?? [])
        .filter((entry) => !replacing.has(entry.leaf.code))
        .sort((a, b) => a.sort - b.sort)
        .map((entry) => entry.leaf);
      placed.add(item.code);
      return { ...item, subMenus: [...added, ...merge(item.subMenus)] };
    });
  const merged = merge(menus);
  for (const parent of byParent.keys()) {
    if (!placed.has(parent))
      throw new Error(`menuData: no menu directory ${parent} for a resource`);
  }
  return merged;
}
