import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const COMPANIES: readonly [code: string, en: string, zh: string, parent: string | null][] = [
  ['HQ', 'Headquarters', '总部', null],
  ['SH', 'Shanghai Laboratory', '上海实验室', 'HQ'],
  ['TJ', 'Tianjin Laboratory', '天津实验室', 'HQ'],
];

/**
 * The companies of a tenant, as a tree (a group over its companies): the first page of the
 * organization hierarchy, leading to each company's departments.
 */
export default defineResource({
  module: 'hpfm',
  name: 'company',
  path: 'companies',
  table: 'hpfm_company',
  idField: 'companyId',
  tenancy: 'tenant',
  title: text('Organization Hierarchy', '组织架构维护'),
  entity: text('company', '公司'),
  nameField: 'companyName',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  route: '/hpfm/org/company',
  menu: {
    parent: 'hzero.hpfm.org',
    sort: 10,
    quickIndex: text('org', 'zzjgwh'),
    code: 'hzero.hpfm.org-company',
  },
  tree: { parentField: 'parentCompanyId' },
  fields: {
    companyCode: codeField(text('Company code', '公司编码')),
    companyName: fields.tl(text('Company name', '公司名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 260,
    }),
    parentCompanyId: fields.integer(text('Parent company', '上级公司'), {
      min: 1,
      column: false,
      form: false,
    }),
    orderSeq: fields.integer(text('Order', '排序号'), {
      min: 0,
      max: 9999,
      required: true,
      defaultValue: 10,
      sortable: true,
      column: 100,
    }),
  },
  demo: COMPANIES.map(([companyCode, en, zh, parent], index) => ({
    companyCode,
    companyName: en,
    parentCompanyId: parent ? ref({ companyCode: parent }) : null,
    orderSeq: (index + 1) * 10,
    _tls: { companyName: { en_US: en, zh_CN: zh } },
  })),
});
