import { ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const ASSIGNMENTS: readonly [employee: string, position: string, primary: 0 | 1][] = [
  ['E0001', 'ADM-MGR', 1],
  ['E0002', 'LAB-TECH', 1],
  ['E0002', 'QC-ANALYST', 0],
  ['E0003', 'LAB-MGR', 1],
  ['E0004', 'CS-REP', 1],
  ['E0005', 'IT-ADMIN', 1],
];

/**
 * The employees assigned to a position
 * (`/hpfm/org/company/department/:companyId/post/:unitId/staff/:positionId`): the same
 * assignments as an employee's positions (`hpfm/employee-position`), seen from the position.
 * The department and company are the position's (set by the server). An employee's first
 * position becomes their primary one; the primary position is changed on the employee's page.
 */
export default defineResource({
  module: 'hpfm',
  name: 'employee-assign',
  path: 'employee-assigns',
  // HZERO lists a position's staff at /in-position (staffService.js searchAddedStaff).
  api: { list: 'employee-assigns/in-position' },
  table: 'hpfm_employee_assign',
  idField: 'employeeAssignId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Staff', '岗位员工'),
  entity: text('position assignment', '岗位分配'),
  nameField: 'employeeId',
  defaultSort: { field: 'primaryPositionFlag', order: 'desc' },
  route: '/hpfm/org/company/department/:companyId/post/:unitId/staff/:positionId',
  routeFilters: { companyId: 'companyId', unitId: 'unitId', positionId: 'positionId' },
  detailOf: 'hpfm/position',
  fields: {
    employeeId: fields.reference(text('Employee', '员工'), {
      resource: 'hpfm/employee',
      display: 'name',
      displayAs: 'employeeName',
      required: true,
      immutable: true,
      filter: true,
      column: 200,
    }),
    positionId: fields.reference(text('Position', '所属岗位'), {
      resource: 'hpfm/position',
      display: 'positionName',
      required: true,
      immutable: true,
      filter: true,
      column: 220,
    }),
    unitId: fields.reference(text('Department', '所属部门'), {
      resource: 'hpfm/department',
      display: 'unitName',
      readOnly: true,
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
    primaryPositionFlag: fields.flag(text('Primary position', '主岗'), {
      defaultValue: 0,
      filter: true,
      sortable: true,
      column: 100,
    }),
  },
  demo: ASSIGNMENTS.map(([employee, position, primaryPositionFlag]) => ({
    employeeId: ref({ employeeNum: employee }),
    positionId: ref({ positionCode: position }),
    primaryPositionFlag,
  })),
});
