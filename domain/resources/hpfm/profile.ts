import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** A profile the product reads: its name, what it does and its values by level. */
interface ProfileSeed {
  name: string;
  en: string;
  zh: string;
  values: readonly [level: string, levelValue: string | null, value: string][];
}

/**
 * The profiles the product reads (HZERO's `GET /hpfm/v1/profile-value?profileName=`), as
 * the platform's rows with values at every level, so that the rule "user beats role beats
 * tenant beats site" shows in the demo: Novo Lab (tenant NOVO-LAB) and the operator role differ
 * from the site value, and so does the user admin.
 */
const PROFILES: readonly ProfileSeed[] = [
  {
    name: 'HPFM.LIST.PAGE_SIZE',
    en: 'Rows per page of list pages when they open (10, 20, 50 or 100)',
    zh: '列表页打开时每页显示的行数（10、20、50 或 100）',
    values: [
      ['SITE', null, '10'],
      ['TENANT', 'NOVO-LAB', '20'],
      ['ROLE', 'operator', '50'],
    ],
  },
  {
    name: 'HIAM.SESSION.IDLE_MINUTES',
    en: 'Minutes without any activity after which the app signs the user out (0: never)',
    zh: '无任何操作多少分钟后自动退出登录（0：从不）',
    values: [
      ['SITE', null, '30'],
      ['TENANT', 'NOVO-LAB', '60'],
      ['USER', 'admin', '0'],
    ],
  },
  {
    name: 'HPFM.TABS.MAX_OPEN',
    en: 'Most workspace tabs open at once; opening one more closes the least recently used',
    zh: '工作区最多同时打开的标签页数；再打开时关闭最久未使用的标签页',
    values: [
      ['SITE', null, '20'],
      ['ROLE', 'tenant-admin', '30'],
    ],
  },
];

/**
 * Profiles (hpfm 配置维护): named settings with a value per level (`values`: SITE, TENANT, ROLE,
 * USER). The platform's profiles (tenant 0) hold site values and values for named tenants, roles
 * and users; a tenant's profile of the same name holds that tenant's own values, which beat the
 * platform's at the same level. The value for a caller: user beats role beats tenant beats site.
 */
export default defineResource({
  module: 'hpfm',
  name: 'profile',
  path: 'profiles',
  table: 'hpfm_profile',
  idField: 'profileId',
  tenancy: 'shared',
  enabledFlag: false,
  title: text('Profiles', '配置维护'),
  entity: text('profile', '配置'),
  nameField: 'profileName',
  defaultSort: { field: 'profileName', order: 'asc' },
  route: '/hpfm/profile',
  detailRoute: '/hpfm/profile/detail/:profileId',
  menu: { parent: 'hzero.hpfm.mdm', sort: 120, quickIndex: text('profile', 'pzwh') },
  lines: [{ key: 'values', resource: 'hpfm/profile-value' }],
  fields: {
    profileName: codeField(text('Profile name', '配置编码'), {
      max: 60,
      pattern: '^[A-Z][A-Z0-9_.-]{0,59}$',
      help: text(
        'Up to 60 uppercase letters, digits, _ . or -, starting with a letter',
        '最多 60 个大写字母、数字、_ . 或 -，以字母开头',
      ),
      // A tenant's profile may share the platform's name (it overrides it): checked by its hook.
      unique: false,
      column: 260,
    }),
    description: fields.tl(text('Description', '配置描述'), {
      max: 240,
      required: true,
      filter: true,
      sortable: true,
      column: 420,
      wide: true,
    }),
  },
  demo: PROFILES.map((profile) => ({
    _tenants: [0],
    profileName: profile.name,
    description: profile.en,
    _tls: { description: { en_US: profile.en, zh_CN: profile.zh } },
    values: profile.values.map(([levelCode, levelValue, value]) => ({
      levelCode,
      levelValue,
      value,
    })),
  })),
});
