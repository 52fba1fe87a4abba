import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const DEPARTMENTS: readonly [
  code: string,
  en: string,
  zh: string,
  company: string,
  parent: string | null,
][] = [
  ['HQ-ADM', 'Administration', '行政部', 'HQ', null],
  ['HQ-IT', 'Information Technology', '信息技术部', 'HQ', null],
  ['SH-LAB', 'Sequencing Laboratory', '测序实验室', 'SH', null],
  ['SH-QC', 'Quality Control', '质量控制组', 'SH', 'SH-LAB'],
  ['SH-CS', 'Customer Service', '客户服务部', 'SH', null],
  ['TJ-LAB', 'Library Preparation', '建库实验室', 'TJ', null],
];

/**
 * The departments of a company, as a tree: reached from a company of the organization
 * hierarchy (`/hpfm/org/company/department/:companyId`), leading to each department's positions.
 */
export default defineResource({
  module: 'hpfm',
  name: 'department',
  path: 'units',
  // HZERO lists departments at units/department (departmentService.js search, searchAll).
  api: { list: 'units/department', tree: 'units/department/tree' },
  table: 'hpfm_unit',
  idField: 'unitId',
  tenancy: 'tenant',
  title: text('Departments', '部门维护'),
  entity: text('department', '部门'),
  nameField: 'unitName',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  route: '/hpfm/org/company/department/:companyId',
  routeFilters: { companyId: 'companyId' },
  detailOf: 'hpfm/company',
  tree: { parentField: 'parentUnitId' },
  fields: {
    unitCode: codeField(text('Department code', '部门编码')),
    unitName: fields.tl(text('Department name', '部门名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 240,
    }),
    companyId: fields.reference(text('Company', '所属公司'), {
      resource: 'hpfm/company',
      display: 'companyName',
      required: true,
      immutable: true,
      filter: true,
      column: 200,
    }),
    parentUnitId: fields.integer(text('Parent department', '上级部门'), {
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
  demo: DEPARTMENTS.map(([unitCode, en, zh, company, parent], index) => ({
    unitCode,
    unitName: en,
    companyId: ref({ companyCode: company }),
    parentUnitId: parent ? ref({ unitCode: parent }) : null,
    orderSeq: (index + 1) * 10,
    _tls: { unitName: { en_US: en, zh_CN: zh } },
  })),
});
