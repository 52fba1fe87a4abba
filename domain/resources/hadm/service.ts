import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The services of the reference server: each API prefix of SPEC.md section 7, and its name. */
export const SERVICES: readonly (readonly [code: string, en: string, zh: string])[] = [
  ['hpfm', 'Platform', '平台服务'],
  ['iam', 'Identity and access', '身份与权限'],
  ['oauth', 'Authorization', '认证服务'],
  ['hmsg', 'Messages', '消息服务'],
  ['hfle', 'Files', '文件服务'],
  ['hsdr', 'Scheduler', '调度服务'],
  ['hadm', 'Service governance', '服务治理'],
  ['hwfp', 'Workflow', '工作流'],
  ['himp', 'Import', '导入服务'],
  ['hrpt', 'Reports', '报表服务'],
  ['hpro', 'Projects', '项目服务'],
  ['hsif', 'Sample submission', '送样服务'],
  ['service', 'Portal service information', '门户服务信息'],
];

/** The demo versions of every service. */
const VERSIONS = [
  { versionNumber: '1.4.0', releaseDate: '2025-06-30', description: 'Release 1.4' },
  { versionNumber: '1.5.0', releaseDate: '2026-03-31', description: 'Release 1.5' },
];

/**
 * Services (service governance): the services the reference server hosts under their API
 * prefixes, with their versions and release dates (`versions`, edited on the detail page); the
 * latest version and its date show in the list.
 */
export default defineResource({
  module: 'hadm',
  name: 'service',
  path: 'services',
  table: 'hadm_service',
  idField: 'serviceId',
  tenancy: 'site',
  enabledFlag: false,
  title: text('Services', '服务管理'),
  entity: text('service', '服务'),
  nameField: 'serviceCode',
  defaultSort: { field: 'serviceCode', order: 'asc' },
  route: '/hadm/service',
  detailRoute: '/hadm/service/detail/:serviceId',
  menu: {
    parent: 'hzero.hadm',
    code: 'hzero.hadm.service',
    sort: 10,
    quickIndex: text('service', 'fwgl'),
    siteOnly: true,
  },
  lines: [{ key: 'versions', resource: 'hadm/service-version' }],
  fields: {
    serviceCode: codeField(text('Service code', '服务编码'), {
      pattern: '^[a-z][a-z0-9-]{0,29}$',
      help: text(
        'The API prefix without its slash: lower-case letters, digits or -, e.g. hpfm',
        'API 前缀（不含斜杠）：小写字母、数字或 -，例如 hpfm',
      ),
    }),
    serviceName: fields.text(text('Service name', '服务名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    versionNumber: fields.text(text('Current version', '当前版本'), {
      max: 40,
      readOnly: true,
      column: 120,
    }),
    releaseDate: fields.date(text('Released on', '发布日期'), { readOnly: true, column: 120 }),
    serviceLogo: fields.text(text('Logo URL', '图标地址'), {
      max: 480,
      format: 'url',
      column: false,
      wide: true,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 260, wide: true }),
  },
  demo: SERVICES.map(([serviceCode, en]) => ({
    serviceCode,
    serviceName: en,
    description: `The /${serviceCode} API of the reference server`,
    versions: VERSIONS,
  })),
});
