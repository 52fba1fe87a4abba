import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const POSITIONS: readonly [
  code: string,
  en: string,
  zh: string,
  department: string,
  supervisor: 0 | 1,
][] = [
  ['ADM-MGR', 'Administration Manager', '行政经理', 'HQ-ADM', 1],
  ['IT-ADMIN', 'System Administrator', '系统管理员', 'HQ-IT', 0],
  ['LAB-MGR', 'Laboratory Manager', '实验室主管', 'SH-LAB', 1],
  ['LAB-TECH', 'Sequencing Technician', '测序技术员', 'SH-LAB', 0],
  ['QC-ANALYST', 'QC Analyst', '质检分析员', 'SH-QC', 0],
  ['CS-REP', 'Customer Service Representative', '客服专员', 'SH-CS', 0],
  ['TJ-TECH', 'Library Technician', '建库技术员', 'TJ-LAB', 0],
];

/**
 * The positions of a department (`/hpfm/org/company/department/:companyId/post/:unitId`),
 * leading to the employees assigned to each. The company is the department's (set by the
 * server).
 */
export default defineResource({
  module: 'hpfm',
  name: 'position',
  path: 'positions',
  // HZERO reads one position at companies/units/positions/{positionId} (staffService.js
  // searchPositionInfo) and saves positions under their company and department (postService.js
  // saveAdd, a list; saveEdit).
  api: {
    get: 'companies/units/positions/{id}',
    create: 'companies/{companyId}/units/{unitId}/positions []',
    update: 'companies/{companyId}/units/{unitId}/positions/{id}',
  },
  table: 'hpfm_position',
  idField: 'positionId',
  tenancy: 'tenant',
  title: text('Positions', '岗位维护'),
  entity: text('position', '岗位'),
  nameField: 'positionName',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  route: '/hpfm/org/company/department/:companyId/post/:unitId',
  routeFilters: { companyId: 'companyId', unitId: 'unitId' },
  detailOf: 'hpfm/department',
  fields: {
    positionCode: codeField(text('Position code', '岗位编码')),
    positionName: fields.tl(text('Position name', '岗位名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 240,
    }),
    unitId: fields.reference(text('Department', '所属部门'), {
      resource: 'hpfm/department',
      display: 'unitName',
      required: true,
      immutable: true,
      filter: true,
      column: 200,
    }),
    companyId: fields.reference(text('Company', '所属公司'), {
      resource: 'hpfm/company',
      display: 'companyName',
      readOnly: true,
      filter: true,
      column: 200,
    }),
    supervisorFlag: fields.flag(text('Supervisor', '主管岗位'), {
      defaultValue: 0,
      filter: true,
      column: 110,
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
  demo: POSITIONS.map(([positionCode, en, zh, department, supervisorFlag], index) => ({
    positionCode,
    positionName: en,
    unitId: ref({ unitCode: department }),
    supervisorFlag,
    orderSeq: (index + 1) * 10,
    _tls: { positionName: { en_US: en, zh_CN: zh } },
  })),
});
